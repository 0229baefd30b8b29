import { type CurrentSubscription, listPlans } from '@sladd/contract';
import { type QueryClient, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { TRANSLATED_PLAN_NAMES } from './billing-format.ts';
import { api } from '../../lib/api/index.ts';
import { queryKeys } from '../../lib/queries/query-keys.ts';
import { billingInfoQuery, subscriptionQuery } from '../../lib/queries/use-premium.ts';

/** The key both premium checks read (workspace and settings); every purchase, cancel and renew change refreshes it. */
export const SUBSCRIPTION_QUERY_KEY = queryKeys.subscription;
const PLANS_QUERY_KEY = queryKeys.plans;

/** The billing namespace first, the app's shared texts (common, validation, error codes) second. */
export function useBillingTranslation() {
  return useTranslation(['billing', 'translation'], { nsMode: 'fallback' });
}

/** The current subscription, or null when there is none (a 404 is an answer, not an error: spec 3 §4). */
export function useSubscription(options: { isEnabled?: boolean } = {}) {
  return useQuery({ ...subscriptionQuery, enabled: options.isEnabled ?? true });
}

/** A subscription answer from the server becomes the cached one at once; the refetch confirms it. */
export async function storeSubscription(client: QueryClient, subscription: CurrentSubscription | null) {
  client.setQueryData(SUBSCRIPTION_QUERY_KEY, subscription);
  // The organization page shows the organization's subscription too.
  void client.invalidateQueries({ queryKey: queryKeys.organizations.all });
  await client.invalidateQueries({ queryKey: SUBSCRIPTION_QUERY_KEY });
}

export function usePlans() {
  return useQuery({ queryKey: PLANS_QUERY_KEY, queryFn: () => api(listPlans), retry: false });
}

/** How this server takes payments; 'off' means every feature is open and no plan is needed. */
export function useBillingInfo() {
  return useQuery(billingInfoQuery);
}

/** A plan's name in the person's language ("Free" is "Gratis"; Basic, Pro and Business are names). */
export function usePlanName(): (plan: { plan_code: string; plan_name: string }) => string {
  const { t } = useBillingTranslation();
  return (plan) =>
    TRANSLATED_PLAN_NAMES.has(plan.plan_code) ? t(`planNames.${plan.plan_code}`) : plan.plan_name;
}

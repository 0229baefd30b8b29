import { getBillingInfo, getCurrentSubscription } from '@sladd/contract';
import { type QueryFunctionContext, useQuery, type QueryClient } from '@tanstack/react-query';
import { api, ApiError, isApiErrorCode } from '../api/index.ts';
import { ensureOrganizationContext } from './organization-context.ts';
import { hasPremium } from './premium-rule.ts';
import { queryKeys } from './query-keys.ts';

/**
 * The current subscription, or null when there is none (404 / NO_SUBSCRIPTION). In an
 * organization it is the organization's: the organization context is known before it is asked.
 */
async function fetchSubscription({ client }: QueryFunctionContext) {
  await ensureOrganizationContext(client);
  try {
    return await api(getCurrentSubscription);
  } catch (error) {
    if (isApiErrorCode(error, 'NO_SUBSCRIPTION') || (error instanceof ApiError && error.status === 404))
      return null;
    throw error;
  }
}

/** The one query of the subscription; every screen that reads it uses this (same key, same fetch). */
export const subscriptionQuery = {
  queryKey: queryKeys.subscription,
  queryFn: fetchSubscription,
  staleTime: 60_000,
};

/** How this server takes payments; it does not change while the app runs. */
export const billingInfoQuery = {
  queryKey: queryKeys.billingInfo,
  queryFn: () => api(getBillingInfo),
  staleTime: Number.POSITIVE_INFINITY,
};

/**
 * Whether the person has premium, for every screen (one cache entry of the subscription), by the
 * one rule of premium-rule.ts. With `planFeature` (e.g. 'api_access') the plan must also list it.
 * With billing off (self-hosting) every signed-in person has every feature, as the server decides.
 */
export function usePremium(planFeature?: string): { isPremium: boolean; isLoading: boolean } {
  const subscription = useQuery(subscriptionQuery);
  const billing = useQuery(billingInfoQuery);
  const isBillingOff = billing.data?.mode === 'off';
  return {
    isPremium: hasPremium(subscription.data, billing.data?.mode, planFeature),
    isLoading: !isBillingOff && (subscription.isLoading || billing.isLoading),
  };
}

/** Whether the person has premium, waiting for the answer when it is not known yet. */
export async function loadIsPremium(client: QueryClient): Promise<boolean> {
  const billing = await client.fetchQuery(billingInfoQuery).catch(() => undefined);
  // With billing off the subscription is not asked for at all.
  if (billing?.mode === 'off') return true;
  return hasPremium(await client.fetchQuery(subscriptionQuery), billing?.mode);
}

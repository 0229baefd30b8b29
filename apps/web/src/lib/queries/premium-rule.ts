import {
  type CurrentSubscription,
  getBillingInfo,
  isPremiumStatus,
  type RouteResponse,
} from '@sladd/contract';

type BillingMode = RouteResponse<typeof getBillingInfo>['mode'];

/**
 * The app's one premium rule, as the server's premium policy states it (apps/api
 * subscription.policy.ts): with billing off every signed-in person has everything; otherwise a
 * subscription that is active or trialing on a plan other than 'free' — and, for a feature that
 * also needs a plan feature code (such as 'api_access'), a plan that lists that code. Nothing
 * known yet (undefined) or no subscription (null) is not premium. Only usePremium and
 * loadIsPremium call this; screens ask them.
 */
export function hasPremium(
  subscription: CurrentSubscription | null | undefined,
  billingMode: BillingMode | undefined,
  planFeature?: string,
): boolean {
  if (billingMode === 'off') return true;
  if (!subscription || !isPremiumStatus(subscription.status) || subscription.plan_code === 'free')
    return false;
  return planFeature === undefined || subscription.plan.metadata.features.includes(planFeature);
}

import { getCurrentSubscription, isPremiumStatus } from '@sladd/contract';
import { useQuery, type QueryClient } from '@tanstack/react-query';
import { api, isApiErrorCode } from '../../../lib/api/index.ts';

export const SUBSCRIPTION_QUERY_KEY = ['subscription', 'current'] as const;

async function fetchSubscription() {
  try {
    return await api(getCurrentSubscription);
  } catch (error) {
    if (isApiErrorCode(error, 'NO_SUBSCRIPTION') || (error as { status?: number }).status === 404)
      return null;
    throw error;
  }
}

type Subscription = Awaited<ReturnType<typeof fetchSubscription>>;

function isPremiumSubscription(data: Subscription | undefined): boolean {
  return Boolean(data && isPremiumStatus(data.status) && data.plan_code !== 'free');
}

/** Whether the person has premium: a subscription active or trialing on a plan other than 'free'. 404 = none. */
export function usePremium(): { isPremium: boolean; isLoading: boolean } {
  const { data, isLoading } = useQuery({
    queryKey: SUBSCRIPTION_QUERY_KEY,
    queryFn: fetchSubscription,
    staleTime: 60_000,
  });
  return { isPremium: isPremiumSubscription(data), isLoading };
}

/** Whether the person has premium, waiting for the answer when it is not known yet. */
export async function loadIsPremium(client: QueryClient): Promise<boolean> {
  const data = await client.fetchQuery({
    queryKey: SUBSCRIPTION_QUERY_KEY,
    queryFn: fetchSubscription,
    staleTime: 60_000,
  });
  return isPremiumSubscription(data);
}

import { getCurrentSubscription, isPremiumStatus } from '@sladd/contract';
import { useQuery } from '@tanstack/react-query';
import { api, isApiErrorCode } from '../../../lib/api/index.ts';

export const SUBSCRIPTION_QUERY_KEY = ['subscription', 'current'] as const;

/** Whether the person has premium: a subscription active or trialing on a plan other than 'free'. 404 = none. */
export function usePremium(): { isPremium: boolean; isLoading: boolean } {
  const { data, isLoading } = useQuery({
    queryKey: SUBSCRIPTION_QUERY_KEY,
    queryFn: async () => {
      try {
        return await api(getCurrentSubscription);
      } catch (error) {
        if (isApiErrorCode(error, 'NO_SUBSCRIPTION') || (error as { status?: number }).status === 404) return null;
        throw error;
      }
    },
    staleTime: 60_000,
  });
  const isPremium = Boolean(data && isPremiumStatus(data.status) && data.plan_code !== 'free');
  return { isPremium, isLoading };
}

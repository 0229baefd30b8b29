import { getCurrentSubscription, isPremiumStatus } from '@sladd/contract';
import { useQuery } from '@tanstack/react-query';
import { api, ApiError } from '../../../lib/api/index.ts';

/** Shared with the workspace's premium check: same key, same answer (the subscription or null). */
const SUBSCRIPTION_QUERY_KEY = ['subscription', 'current'] as const;

/** Premium = a subscription that is active or trialing (spec 1 §6); 404 means none. */
export function usePremium(): { isPremium: boolean; isLoading: boolean } {
  const { data, isLoading } = useQuery({
    queryKey: SUBSCRIPTION_QUERY_KEY,
    queryFn: async () => {
      try {
        return await api(getCurrentSubscription);
      } catch (error) {
        if (error instanceof ApiError && error.status === 404) return null;
        throw error;
      }
    },
    staleTime: 60_000,
  });
  return { isPremium: Boolean(data && isPremiumStatus(data.status) && data.plan_code !== 'free'), isLoading };
}

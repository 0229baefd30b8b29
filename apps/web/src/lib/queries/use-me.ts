import { getMe, type RouteResponse } from '@sladd/contract';
import { useQuery, type QueryClient } from '@tanstack/react-query';
import { api, ApiError } from '../api/index.ts';
import { forgetOrganizationContext } from './organization-context.ts';
import { queryKeys } from './query-keys.ts';

export type Me = RouteResponse<typeof getMe>;

/** The signed-in person, or null when anonymous (a 401 is an answer, not an error). */
async function fetchMe(signal?: AbortSignal): Promise<Me | null> {
  try {
    return await api(getMe, { signal });
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return null;
    throw error;
  }
}

/** Auth state for the whole app: TanStack Query on GET /api/users/me. */
export function useMe() {
  return useQuery({
    queryKey: queryKeys.me,
    // The signal lets the auth-check limit abort a request that hangs (use-auth-check).
    queryFn: ({ signal }) => fetchMe(signal),
    // Sent even when the browser says it is offline, so the check fails with a reason instead of pausing.
    networkMode: 'always',
    // A page that mounts while the check has failed does not start it again by itself (the
    // auth check's Retry and the network coming back do): no hidden request past the limit.
    retryOnMount: false,
    retry: (failures, error) =>
      !(error instanceof ApiError && error.status > 0 && error.status < 500) && failures < 2,
    staleTime: 5 * 60 * 1000,
  });
}

/**
 * Forgets everything of the signed-in person in the cache (organizations included) and the
 * organization context, and marks the visitor anonymous: logout, login, a lost session.
 */
export function forgetSession(queryClient: QueryClient): void {
  forgetOrganizationContext();
  // Removing the me-query itself would strand its observers if it is the call that found the
  // session gone (refresh failed mid-fetch); it is set to anonymous instead.
  queryClient.cancelQueries({ predicate: (query) => query.queryKey[0] !== queryKeys.me[0] });
  queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== queryKeys.me[0] });
  queryClient.setQueryData(queryKeys.me, null);
}

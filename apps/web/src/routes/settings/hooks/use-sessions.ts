import { listSessions, revokeSession } from '@sladd/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api/index.ts';
import { queryKeys } from '../../../lib/queries/query-keys.ts';

/** Active sessions, the current one first, then the most recently active. */
export function useSessions() {
  return useQuery({
    queryKey: queryKeys.sessions,
    queryFn: async () =>
      (await api(listSessions)).sort(
        (a, b) => Number(b.is_current) - Number(a.is_current) || b.updated_at.localeCompare(a.updated_at),
      ),
  });
}

export function useRevokeSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (sessionId: string) => api(revokeSession, { body: { session_id: sessionId } }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: queryKeys.sessions }),
  });
}

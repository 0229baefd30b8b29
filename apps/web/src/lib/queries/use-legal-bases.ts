import { listLegalBases, type LegalBasis, type RouteResponse } from '@sladd/contract';
import { useQuery, type QueryClient } from '@tanstack/react-query';
import { api } from '../api/index.ts';
import { getActiveOrganizationId, useActiveOrganizationId } from './organization-context.ts';
import { queryKeys } from './query-keys.ts';

export type LegalBases = RouteResponse<typeof listLegalBases>;
export type { LegalBasis };

/**
 * The legal bases the person may put on a mark now (decision 0060): in the active organization its
 * enabled sets and own codes, else every built-in set. Keyed by the organization, so switching it
 * asks again; the codes change rarely, so one answer serves the session.
 */
export function legalBasesQuery(orgId: string | null) {
  return {
    queryKey: queryKeys.legalBases(orgId),
    queryFn: () => api(listLegalBases),
    staleTime: 10 * 60 * 1000,
  };
}

export function useLegalBases() {
  const orgId = useActiveOrganizationId();
  return useQuery(legalBasesQuery(orgId));
}

/** The codes for the active organization now, fetched once if not known; undefined when they cannot be had. */
export function loadLegalBases(client: QueryClient): Promise<LegalBases | undefined> {
  return client.ensureQueryData(legalBasesQuery(getActiveOrganizationId())).catch(() => undefined);
}

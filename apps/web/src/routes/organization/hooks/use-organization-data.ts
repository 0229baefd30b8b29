import {
  getOrganization,
  getOrganizationSubscription,
  listDomains,
  listMembers,
  listSuggestedOrganizations,
  MEMBERS_PAGE_SIZE,
} from '@sladd/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api, ApiError, isApiErrorCode } from '../../../lib/api/index.ts';
import { queryKeys } from '../../../lib/queries/query-keys.ts';

const FRESH_MS = 30_000;

export function useOrganizationDetail(orgId: string) {
  return useQuery({
    queryKey: queryKeys.organizations.detail(orgId),
    queryFn: () => api(getOrganization, { params: { org_id: orgId } }),
    staleTime: FRESH_MS,
  });
}

/** One page of members (20 to a page) and how many there are in all (`meta.total_items`). */
export function useMembers(orgId: string, page: number) {
  return useQuery({
    queryKey: queryKeys.organizations.members(orgId, page),
    queryFn: async () => {
      const { data, meta } = await api.withMeta(listMembers, {
        params: { org_id: orgId },
        query: { page, page_size: MEMBERS_PAGE_SIZE },
      });
      const total = typeof meta.total_items === 'number' ? meta.total_items : data.length;
      return { members: data, total };
    },
    placeholderData: keepPreviousData,
    staleTime: FRESH_MS,
  });
}

/** The organization's subscription, or null when it has none (404 NO_SUBSCRIPTION is an answer). */
export function useOrganizationSubscription(orgId: string) {
  return useQuery({
    queryKey: queryKeys.organizations.subscription(orgId),
    queryFn: async () => {
      try {
        return await api(getOrganizationSubscription, { params: { org_id: orgId } });
      } catch (error) {
        if (isApiErrorCode(error, 'NO_SUBSCRIPTION') || (error instanceof ApiError && error.status === 404))
          return null;
        throw error;
      }
    },
    staleTime: FRESH_MS,
  });
}

export function useDomains(orgId: string) {
  return useQuery({
    queryKey: queryKeys.organizations.domains(orgId),
    queryFn: () => api(listDomains, { params: { org_id: orgId } }),
    staleTime: FRESH_MS,
  });
}

/** Organizations that verified the domain of the person's e-mail address. */
export function useSuggestedOrganizations() {
  return useQuery({
    queryKey: queryKeys.organizations.suggested,
    queryFn: () => api(listSuggestedOrganizations),
    staleTime: FRESH_MS,
  });
}

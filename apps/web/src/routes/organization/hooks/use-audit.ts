import {
  AUDIT_EVENTS_CSV_PATH,
  AUDIT_EVENTS_PAGE_SIZE,
  type AuditAction,
  getAuditSettings,
  getReviewSettings,
  listAuditEvents,
  updateAuditSettings,
  updateReviewSettings,
} from '@sladd/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { notifyError, notifySuccess } from '../../../features/billing/notify.ts';
import { api } from '../../../lib/api/index.ts';
import { describeError } from '../../../lib/i18n/translate-message.ts';
import { queryKeys } from '../../../lib/queries/query-keys.ts';
import { useOrganizationTranslation } from './use-organization-translation.ts';

/**
 * The trail's filters as the list and the CSV export take them. A file name filter is left out on
 * purpose: it would travel in the address (and so in logs).
 */
export interface AuditFilter {
  from?: string;
  to?: string;
  action?: AuditAction;
}

/** The filters without empty values, as the query string carries them. */
export function auditQuery(filter: AuditFilter): AuditFilter {
  return {
    ...(filter.from ? { from: filter.from } : {}),
    ...(filter.to ? { to: filter.to } : {}),
    ...(filter.action ? { action: filter.action } : {}),
  };
}

/** One page of the trail, newest first, with how many events match (`meta.total_items`). */
export function useAuditEvents(orgId: string, filter: AuditFilter, page: number) {
  const query = auditQuery(filter);
  return useQuery({
    queryKey: queryKeys.organizations.auditEvents(orgId, { ...query, page }),
    queryFn: async () => {
      const { data, meta } = await api.withMeta(listAuditEvents, {
        params: { org_id: orgId },
        query: { ...query, page, page_size: AUDIT_EVENTS_PAGE_SIZE },
      });
      const total = typeof meta.total_items === 'number' ? meta.total_items : data.length;
      return { events: data, total };
    },
    placeholderData: keepPreviousData,
    staleTime: 15_000,
  });
}

/** The trail as CSV with the same filters, saved as audit-events.csv. */
export function useExportAuditEvents(orgId: string) {
  const { t } = useOrganizationTranslation();
  return useMutation({
    mutationFn: async (filter: AuditFilter) => {
      const response = await api.getRaw(AUDIT_EVENTS_CSV_PATH, {
        params: { org_id: orgId },
        query: { ...auditQuery(filter) },
        accept: 'text/csv',
      });
      saveFile(await response.blob(), 'audit-events.csv');
    },
    onError: (error) => notifyError(describeError(t, error, 'organization:audit.exportFailed')),
  });
}

function saveFile(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  // The download has started from the object URL; let it go once the click is handled.
  setTimeout(() => URL.revokeObjectURL(url), 1_000);
}

export function useAuditSettings(orgId: string) {
  return useQuery({
    queryKey: queryKeys.organizations.auditSettings(orgId),
    queryFn: () => api(getAuditSettings, { params: { org_id: orgId } }),
    staleTime: 30_000,
  });
}

/** Saves the retention; events older than it leave the list at once, so the list is read again. */
export function useSaveRetention(orgId: string) {
  const { t } = useOrganizationTranslation();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (days: number) =>
      api(updateAuditSettings, { params: { org_id: orgId }, body: { retention_days: days } }),
    onSuccess: async (settings) => {
      client.setQueryData(queryKeys.organizations.auditSettings(orgId), settings);
      notifySuccess(t('audit.retentionSaved', { count: settings.retention_days }));
      await client.invalidateQueries({ queryKey: queryKeys.organizations.auditEventsAll(orgId) });
    },
  });
}

export function useReviewSettings(orgId: string) {
  return useQuery({
    queryKey: queryKeys.organizations.reviewSettings(orgId),
    queryFn: () => api(getReviewSettings, { params: { org_id: orgId } }),
    staleTime: 30_000,
  });
}

export function useSaveReviewSettings(orgId: string) {
  const { t } = useOrganizationTranslation();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (required: boolean) =>
      api(updateReviewSettings, { params: { org_id: orgId }, body: { review_required: required } }),
    onSuccess: (settings) => {
      client.setQueryData(queryKeys.organizations.reviewSettings(orgId), settings);
      notifySuccess(settings.review_required ? t('review.turnedOn') : t('review.turnedOff'));
    },
    onError: (error) => notifyError(describeError(t, error, 'organization:review.saveFailed')),
  });
}

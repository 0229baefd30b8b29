import {
  getReview,
  listReviews,
  type OrganizationSummary,
  redactFilesOperation,
  type Review,
  withdrawReview,
} from '@sladd/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { notifyError, notifySuccess } from '../../../features/billing/notify.ts';
import { api } from '../../../lib/api/index.ts';
import { describeError } from '../../../lib/i18n/translate-message.ts';
import { type DecisionBody, sendReviewDecision } from '../../../lib/queries/decide-review.ts';
import { queryKeys } from '../../../lib/queries/query-keys.ts';
import { releaseFields, releaseFileName, type ReleaseOptions } from './release-request.ts';
import { isDecider, type ReviewSegment, segmentQuery } from './review-rights.ts';
import { useReviewsTranslation } from './use-reviews-translation.ts';

export const REVIEWS_PAGE_SIZE = 20;

/** One page of a segment's reviews with the total (meta.total_items). */
export function useReviewList(orgId: string, segment: ReviewSegment, page: number) {
  const filter = segmentQuery(segment);
  return useQuery({
    queryKey: queryKeys.reviews.list(orgId, filter, page),
    queryFn: async () => {
      const { data, meta } = await api.withMeta(listReviews, {
        query: { ...filter, page, page_size: REVIEWS_PAGE_SIZE },
      });
      return { reviews: data, total: typeof meta.total_items === 'number' ? meta.total_items : data.length };
    },
    placeholderData: keepPreviousData,
  });
}

/** One review with its marks. */
export function useReview(orgId: string, id: string | null) {
  return useQuery({
    queryKey: queryKeys.reviews.one(orgId, id ?? ''),
    queryFn: () => api(getReview, { params: { id: id! } }),
    enabled: id !== null,
  });
}

/**
 * The pending reviews the person may decide (not their own), for the user menu's badge: one
 * one-row list call reads only meta.total_items. Nothing is asked outside an organization (`active`
 * null) or for members and viewers, who decide nothing.
 */
export function usePendingReviewCount(active: OrganizationSummary | null): number {
  const orgId = active?.org_id ?? '';
  const isAsked = active !== null && isDecider(active.role);
  const count = useQuery({
    queryKey: queryKeys.reviews.pendingCount(orgId),
    queryFn: async () => {
      const total = (meta: Record<string, unknown>) =>
        typeof meta.total_items === 'number' ? meta.total_items : 0;
      const others = await api.withMeta(listReviews, {
        query: { status: 'pending', mine: false, page: 1, page_size: 1 },
      });
      return total(others.meta);
    },
    enabled: isAsked,
    staleTime: 60_000,
  });
  return isAsked ? (count.data ?? 0) : 0;
}

function useRefreshReviews() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: queryKeys.reviews.all });
}

/**
 * Approves or rejects. The outcome is told here, not by the caller: the review's new status
 * re-renders the drawer, and a caller's own callbacks would not run once it has.
 */
export function useDecideReview(id: string) {
  const { t } = useReviewsTranslation();
  const refresh = useRefreshReviews();
  return useMutation({
    mutationFn: (body: DecisionBody) => sendReviewDecision(id, body),
    onSuccess: (answer) => {
      if (answer.status === 'rejected') notifySuccess(t('detail.rejected'));
      else notifySuccess(t(answer.changed_by_reviewer ? 'detail.approvedChanged' : 'detail.approved'));
      return refresh();
    },
    onError: (error) => {
      notifyError(describeError(t, error, 'reviews:detail.decideFailed'));
      // Someone else may have decided it meanwhile (REVIEW_NOT_PENDING): show how it stands.
      void refresh();
    },
  });
}

export function useWithdrawReview(id: string) {
  const { t } = useReviewsTranslation();
  const refresh = useRefreshReviews();
  return useMutation({
    mutationFn: () => api(withdrawReview, { params: { id } }),
    onSuccess: () => {
      notifySuccess(t('detail.withdrawn'));
      return refresh();
    },
    onError: (error) => notifyError(describeError(t, error, 'reviews:detail.withdrawFailed')),
  });
}

/** Hands the browser a file to save (the redacted PDF, or the zip with its log). */
function saveFile(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  window.setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/**
 * Releases an approved review: redacts the chosen file (already checked against the review's hash)
 * with the approved marks through the one API client (sealed like every upload), saves the answer
 * and asks the list again (the review is then released).
 */
export function useReleaseReview(review: Review) {
  const { t } = useReviewsTranslation();
  const refresh = useRefreshReviews();
  return useMutation({
    mutationFn: async ({ file, options }: { file: File; options: ReleaseOptions }) => {
      const response = await api.uploadRaw(redactFilesOperation, {
        fields: releaseFields(review, file, options),
        accept: options.includeLog ? 'application/zip' : 'application/pdf',
      });
      const isZip =
        options.includeLog || (response.headers.get('content-type') ?? '').includes('application/zip');
      saveFile(await response.blob(), releaseFileName(file.name, isZip));
    },
    onSuccess: () => notifySuccess(t('release.done')),
    onError: (error) => notifyError(describeError(t, error, 'reviews:release.failed')),
    onSettled: refresh,
  });
}

import type { ReviewStatus, ReviewSummary } from '@sladd/contract';
import type { ReviewsDeps } from './reviews.deps.ts';
import { listReviews as listReviewRows } from './reviews.repository.ts';
import { toSummaries } from './review-shapes.ts';

export interface ReviewFilter {
  status?: ReviewStatus | undefined;
  documentHash?: string | undefined;
  /** Only this person's submissions (a member's list, or "mine"). */
  submittedBy?: string | undefined;
  /** Everyone's but this person's (a reviewer's queue). */
  notSubmittedBy?: string | undefined;
}

/** One page of an organization's reviews, newest first, without their marks. */
export async function listReviews(
  deps: ReviewsDeps,
  organizationId: string,
  filter: ReviewFilter,
  page: number,
  pageSize: number,
): Promise<{ items: ReviewSummary[]; total: number }> {
  const { rows, total } = await listReviewRows(
    deps.db,
    { organizationId, ...filter },
    { offset: (page - 1) * pageSize, limit: pageSize },
  );
  return { items: await toSummaries(deps, rows), total };
}

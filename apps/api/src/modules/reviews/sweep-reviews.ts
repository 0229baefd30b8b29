import type { ReviewsDeps } from './reviews.deps.ts';
import { deleteReviewsUnchangedSince } from './reviews.repository.ts';
import { nowOf } from './review-shapes.ts';

/** Days a review is kept after its last change (decision 0061); the trail keeps the steps longer. */
export const REVIEW_KEEP_DAYS = 90;

/** Deletes reviews nobody has changed for REVIEW_KEEP_DAYS; returns how many. */
export async function sweepReviews(deps: Pick<ReviewsDeps, 'db' | 'now'>): Promise<number> {
  const before = new Date(nowOf(deps).getTime() - REVIEW_KEEP_DAYS * 86_400_000).toISOString();
  return deleteReviewsUnchangedSince(deps.db, before);
}

import type { ReviewSummary } from '@sladd/contract';
import type { Actor } from '../../platform/auth/session.ts';
import { AppError } from '../../platform/errors.ts';
import type { ReviewsDeps } from './reviews.deps.ts';
import { moveReview, type ReviewRow } from './reviews.repository.ts';
import { nowOf, toSummaries } from './review-shapes.ts';

/**
 * The submitter takes a pending review back (the route asked the policy); the trail says
 * `withdrawn`, in the same transaction.
 */
export async function withdrawReview(
  deps: ReviewsDeps,
  actor: Actor & { organization: { id: string } },
  review: ReviewRow,
): Promise<ReviewSummary> {
  const organizationId = actor.organization.id;
  const at = nowOf(deps).toISOString();
  const notPending = () =>
    new AppError(
      'REVIEW_NOT_PENDING',
      'This review has already been decided or withdrawn. Reload to see its status.',
    );
  if (review.status !== 'pending') throw notPending();
  await deps.db.transaction().execute(async (trx) => {
    if (
      !(await moveReview(trx, organizationId, review.id, 'pending', { status: 'withdrawn', updated_at: at }))
    )
      throw notPending();
    await deps.audit.record(
      {
        organizationId,
        actorUserId: actor.userId,
        action: 'withdrawn',
        fileName: deps.cipher.decrypt(review.sealed_name),
        documentHash: review.document_hash,
        codes: JSON.parse(review.codes) as string[],
      },
      { db: trx },
    );
  });
  const [summary] = await toSummaries(deps, [{ ...review, status: 'withdrawn', updated_at: at }]);
  return summary!;
}

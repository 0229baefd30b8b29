import type { Review } from '@sladd/contract';
import type { Actor } from '../../platform/auth/session.ts';
import { AppError } from '../../platform/errors.ts';
import type { ReviewsDeps } from './reviews.deps.ts';
import { moveReview, type ReviewRow } from './reviews.repository.ts';
import {
  assertPagesWithin,
  codesOf,
  markCount,
  nowOf,
  type ReviewPages,
  sealMarks,
  toReview,
} from './review-shapes.ts';

export interface Decision {
  decision: 'approve' | 'reject';
  comment?: string | undefined;
  /** The marks as the reviewer leaves them (approving only); absent, the submitted ones. */
  pages?: ReviewPages | undefined;
}

const notPending = () =>
  new AppError(
    'REVIEW_NOT_PENDING',
    'This review has already been decided or withdrawn. Reload to see its status.',
  );

/**
 * A reviewer's decision on a pending review (the route asked the policy: a decider, not the
 * submitter). Only one decision lands (a conditional write); the trail records `changed` when the
 * reviewer changed the marks, then `approved` or `rejected`, in the decision's transaction.
 */
export async function decideReview(
  deps: ReviewsDeps,
  actor: Actor & { organization: { id: string } },
  review: ReviewRow,
  decision: Decision,
): Promise<Review> {
  const organizationId = actor.organization.id;
  if (review.status !== 'pending') throw notPending();
  const changed = decision.decision === 'approve' && decision.pages !== undefined;
  if (changed) assertPagesWithin(decision.pages!, review.page_count);
  const codes = changed ? codesOf(decision.pages!) : (JSON.parse(review.codes) as string[]);
  if (changed && codes.length > 0) await deps.resolveLegalCodes(actor, codes);
  const at = nowOf(deps).toISOString();
  const changes = {
    status: decision.decision === 'approve' ? 'approved' : 'rejected',
    reviewed_by: actor.userId,
    reviewed_at: at,
    sealed_comment: decision.comment ? deps.cipher.encrypt(decision.comment) : null,
    updated_at: at,
    ...(changed
      ? {
          marks: sealMarks(deps.cipher, decision.pages!),
          mark_count: markCount(decision.pages!),
          codes: JSON.stringify(codes),
          changed_by_reviewer: 1,
        }
      : {}),
  };
  const fileName = deps.cipher.decrypt(review.sealed_name);
  // The decision and its trail entries are written together, or neither is.
  await deps.db.transaction().execute(async (trx) => {
    if (!(await moveReview(trx, organizationId, review.id, 'pending', changes))) throw notPending();
    const step = (action: 'changed' | 'approved' | 'rejected') =>
      deps.audit.record(
        {
          organizationId,
          actorUserId: actor.userId,
          action,
          fileName,
          documentHash: review.document_hash,
          codes,
        },
        { db: trx },
      );
    if (changed) await step('changed');
    await step(decision.decision === 'approve' ? 'approved' : 'rejected');
  });
  return toReview(deps, { ...review, ...changes });
}

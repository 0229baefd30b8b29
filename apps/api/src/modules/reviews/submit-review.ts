import { randomUUID } from 'node:crypto';
import type { Review } from '@sladd/contract';
import type { Actor } from '../../platform/auth/session.ts';
import { AppError } from '../../platform/errors.ts';
import type { ReviewsDeps } from './reviews.deps.ts';
import { countSubmissions, deleteReview, insertReview, type ReviewRow } from './reviews.repository.ts';
import {
  assertPagesWithin,
  codesOf,
  markCount,
  nowOf,
  type ReviewPages,
  sealMarks,
  toReview,
} from './review-shapes.ts';

/** Documents one person may have waiting for review in one organization. */
export const MAX_PENDING_REVIEWS = 200;
/** Reviews one person's submissions may keep in one organization, decided ones included (kept 90 days). */
export const MAX_KEPT_REVIEWS = 1_000;

export interface Submission {
  fileName: string;
  documentHash: string;
  pageCount?: number | undefined;
  note?: string | undefined;
  pages: ReviewPages;
}

/**
 * Puts a marked document in the organization's review queue: its sealed name, the hash of its
 * bytes and its marks, never the file (decision 0061). The marks' codes must resolve. The trail's
 * `submitted` event is written with it; a submission it could not record is taken back.
 */
export async function submitReview(
  deps: ReviewsDeps,
  actor: Actor & { organization: { id: string } },
  submission: Submission,
): Promise<Review> {
  const organizationId = actor.organization.id;
  assertPagesWithin(submission.pages, submission.pageCount);
  const codes = codesOf(submission.pages);
  if (codes.length > 0) await deps.resolveLegalCodes(actor, codes);
  const overCap = (count: { pending: number; all: number }, headroom: number) =>
    count.pending + headroom > MAX_PENDING_REVIEWS
      ? new AppError(
          'TOO_MANY_REVIEWS',
          `You have ${MAX_PENDING_REVIEWS} documents waiting for review, the most one person may. Withdraw some, or wait for decisions.`,
          { max_pending: MAX_PENDING_REVIEWS },
        )
      : count.all + headroom > MAX_KEPT_REVIEWS
        ? new AppError(
            'TOO_MANY_REVIEWS',
            `You have submitted ${MAX_KEPT_REVIEWS} documents for review in the last 90 days, the most one person may; older ones are removed after 90 days.`,
            { max_kept: MAX_KEPT_REVIEWS },
          )
        : undefined;
  const before = overCap(await countSubmissions(deps.db, organizationId, actor.userId), 1);
  if (before) throw before;
  const at = nowOf(deps).toISOString();
  const row: ReviewRow = {
    id: randomUUID(),
    organization_id: organizationId,
    submitted_by: actor.userId,
    status: 'pending',
    sealed_name: deps.cipher.encrypt(submission.fileName),
    document_hash: submission.documentHash,
    page_count: submission.pageCount ?? null,
    mark_count: markCount(submission.pages),
    codes: JSON.stringify(codes),
    marks: sealMarks(deps.cipher, submission.pages),
    sealed_note: submission.note ? deps.cipher.encrypt(submission.note) : null,
    sealed_comment: null,
    reviewed_by: null,
    reviewed_at: null,
    changed_by_reviewer: 0,
    released_at: null,
    submitted_at: at,
    updated_at: at,
  };
  // Not in one transaction with the count: two submissions' uncommitted rows would not see each
  // other. Each row is written alone, counted, and taken back when a cap is passed or the trail
  // cannot record it.
  await insertReview(deps.db, row);
  const after = overCap(await countSubmissions(deps.db, organizationId, actor.userId), 0);
  if (after) {
    await deleteReview(deps.db, organizationId, row.id);
    throw after;
  }
  try {
    await deps.audit.record({
      organizationId,
      actorUserId: actor.userId,
      action: 'submitted',
      fileName: submission.fileName,
      documentHash: submission.documentHash,
      codes,
    });
  } catch (error) {
    await deleteReview(deps.db, organizationId, row.id);
    throw error;
  }
  return toReview(deps, row);
}

import { createHash } from 'node:crypto';
import type { Actor } from '../../platform/auth/session.ts';
import { AppError } from '../../platform/errors.ts';
import type { ReviewsDeps } from './reviews.deps.ts';
import {
  findReleasableReviews,
  findReviewRequired,
  markReleased,
  type ReviewRow,
} from './reviews.repository.ts';
import { nowOf, openMarks } from './review-shapes.ts';

/** A mark as the redaction has it: page, box and code. */
export interface RequestedMark {
  page: number;
  bbox: { x0: number; y0: number; x1: number; y1: number };
  legalBasis?: string | undefined;
}

/** What a file about to be redacted is, as far as review goes. */
export interface ReleaseMatch {
  /** The approved review this redaction releases, or null (a redaction outside review). */
  review: ReviewRow | null;
  /** The SHA-256 of the file's bytes (hex); not computed outside an organization (no trail, no review). */
  documentHash?: string | undefined;
  /** Whether the organization requires review before release. */
  required: boolean;
}

// A box is compared in hundredths of a point: a client converting scales does not move it, a
// changed mark does. -0 is 0.
const hundredths = (n: number) => String(Math.round(n * 100) || 0);
const markKey = (mark: RequestedMark) =>
  [String(mark.page), ...[mark.bbox.x0, mark.bbox.y0, mark.bbox.x1, mark.bbox.y1].map(hundredths)]
    .concat(mark.legalBasis ?? '')
    .join('|');
const marksKey = (marks: readonly RequestedMark[]) => marks.map(markKey).sort().join('\n');

/**
 * Finds, for each file, the approved review whose hash is the file's and whose marks are the
 * request's (decision 0061). When the actor's organization requires review, a file without one is
 * refused before anything is counted: 409 REVIEW_REQUIRED, or REVIEW_MARKS_CHANGED when the file was
 * approved with other marks. Outside an organization nothing is matched.
 */
export async function matchReleases(
  deps: Pick<ReviewsDeps, 'db' | 'cipher'>,
  actor: Actor,
  files: readonly { name: string; bytes: Uint8Array; marks: readonly RequestedMark[] }[],
  /** Whether the actor may release this review (the policy's answer, handed in by app.ts). */
  mayRelease: (review: ReviewRow) => boolean = () => true,
): Promise<ReleaseMatch[]> {
  const organizationId = actor.organization?.id;
  // Outside an organization there is no review and no trail: a file is not hashed for nothing.
  if (organizationId === undefined) return files.map(() => ({ review: null, required: false }));
  const required = await findReviewRequired(deps.db, organizationId);
  const matches: ReleaseMatch[] = [];
  for (const [index, file] of files.entries()) {
    const documentHash = createHash('sha256').update(file.bytes).digest('hex');
    const candidates = await findReleasableReviews(deps.db, organizationId, documentHash);
    const wanted = marksKey(file.marks);
    const matching = candidates.filter(
      (candidate) =>
        marksKey(
          openMarks(deps.cipher, candidate.marks).flatMap((page) =>
            page.sensitive.map((mark) => ({
              page: page.page,
              bbox: mark.bbox,
              legalBasis: mark.legal_basis,
            })),
          ),
        ) === wanted,
    );
    // The actor's own approval first, then any they may release: someone else's identical approval
    // must not stand in the way of theirs.
    const review =
      matching.find((candidate) => candidate.submitted_by === actor.userId && mayRelease(candidate)) ??
      matching.find(mayRelease) ??
      matching[0] ??
      null;
    if (review === null && required)
      throw candidates.length > 0
        ? new AppError(
            'REVIEW_MARKS_CHANGED',
            `The marks for file ${index + 1} differ from the ones the reviewer approved. Redact with the approved marks, or submit the changed marks for review.`,
          )
        : new AppError(
            'REVIEW_REQUIRED',
            `Your organization releases only reviewed documents, and file ${index + 1} has no approved review. Submit it for review; once a reviewer approves it, redact it again.`,
          );
    matches.push({ review, documentHash, required });
  }
  return matches;
}

/**
 * Records the release of an approved review: it becomes `released` (the first time) and the trail
 * says `released`. Called once the file is redacted and verified, before it is handed out.
 */
export async function releaseReview(
  deps: ReviewsDeps,
  actor: Actor & { organization: { id: string } },
  match: ReleaseMatch & { review: ReviewRow },
): Promise<void> {
  const organizationId = actor.organization.id;
  // Marked released and recorded together, or neither.
  await deps.db.transaction().execute(async (trx) => {
    if (!(await markReleased(trx, organizationId, match.review.id, nowOf(deps).toISOString())))
      throw new AppError(
        'CONFLICT',
        'The approved review was removed while the document was redacted. Submit it again.',
      );
    await deps.audit.record(
      {
        organizationId,
        actorUserId: actor.userId,
        action: 'released',
        fileName: deps.cipher.decrypt(match.review.sealed_name),
        // The review was matched by this very hash.
        documentHash: match.review.document_hash,
        codes: JSON.parse(match.review.codes) as string[],
      },
      { db: trx },
    );
  });
}

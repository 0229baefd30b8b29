import type { Review } from '@sladd/contract';

/**
 * A review opened in the workspace (issue 32 item 4, decision 0061): the reviews page checks the
 * chosen file against the review's SHA-256, leaves the file and the review here and navigates to
 * the workspace, which takes them once when it starts. In memory only: the file is never written to
 * any storage, and a reload forgets it. In lib/ because the reviews page (routes) hands it to the
 * workspace (features), which may not import routes (decision 0057).
 */
export interface ReviewHandoff {
  /** The very file the review names (its bytes' SHA-256 already matched `review.document_hash`). */
  file: File;
  review: Review;
  /** Whether this person may approve or reject it now (review-rights' canDecide, computed by the page). */
  mayDecide: boolean;
}

let waiting: ReviewHandoff | null = null;

/** Leaves a review and its file for the workspace; a later hand-off replaces an earlier one not yet taken. */
export function setReviewHandoff(handoff: ReviewHandoff): void {
  waiting = handoff;
}

/** Takes the waiting hand-off, once: the next call answers null until another is set. */
export function takeReviewHandoff(): ReviewHandoff | null {
  const taken = waiting;
  waiting = null;
  return taken;
}

/** Whether a hand-off is waiting (without taking it). */
export function hasReviewHandoff(): boolean {
  return waiting !== null;
}

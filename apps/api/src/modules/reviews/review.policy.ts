import type { OrganizationRole } from '@sladd/contract';
import { AppError } from '../../platform/errors.ts';

export const REVIEW_ACTIONS = [
  'submit_for_review',
  'see_all_reviews',
  'decide_review',
  'release_others',
  'read_review_settings',
  'manage_review_settings',
] as const;
export type ReviewAction = (typeof REVIEW_ACTIONS)[number];

const DECIDERS: readonly OrganizationRole[] = ['owner', 'admin', 'reviewer'];

/**
 * Who may do what with reviews (issue 32 item 4, decision 0061). A viewer's seat works on nothing,
 * so it submits nothing; reviewers, admins and the owner see and decide every review, members only
 * their own submissions. Nobody decides their own submission (`assertMayDecide`). Asked by the
 * routes and by the release gate's caller only (decision 0056).
 */
export const REVIEW_RIGHTS: Record<ReviewAction, { roles: readonly OrganizationRole[]; refusal: string }> = {
  submit_for_review: {
    roles: ['owner', 'admin', 'reviewer', 'member'],
    refusal: "A viewer's seat does not include submitting documents for review.",
  },
  see_all_reviews: {
    roles: DECIDERS,
    refusal: 'Only reviewers, admins and the owner see reviews submitted by others.',
  },
  decide_review: {
    roles: DECIDERS,
    refusal: 'Only reviewers, organization admins and the owner can approve or reject a review.',
  },
  release_others: {
    roles: DECIDERS,
    refusal: 'Only the submitter, a reviewer, an admin or the owner can release a reviewed document.',
  },
  read_review_settings: {
    roles: ['owner', 'admin', 'reviewer', 'member', 'viewer'],
    refusal: 'There is no such organization.',
  },
  manage_review_settings: {
    roles: ['owner', 'admin'],
    refusal: 'Only organization owners and admins can turn review on or off.',
  },
};

export function may(role: OrganizationRole | null, action: ReviewAction): boolean {
  return role !== null && REVIEW_RIGHTS[action].roles.includes(role);
}

/** Throws unless `role` may: someone outside the organization gets 404, a member without the right 403. */
export function assertMay(role: OrganizationRole | null, action: ReviewAction): void {
  if (role === null) throw new AppError('NOT_FOUND', 'There is no such organization.');
  if (!may(role, action)) throw new AppError('FORBIDDEN', REVIEW_RIGHTS[action].refusal);
}

/**
 * A review someone may read: all of them for those who decide, a member's own otherwise. Another's
 * review is 404 to a member, as if it were not there (its file name is not confirmed).
 */
export function assertMayRead(
  role: OrganizationRole | null,
  caller: string,
  review: { submittedBy: string },
): void {
  if (role === null) throw new AppError('NOT_FOUND', 'There is no such organization.');
  if (review.submittedBy !== caller && !may(role, 'see_all_reviews'))
    throw new AppError('NOT_FOUND', 'This review was not found.');
}

/** Deciding: a reviewer, an admin or the owner, and never on one's own submission (four eyes). */
export function assertMayDecide(
  role: OrganizationRole | null,
  caller: string,
  review: { submittedBy: string },
): void {
  assertMayRead(role, caller, review);
  assertMay(role, 'decide_review');
  if (review.submittedBy === caller)
    throw new AppError(
      'FORBIDDEN',
      'You submitted this document; another reviewer has to approve or reject it.',
    );
}

/** Withdrawing: the submitter alone. */
export function assertMayWithdraw(
  role: OrganizationRole | null,
  caller: string,
  review: { submittedBy: string },
): void {
  assertMayRead(role, caller, review);
  if (review.submittedBy !== caller)
    throw new AppError('FORBIDDEN', 'Only the person who submitted a document can withdraw it.');
}

/** What the release rule looks at in a review. */
export interface ReleasedReview {
  submittedBy: string;
  reviewedBy: string | null;
  changedByReviewer: boolean;
}

/**
 * Releasing an approved document: its submitter, or a reviewer, an admin or the owner. A reviewer
 * who changed the marks does not release them: no second person would have seen what goes out (the
 * submitter, or another decider, does).
 */
export function assertMayRelease(
  role: OrganizationRole | null,
  caller: string,
  review: ReleasedReview,
): void {
  if (role === null) throw new AppError('NOT_FOUND', 'There is no such organization.');
  if (review.changedByReviewer && review.reviewedBy === caller && review.submittedBy !== caller)
    throw new AppError(
      'FORBIDDEN',
      'You changed the marks of this review, so another person releases it: the submitter, or another reviewer.',
    );
  if (review.submittedBy !== caller) assertMay(role, 'release_others');
}

/** assertMayRelease as a yes or no (the gate picks, among matching approvals, one the caller may release). */
export function mayRelease(role: OrganizationRole | null, caller: string, review: ReleasedReview): boolean {
  try {
    assertMayRelease(role, caller, review);
    return true;
  } catch {
    return false;
  }
}

import type { OrganizationRole, ReviewStatus, ReviewSummary } from '@sladd/contract';

/**
 * Who sees what on /reviews (decision 0061): owners, admins and reviewers decide reviews, never
 * their own; the submitter withdraws while pending; the submitter or a decider releases an approval.
 * The API refuses the same (review.policy.ts); this only keeps buttons away that would be refused.
 */
const DECIDERS: ReadonlySet<OrganizationRole> = new Set(['owner', 'admin', 'reviewer']);

export const isDecider = (role: OrganizationRole | null | undefined): boolean =>
  role !== null && role !== undefined && DECIDERS.has(role);

export const REVIEW_SEGMENTS = ['toReview', 'mine', 'all'] as const;
export type ReviewSegment = (typeof REVIEW_SEGMENTS)[number];

/** The lists a role may open: deciders all three, everyone else only their own submissions. */
export function segmentsFor(role: OrganizationRole | null | undefined): ReviewSegment[] {
  return isDecider(role) ? [...REVIEW_SEGMENTS] : ['mine'];
}

/** The list query of a segment: "to review" is everyone else's pending reviews. */
export function segmentQuery(segment: ReviewSegment): { status?: ReviewStatus; mine?: boolean } {
  if (segment === 'toReview') return { status: 'pending', mine: false };
  if (segment === 'mine') return { mine: true };
  return {};
}

export interface ReviewActions {
  /** Approve, reject, and change or remove marks first. */
  canDecide: boolean;
  canWithdraw: boolean;
  canRelease: boolean;
  isSubmitter: boolean;
}

export function reviewActions(
  role: OrganizationRole | null | undefined,
  userId: string | null | undefined,
  review: Pick<ReviewSummary, 'status' | 'submitted_by'>,
): ReviewActions {
  const isSubmitter = userId !== null && userId !== undefined && review.submitted_by.id === userId;
  const isPending = review.status === 'pending';
  return {
    canDecide: isPending && isDecider(role) && !isSubmitter,
    canWithdraw: isPending && isSubmitter,
    canRelease:
      (review.status === 'approved' || review.status === 'released') && (isSubmitter || isDecider(role)),
    isSubmitter,
  };
}

export const STATUS_COLORS: Record<ReviewStatus, string> = {
  pending: 'yellow',
  approved: 'teal',
  rejected: 'red',
  withdrawn: 'gray',
  released: 'blue',
};

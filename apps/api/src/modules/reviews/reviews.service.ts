import type { Actor } from '../../platform/auth/session.ts';
import { AppError, notFound } from '../../platform/errors.ts';
import type { OrganizationsService } from '../organizations/organizations.service.ts';
import { type Decision, decideReview } from './decide-review.ts';
import { type ReviewFilter, listReviews } from './list-reviews.ts';
import { matchReleases, type ReleaseMatch, releaseReview, type RequestedMark } from './release-review.ts';
import type { ReviewsDeps } from './reviews.deps.ts';
import { findReview, findReviewRequired, upsertReviewRequired } from './reviews.repository.ts';
import { toReview } from './review-shapes.ts';
import { type Submission, submitReview } from './submit-review.ts';
import { sweepReviews } from './sweep-reviews.ts';
import { withdrawReview } from './withdraw-review.ts';

export type { ReleaseMatch } from './release-review.ts';

/** How often, at most, old reviews are swept (on the next write or read after it). */
const SWEEP_INTERVAL_MS = 60_000;

type InOrganization = Actor & { organization: NonNullable<Actor['organization']> };

/**
 * Reviews of marked documents (issue 32 item 4, decision 0061): one file per operation, put together
 * here for app.ts. The routes ask review.policy.ts (decision 0056); these operations trust them.
 */
export function createReviewsService(
  deps: ReviewsDeps & { organizations: Pick<OrganizationsService, 'membershipOf'> },
) {
  let lastSweep = 0;
  async function sweepIfDue() {
    if (Date.now() - lastSweep <= SWEEP_INTERVAL_MS) return;
    lastSweep = Date.now();
    await sweepReviews(deps).catch(() => undefined);
  }
  /** A review of the actor's organization, as stored; 404 when there is none with this id. */
  async function find(actor: InOrganization, id: string) {
    const row = await findReview(deps.db, actor.organization.id, id);
    if (!row) throw notFound('This review');
    return row;
  }
  return {
    membershipOf: (userId: string, organizationId: string) =>
      deps.organizations.membershipOf(userId, organizationId),

    /** The organization an actor works in, or a clear refusal: reviews live in organizations. */
    inOrganization(actor: Actor): InOrganization {
      if (!actor.organization)
        throw new AppError(
          'BAD_REQUEST',
          "Reviews belong to an organization: choose one (the org_id header) or use an organization's API key.",
        );
      return actor as InOrganization;
    },
    find,
    async submit(actor: InOrganization, submission: Submission) {
      await sweepIfDue();
      return submitReview(deps, actor, submission);
    },
    async list(organizationId: string, filter: ReviewFilter, page: number, pageSize: number) {
      await sweepIfDue();
      return listReviews(deps, organizationId, filter, page, pageSize);
    },
    read: (row: Awaited<ReturnType<typeof find>>) => toReview(deps, row),
    decide: (actor: InOrganization, row: Awaited<ReturnType<typeof find>>, decision: Decision) =>
      decideReview(deps, actor, row, decision),
    withdraw: (actor: InOrganization, row: Awaited<ReturnType<typeof find>>) =>
      withdrawReview(deps, actor, row),

    /** The release gate (decision 0061): the approved review each file releases, or a refusal. */
    matchReleases: (
      actor: Actor,
      files: readonly { name: string; bytes: Uint8Array; marks: readonly RequestedMark[] }[],
      mayRelease?: (review: Awaited<ReturnType<typeof find>>) => boolean,
    ) => matchReleases(deps, actor, files, mayRelease),
    /** Records a release once the file is redacted and verified. */
    release: (actor: InOrganization, match: ReleaseMatch & { review: NonNullable<ReleaseMatch['review']> }) =>
      releaseReview(deps, actor, match),

    settings: async (organizationId: string) => ({
      review_required: await findReviewRequired(deps.db, organizationId),
    }),
    async setRequired(organizationId: string, required: boolean) {
      await upsertReviewRequired(deps.db, organizationId, required, new Date().toISOString());
      return { review_required: required };
    },
    /** Deletes reviews unchanged for 90 days now (operator tools, tests). */
    sweep: () => sweepReviews(deps),
  };
}

export type ReviewsService = ReturnType<typeof createReviewsService>;

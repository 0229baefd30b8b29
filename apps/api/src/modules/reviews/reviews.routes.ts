import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  decideReview,
  RESOURCE_LIMITS,
  getReview,
  getReviewSettings,
  listReviews,
  submitReview,
  updateReviewSettings,
  withdrawReview,
} from '@sladd/contract';
import type { RateLimitRule } from '../../config.ts';
import type { BetterAuth } from '../../platform/auth/better-auth.ts';
import { consumeWriteAndBytes, type RateLimiter } from '../../platform/rate-limit.ts';
import { assertKeyActsFor } from '../../platform/auth/credential.policy.ts';
import { actorOf, requireAuth } from '../../platform/auth/session.ts';
import { addRoute, WithMeta } from '../../platform/routes.ts';
import {
  assertMay,
  assertMayDecide,
  assertMayRead,
  assertMayWithdraw,
  may,
  type ReviewAction,
} from './review.policy.ts';
import type { ReviewsService } from './reviews.service.ts';

/**
 * Reviews (issue 32 item 4, decision 0061). The /reviews routes work in the caller's organization
 * (the org_id header or an organization's key, membership checked on every request); each asks
 * review.policy.ts with the caller's role and, for one review, its submitter (decision 0056).
 */
export function registerReviewsRoutes(
  app: FastifyInstance,
  deps: {
    auth: BetterAuth;
    reviews: ReviewsService;
    limiter: RateLimiter;
    /** Submissions and decisions per person (history's rule: the same work on the event loop). */
    writeRule: RateLimitRule;
    /** Bytes of them per person. */
    bytesRule: RateLimitRule;
  },
): void {
  const { auth, reviews } = deps;
  /**
   * Submissions and decisions carry up to RESOURCE_LIMITS.maxHistoryMarks marks, as history items
   * do: the same body limit, and a rate per person by count and by size, before the body is read.
   */
  const writeOptions = {
    bodyLimit: RESOURCE_LIMITS.maxHistoryBodyBytes,
    beforeBody: async (request: FastifyRequest) =>
      consumeWriteAndBytes(deps.limiter, request, {
        prefix: 'review-write',
        userId: requireAuth(request).user.id,
        writeRule: deps.writeRule,
        bytesRule: deps.bytesRule,
        maxBytes: RESOURCE_LIMITS.maxHistoryBodyBytes,
      }),
  };

  /** The caller in their organization, with their role there. */
  const caller = (request: FastifyRequest) => {
    const actor = reviews.inOrganization(actorOf(request));
    return { actor, role: actor.organization.role };
  };

  /** The organization's id, once the policy allowed the caller `action` in it. */
  async function allowed(request: FastifyRequest, organizationId: string, action: ReviewAction) {
    const { user, via, organization } = requireAuth(request);
    if (via === 'api_key' && organization) assertKeyActsFor(organization.id, organizationId);
    const membership = await reviews.membershipOf(user.id, organizationId);
    assertMay(membership?.role ?? null, action);
    return membership!.id;
  }

  addRoute(
    app,
    auth,
    submitReview,
    async ({ request, body }) => {
      const { actor, role } = caller(request);
      assertMay(role, 'submit_for_review');
      return reviews.submit(actor, {
        fileName: body.file_name,
        documentHash: body.document_hash,
        pageCount: body.page_count,
        note: body.note || undefined,
        pages: body.pages,
      });
    },
    { status: 201, ...writeOptions },
  );

  addRoute(app, auth, listReviews, async ({ request, query }) => {
    const { actor, role } = caller(request);
    // A member sees their own submissions only; reviewers, admins and the owner see all, or with
    // mine=false everyone's but their own (what they may decide).
    const own = query.mine === true || !may(role, 'see_all_reviews');
    const others = !own && query.mine === false;
    const { items, total } = await reviews.list(
      actor.organization.id,
      {
        status: query.status,
        documentHash: query.document_hash,
        submittedBy: own ? actor.userId : undefined,
        notSubmittedBy: others ? actor.userId : undefined,
      },
      query.page,
      query.page_size,
    );
    return new WithMeta(items, { total_items: total, page: query.page, page_size: query.page_size });
  });

  addRoute(app, auth, getReview, async ({ request, params }) => {
    const { actor, role } = caller(request);
    const row = await reviews.find(actor, params.id);
    assertMayRead(role, actor.userId, { submittedBy: row.submitted_by });
    return reviews.read(row);
  });

  addRoute(
    app,
    auth,
    decideReview,
    async ({ request, params, body }) => {
      const { actor, role } = caller(request);
      const row = await reviews.find(actor, params.id);
      assertMayDecide(role, actor.userId, { submittedBy: row.submitted_by });
      return reviews.decide(actor, row, {
        decision: body.decision,
        comment: body.comment || undefined,
        pages: body.pages,
      });
    },
    writeOptions,
  );

  addRoute(app, auth, withdrawReview, async ({ request, params }) => {
    const { actor, role } = caller(request);
    const row = await reviews.find(actor, params.id);
    assertMayWithdraw(role, actor.userId, { submittedBy: row.submitted_by });
    return reviews.withdraw(actor, row);
  });

  addRoute(app, auth, getReviewSettings, async ({ request, params }) =>
    reviews.settings(await allowed(request, params.org_id, 'read_review_settings')),
  );
  addRoute(app, auth, updateReviewSettings, async ({ request, params, body }) =>
    reviews.setRequired(
      await allowed(request, params.org_id, 'manage_review_settings'),
      body.review_required,
    ),
  );
}

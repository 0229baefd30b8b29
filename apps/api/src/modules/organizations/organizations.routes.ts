import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  addDomain,
  addMember,
  createOrganization,
  getOrganization,
  getOrganizationSubscription,
  joinOrganization,
  listDomains,
  listMembers,
  listMyOrganizations,
  listSuggestedOrganizations,
  removeDomain,
  removeMember,
  updateMemberRole,
  verifyDomain,
} from '@sladd/contract';
import type { BetterAuth } from '../../platform/auth/better-auth.ts';
import { type OrganizationContext, requireAuth, toFetchHeaders } from '../../platform/auth/session.ts';
import { addRoute, WithMeta } from '../../platform/routes.ts';
import {
  assertMay,
  assertMayAdd,
  assertMayChangeRole,
  assertMayLeave,
  assertMayRemove,
  type OrganizationAction,
} from './organization.policy.ts';
import type { OrganizationsService } from './organizations.service.ts';

/**
 * Organizations, members, domains (spec 3 §2, §7). Every route on one organization reads the
 * caller's membership through the service and asks organization.policy.ts: outsiders get 404,
 * members without the right 403 with the spec's words. Rules about another member (role changes,
 * removals) are asked with that member's role, read the same way. Then the service acts, and
 * trusts the route (decision 0056).
 */
export function registerOrganizationsRoutes(
  app: FastifyInstance,
  deps: { auth: BetterAuth; organizations: OrganizationsService },
): void {
  const { auth, organizations } = deps;
  const userId = (request: FastifyRequest) => requireAuth(request).user.id;

  /** The caller's membership, once the policy allowed them `action` in the organization. */
  async function allowed(
    request: FastifyRequest,
    organizationId: string,
    action: OrganizationAction,
  ): Promise<OrganizationContext> {
    const membership = await organizations.membershipOf(userId(request), organizationId);
    assertMay(membership?.role ?? null, action);
    return membership!;
  }

  addRoute(app, auth, listMyOrganizations, async ({ request }) => organizations.list(userId(request)));
  addRoute(
    app,
    auth,
    createOrganization,
    async ({ request, body }) => organizations.create(userId(request), body.name),
    { status: 201 },
  );
  addRoute(app, auth, listSuggestedOrganizations, async ({ request }) =>
    organizations.suggested(requireAuth(request).user),
  );
  addRoute(app, auth, joinOrganization, async ({ request, params }) =>
    organizations.join(requireAuth(request).user, params.org_id),
  );
  addRoute(app, auth, getOrganization, async ({ request, params }) =>
    organizations.get(await allowed(request, params.org_id, 'view_organization')),
  );
  addRoute(app, auth, listMembers, async ({ request, params, query }) => {
    const membership = await allowed(request, params.org_id, 'view_members');
    const { members, total } = await organizations.members(membership.id, query.page, query.page_size);
    return new WithMeta(members, { total_items: total, page: query.page, page_size: query.page_size });
  });
  addRoute(
    app,
    auth,
    addMember,
    async ({ request, params, body }) => {
      const membership = await allowed(request, params.org_id, 'add_member');
      assertMayAdd(membership.role, body.role);
      return organizations.addMember(membership, userId(request), body);
    },
    { status: 201 },
  );
  addRoute(app, auth, updateMemberRole, async ({ request, params, body }) => {
    const membership = await allowed(request, params.org_id, 'change_member_role');
    const target = await organizations.member(membership.id, params.user_id);
    assertMayChangeRole(membership.role, target.role, body.role);
    return organizations.changeRole(membership, userId(request), target, body.role);
  });
  addRoute(app, auth, removeMember, async ({ request, params }) => {
    const leaving = params.user_id === userId(request);
    // Leaving is every member's own choice; removing someone else is the policy's.
    const membership = await allowed(request, params.org_id, leaving ? 'view_organization' : 'remove_member');
    const target = await organizations.member(membership.id, params.user_id);
    if (leaving) {
      assertMayLeave(membership.role);
      return organizations.leave(membership, target.user_id, toFetchHeaders(request));
    }
    assertMayRemove(membership.role, target.role);
    return organizations.removeMember(membership, userId(request), target);
  });
  addRoute(app, auth, getOrganizationSubscription, async ({ request, params }) =>
    organizations.subscription(await allowed(request, params.org_id, 'read_subscription')),
  );
  addRoute(app, auth, listDomains, async ({ request, params }) =>
    organizations.domains((await allowed(request, params.org_id, 'view_domains')).id),
  );
  addRoute(
    app,
    auth,
    addDomain,
    async ({ request, params, body }) =>
      organizations.addDomain(await allowed(request, params.org_id, 'add_domain'), body.domain),
    { status: 201 },
  );
  addRoute(app, auth, verifyDomain, async ({ request, params }) =>
    organizations.verifyDomain(await allowed(request, params.org_id, 'verify_domain'), params.domain_id),
  );
  addRoute(app, auth, removeDomain, async ({ request, params }) =>
    organizations.removeDomain(await allowed(request, params.org_id, 'remove_domain'), params.domain_id),
  );
}

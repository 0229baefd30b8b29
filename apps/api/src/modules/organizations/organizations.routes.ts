import type { FastifyInstance } from 'fastify';
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
import { requireAuth, toFetchHeaders } from '../../platform/auth/session.ts';
import { addRoute, WithMeta } from '../../platform/routes.ts';
import type { OrganizationsService } from './organizations.service.ts';

/**
 * Organizations, members, domains (spec 3 §2, §7). Every route on one organization first finds
 * the caller's membership and asks the organization policy (through `authorize`): outsiders get
 * 404, members without the right 403 with the spec's words.
 */
export function registerOrganizationsRoutes(
  app: FastifyInstance,
  deps: { auth: BetterAuth; organizations: OrganizationsService },
): void {
  const { auth, organizations } = deps;
  const userId = (request: Parameters<typeof requireAuth>[0]) => requireAuth(request).user.id;

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
    organizations.get(await organizations.authorize(userId(request), params.org_id, 'view_organization')),
  );
  addRoute(app, auth, listMembers, async ({ request, params, query }) => {
    const membership = await organizations.authorize(userId(request), params.org_id, 'view_members');
    const { members, total } = await organizations.members(membership.id, query.page, query.page_size);
    return new WithMeta(members, { total_items: total, page: query.page, page_size: query.page_size });
  });
  addRoute(
    app,
    auth,
    addMember,
    async ({ request, params, body }) =>
      organizations.addMember(
        await organizations.authorize(userId(request), params.org_id, 'add_member'),
        userId(request),
        body,
      ),
    { status: 201 },
  );
  addRoute(app, auth, updateMemberRole, async ({ request, params, body }) =>
    organizations.changeRole(
      await organizations.authorize(userId(request), params.org_id, 'change_member_role'),
      params.user_id,
      body.role,
      toFetchHeaders(request),
    ),
  );
  addRoute(app, auth, removeMember, async ({ request, params }) => {
    const self = params.user_id === userId(request);
    // Leaving is every member's own choice; removing someone else is the policy's.
    const membership = await organizations.authorize(
      userId(request),
      params.org_id,
      self ? 'view_organization' : 'remove_member',
    );
    return organizations.removeMember(membership, userId(request), params.user_id, toFetchHeaders(request));
  });
  addRoute(app, auth, getOrganizationSubscription, async ({ request, params }) =>
    organizations.subscription(
      await organizations.authorize(userId(request), params.org_id, 'read_subscription'),
    ),
  );
  addRoute(app, auth, listDomains, async ({ request, params }) =>
    organizations.domains((await organizations.authorize(userId(request), params.org_id, 'view_domains')).id),
  );
  addRoute(
    app,
    auth,
    addDomain,
    async ({ request, params, body }) =>
      organizations.addDomain(
        await organizations.authorize(userId(request), params.org_id, 'add_domain'),
        body.domain,
      ),
    { status: 201 },
  );
  addRoute(app, auth, verifyDomain, async ({ request, params }) =>
    organizations.verifyDomain(
      await organizations.authorize(userId(request), params.org_id, 'verify_domain'),
      params.domain_id,
    ),
  );
  addRoute(app, auth, removeDomain, async ({ request, params }) =>
    organizations.removeDomain(
      await organizations.authorize(userId(request), params.org_id, 'remove_domain'),
      params.domain_id,
    ),
  );
}

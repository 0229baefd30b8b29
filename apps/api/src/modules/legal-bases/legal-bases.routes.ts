import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  createOrganizationLegalCode,
  getOrganizationLegalBases,
  listLegalBases,
  retireOrganizationLegalCode,
  updateOrganizationLegalCode,
  updateOrganizationLegalCodeSets,
} from '@sladd/contract';
import type { BetterAuth } from '../../platform/auth/better-auth.ts';
import { assertKeyActsFor } from '../../platform/auth/credential.policy.ts';
import { actorOf, requireAuth } from '../../platform/auth/session.ts';
import { addRoute } from '../../platform/routes.ts';
import { assertMay, type LegalBasesAction } from './legal-bases.policy.ts';
import type { LegalBasesService } from './legal-bases.service.ts';

/**
 * Legal bases (issue 32): what the caller may use, and an organization's sets and codes. Each
 * organization route reads the caller's membership through the service and asks
 * legal-bases.policy.ts; the operation trusts it (decision 0056).
 */
export function registerLegalBasesRoutes(
  app: FastifyInstance,
  deps: { auth: BetterAuth; legalBases: LegalBasesService },
): void {
  const { auth, legalBases } = deps;

  /** The organization's id, once the policy allowed the caller `action` in it. */
  async function allowed(request: FastifyRequest, organizationId: string, action: LegalBasesAction) {
    const { user, via, organization } = requireAuth(request);
    // An organization's API key acts for its own organization only.
    if (via === 'api_key' && organization) assertKeyActsFor(organization.id, organizationId);
    const membership = await legalBases.membershipOf(user.id, organizationId);
    assertMay(membership?.role ?? null, action);
    return membership!.id;
  }

  addRoute(app, auth, listLegalBases, async ({ request }) => legalBases.usable(actorOf(request)));
  addRoute(app, auth, getOrganizationLegalBases, async ({ request, params }) =>
    legalBases.describe(await allowed(request, params.org_id, 'read_legal_bases')),
  );
  addRoute(app, auth, updateOrganizationLegalCodeSets, async ({ request, params, body }) =>
    legalBases.chooseSets(await allowed(request, params.org_id, 'manage_legal_bases'), body.enabled_sets),
  );
  addRoute(
    app,
    auth,
    createOrganizationLegalCode,
    async ({ request, params, body }) =>
      legalBases.addCode(await allowed(request, params.org_id, 'manage_legal_bases'), body),
    { status: 201 },
  );
  addRoute(app, auth, updateOrganizationLegalCode, async ({ request, params, body }) =>
    legalBases.editCode(await allowed(request, params.org_id, 'manage_legal_bases'), params.code_id, body),
  );
  addRoute(app, auth, retireOrganizationLegalCode, async ({ request, params }) =>
    legalBases.retireCode(await allowed(request, params.org_id, 'manage_legal_bases'), params.code_id),
  );
}

import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  auditEventFilterSchema,
  exportAuditEvents,
  getAuditSettings,
  listAuditEvents,
  updateAuditSettings,
} from '@sladd/contract';
import { z } from 'zod';
import type { BetterAuth } from '../../platform/auth/better-auth.ts';
import { assertKeyActsFor } from '../../platform/auth/credential.policy.ts';
import { requireAuth } from '../../platform/auth/session.ts';
import { securityOf } from '../../platform/multipart-route.ts';
import { rawRouteOptions } from '../../platform/raw-route.ts';
import { addRoute, sessionGuard, WithMeta } from '../../platform/routes.ts';
import { type AuditPolicyAction, assertMay } from './audit.policy.ts';
import type { AuditService } from './audit.service.ts';

const exportParams = z.object({ org_id: z.string().min(1).max(64) });

/**
 * The organization's audit trail (issue 32 item 5): the list, the CSV export and the retention
 * period. Each route reads the caller's membership through the service and asks audit.policy.ts;
 * the operation trusts it (decision 0056).
 */
export function registerAuditRoutes(
  app: FastifyInstance,
  deps: { auth: BetterAuth; audit: AuditService },
): void {
  const { auth, audit } = deps;

  /** The organization's id, once the policy allowed the caller `action` in it. */
  async function allowed(request: FastifyRequest, organizationId: string, action: AuditPolicyAction) {
    const { user, via, organization } = requireAuth(request);
    // An organization's API key acts for its own organization only.
    if (via === 'api_key' && organization) assertKeyActsFor(organization.id, organizationId);
    const membership = await audit.membershipOf(user.id, organizationId);
    assertMay(membership?.role ?? null, action);
    return membership!.id;
  }

  addRoute(app, auth, listAuditEvents, async ({ request, params, query }) => {
    const organizationId = await allowed(request, params.org_id, 'view_audit_trail');
    const { page, page_size, ...filter } = query;
    const { events, total } = await audit.list(organizationId, filter, page, page_size);
    return new WithMeta(events, { total_items: total, page, page_size });
  });

  // text/csv, not the envelope: registered by hand under its contract (platform/raw-route.ts).
  const raw = rawRouteOptions(exportAuditEvents);
  app.get(
    exportAuditEvents.url,
    {
      ...raw,
      // Validated by the zod compiler like any contract route (a bad filter is 400 VALIDATION_ERROR).
      schema: {
        ...raw.schema,
        security: securityOf({ auth: true, apiKey: true }),
        params: exportParams,
        querystring: auditEventFilterSchema,
      },
      onRequest: sessionGuard(auth, { apiKey: true }),
    },
    async (request, reply) => {
      const params = request.params as z.infer<typeof exportParams>;
      const filter = request.query as z.infer<typeof auditEventFilterSchema>;
      const organizationId = await allowed(request, params.org_id, 'view_audit_trail');
      const csv = await audit.exportCsv(organizationId, filter);
      const day = new Date().toISOString().slice(0, 10);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="audit-trail-${day}.csv"`)
        .header('cache-control', 'no-store')
        .send(csv);
    },
  );

  addRoute(app, auth, getAuditSettings, async ({ request, params }) =>
    audit.settings(await allowed(request, params.org_id, 'view_audit_trail')),
  );
  addRoute(app, auth, updateAuditSettings, async ({ request, params, body }) =>
    audit.setRetention(await allowed(request, params.org_id, 'manage_audit_retention'), body.retention_days),
  );
}

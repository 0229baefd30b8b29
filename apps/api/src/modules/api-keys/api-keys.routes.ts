import type { FastifyInstance } from 'fastify';
import { createApiKey, deleteApiKey, listApiKeys } from '@sladd/contract';
import type { BetterAuth } from '../../platform/auth/better-auth.ts';
import { actorOf, requireAuth } from '../../platform/auth/session.ts';
import { addRoute } from '../../platform/routes.ts';
import { assertWorksOnOrganizationPlan, type PremiumPolicy } from '../subscription/subscription.policy.ts';
import type { ApiKeysService } from './api-keys.service.ts';

export function registerApiKeysRoutes(
  app: FastifyInstance,
  deps: { auth: BetterAuth; apiKeys: ApiKeysService; premium: PremiumPolicy },
): void {
  const { auth, apiKeys, premium } = deps;
  addRoute(app, auth, listApiKeys, async ({ request }) => apiKeys.list(requireAuth(request).user.id));
  addRoute(
    app,
    auth,
    createApiKey,
    async ({ request, body }) => {
      const actor = actorOf(request);
      // A key made in an organization works on its plan: not from a viewer's seat (decision 0031).
      // Then the plan it works on (the organization's, else the person's) must include API access.
      assertWorksOnOrganizationPlan(actor);
      await premium.assertMayUse(actor, 'api_access');
      return apiKeys.create(actor, body);
    },
    { status: 201 },
  );
  addRoute(app, auth, deleteApiKey, async ({ request, params }) =>
    apiKeys.remove(requireAuth(request).user.id, params.id),
  );
}

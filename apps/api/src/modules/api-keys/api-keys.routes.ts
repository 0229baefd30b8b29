import type { FastifyInstance } from 'fastify';
import { createApiKey, deleteApiKey, listApiKeys } from '@sladd/contract';
import type { BetterAuth } from '../../platform/auth/better-auth.ts';
import { actorOf, requireAuth } from '../../platform/auth/session.ts';
import { addRoute } from '../../platform/routes.ts';
import type { ApiKeysService } from './api-keys.service.ts';

export function registerApiKeysRoutes(
  app: FastifyInstance,
  deps: { auth: BetterAuth; apiKeys: ApiKeysService },
): void {
  const { auth, apiKeys } = deps;
  addRoute(app, auth, listApiKeys, async ({ request }) => apiKeys.list(requireAuth(request).user.id));
  addRoute(app, auth, createApiKey, async ({ request, body }) => apiKeys.create(actorOf(request), body), {
    status: 201,
  });
  addRoute(app, auth, deleteApiKey, async ({ request, params }) =>
    apiKeys.remove(requireAuth(request).user.id, params.id),
  );
}

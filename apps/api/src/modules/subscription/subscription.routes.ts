import type { FastifyInstance } from 'fastify';
import { getCurrentSubscription, listPlans } from '@sladd/contract';
import type { BetterAuth } from '../../platform/auth/better-auth.ts';
import { actorOf } from '../../platform/auth/session.ts';
import { addRoute } from '../../platform/routes.ts';
import type { SubscriptionService } from './subscription.service.ts';

export function registerSubscriptionRoutes(
  app: FastifyInstance,
  deps: { auth: BetterAuth; subscriptions: SubscriptionService },
): void {
  addRoute(app, deps.auth, listPlans, async () => deps.subscriptions.listPlans());
  addRoute(app, deps.auth, getCurrentSubscription, async ({ request }) =>
    deps.subscriptions.getCurrent(actorOf(request)),
  );
}

import type { FastifyInstance } from 'fastify';
import { sendContactMessage } from '@sladd/contract';
import type { BetterAuth } from '../../platform/auth/better-auth.ts';
import { addRoute } from '../../platform/routes.ts';
import type { ContactService } from './contact.service.ts';

/** POST /api/contact: the enterprise card's message to sales; open to visitors without an account. */
export function registerContactRoutes(
  app: FastifyInstance,
  deps: { auth: BetterAuth; contact: ContactService },
): void {
  addRoute(app, deps.auth, sendContactMessage, async ({ request, body }) => {
    await deps.contact.send(request.ip, body);
    return { sent: true as const };
  });
}

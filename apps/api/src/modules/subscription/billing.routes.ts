import type { FastifyInstance } from 'fastify';
import {
  cancelLocalCheckout,
  cancelScheduledChange,
  cancelSubscription,
  completeLocalCheckout,
  createCheckout,
  getBillingInfo,
  getLocalCheckout,
  getPlan,
  previewPlanChange,
  sendContactMessage,
  setAutoRenew,
} from '@sladd/contract';
import type { RateLimitRule } from '../../config.ts';
import type { BetterAuth } from '../../platform/auth/better-auth.ts';
import { actorOf, requireAuth } from '../../platform/auth/session.ts';
import { AppError } from '../../platform/errors.ts';
import type { Mailer } from '../../platform/mail/mailer.ts';
import type { MailQueue } from '../../platform/mail/mail-queue.ts';
import { renderContactMail } from '../../platform/mail/templates.ts';
import type { RateLimiter } from '../../platform/rate-limit.ts';
import { addRoute } from '../../platform/routes.ts';
import type { BillingService } from './billing.service.ts';
import { checkoutBuyer } from './subscription.policy.ts';
import type { SubscriptionService } from './subscription.service.ts';

/** The Stripe webhook endpoint (give this address to Stripe). */
export const STRIPE_WEBHOOK_PATH = '/api/billing/stripe/webhook';

const CONTACT_PER_IP: RateLimitRule = { limit: 5, windowMs: 60 * 60_000 };
/** Each checkout is a row here and a session at the provider: a person starts a few, not thousands. */
const CHECKOUTS_PER_USER: RateLimitRule = { limit: 20, windowMs: 60 * 60_000 };

export function registerBillingRoutes(
  app: FastifyInstance,
  deps: {
    auth: BetterAuth;
    billing: BillingService;
    subscriptions: SubscriptionService;
    limiter: RateLimiter;
    mailer: Mailer;
    mailQueue: MailQueue;
    contactEmail: string;
  },
): void {
  const { auth, billing } = deps;
  addRoute(app, auth, getBillingInfo, async () => ({ mode: billing.mode, currency: 'NOK' as const }));
  addRoute(app, auth, getPlan, async ({ params }) => {
    const plan = (await deps.subscriptions.listPlans()).find((p) => p.plan_code === params.plan_code);
    if (!plan) throw new AppError('NOT_FOUND', `There is no plan "${params.plan_code}".`);
    return plan;
  });
  addRoute(app, auth, createCheckout, async ({ request, body }) => {
    const { user } = requireAuth(request);
    await deps.limiter.consume([{ key: `checkout:user:${user.id}`, rule: CHECKOUTS_PER_USER }]);
    const buyer = await checkoutBuyer(actorOf(request), body.buy_for, deps.subscriptions);
    return billing.createCheckout({ id: user.id, email: user.email }, body.plan_code, buyer);
  });
  addRoute(app, auth, previewPlanChange, async ({ request, query }) => {
    const buyer = await checkoutBuyer(actorOf(request), query.buy_for, deps.subscriptions);
    return billing.previewChange(query.plan_code, buyer);
  });
  addRoute(app, auth, cancelScheduledChange, async ({ request }) =>
    billing.cancelScheduledChange(actorOf(request)),
  );
  addRoute(app, auth, getLocalCheckout, async ({ request, params }) =>
    billing.getLocalCheckout(requireAuth(request).user.id, params.session_id),
  );
  addRoute(app, auth, completeLocalCheckout, async ({ request, params }) =>
    billing.completeLocalCheckout(actorOf(request), params.session_id),
  );
  addRoute(app, auth, cancelLocalCheckout, async ({ request, params }) =>
    billing.cancelLocalCheckout(requireAuth(request).user.id, params.session_id),
  );
  addRoute(app, auth, setAutoRenew, async ({ request, body }) =>
    billing.setAutoRenew(actorOf(request), body.auto_renew),
  );
  addRoute(app, auth, cancelSubscription, async ({ request }) => billing.cancel(actorOf(request)));

  addRoute(app, auth, sendContactMessage, async ({ request, body }) => {
    await deps.limiter.consume([{ key: `contact:ip:${request.ip}`, rule: CONTACT_PER_IP }]);
    const mail = renderContactMail(body);
    deps.mailQueue.enqueue('contact', () => deps.mailer.send(deps.contactEmail, mail));
    return { sent: true as const };
  });

  // Stripe signs the exact bytes it sent: this route keeps the body raw (its own parser, scoped to
  // this plugin) and answers 400 on a bad signature so Stripe shows the failure on its dashboard.
  void app.register(async (scope) => {
    scope.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) =>
      done(null, body),
    );
    scope.post(STRIPE_WEBHOOK_PATH, { schema: { hide: true } }, async (request, reply) => {
      const signature = request.headers['stripe-signature'];
      const body = request.body;
      if (!Buffer.isBuffer(body)) throw new AppError('BAD_REQUEST', 'The webhook body must be JSON.');
      const result = await billing.handleStripeWebhook(
        body,
        typeof signature === 'string' ? signature : undefined,
      );
      return reply.send({ success: true, data: result });
    });
  });
}

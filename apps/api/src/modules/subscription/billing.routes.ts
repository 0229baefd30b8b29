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
  setAutoRenew,
  stripeWebhook,
} from '@sladd/contract';
import type { RateLimitRule } from '../../config.ts';
import type { BetterAuth } from '../../platform/auth/better-auth.ts';
import { actorOf, requireAuth } from '../../platform/auth/session.ts';
import { AppError } from '../../platform/errors.ts';
import type { RateLimiter } from '../../platform/rate-limit.ts';
import { rawRouteOptions } from '../../platform/raw-route.ts';
import { addRoute } from '../../platform/routes.ts';
import type { BillingService } from './billing.service.ts';
import { assertMayBuy, assertMayManage, assertOwnCheckout, checkoutBuyer } from './subscription.policy.ts';
import type { SubscriptionService } from './subscription.service.ts';

/** The Stripe webhook endpoint (give this address to Stripe). */
export const STRIPE_WEBHOOK_PATH = stripeWebhook.url;

/** Each checkout is a row here and a session at the provider: a person starts a few, not thousands. */
const CHECKOUTS_PER_USER: RateLimitRule = { limit: 20, windowMs: 60 * 60_000 };

export function registerBillingRoutes(
  app: FastifyInstance,
  deps: {
    auth: BetterAuth;
    billing: BillingService;
    subscriptions: SubscriptionService;
    limiter: RateLimiter;
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
    assertMayBuy(buyer);
    return billing.createCheckout({ id: user.id, email: user.email }, body.plan_code, buyer);
  });
  addRoute(app, auth, previewPlanChange, async ({ request, query }) => {
    const buyer = await checkoutBuyer(actorOf(request), query.buy_for, deps.subscriptions);
    return billing.previewChange(query.plan_code, buyer);
  });
  // Cancel, auto-renew and Keep Pro change the organization's running plan when the request works
  // in one (the roles the rights table names), else the person's own.
  addRoute(app, auth, cancelScheduledChange, async ({ request }) => {
    const actor = actorOf(request);
    const managed = await billing.findManagedSubscription(actor);
    assertMayManage(managed, 'subscribe');
    return billing.cancelScheduledChange(actor, managed.owner);
  });
  // A checkout is only its starter's: anyone else's is not found.
  addRoute(app, auth, getLocalCheckout, async ({ request, params }) => {
    const checkout = await billing.findCheckout(params.session_id);
    assertOwnCheckout(requireAuth(request).user.id, checkout);
    return billing.getLocalCheckout(checkout);
  });
  addRoute(app, auth, completeLocalCheckout, async ({ request, params }) => {
    const actor = actorOf(request);
    const checkout = await billing.findPayableCheckout(params.session_id);
    assertOwnCheckout(actor.userId, checkout);
    return billing.completeLocalCheckout(actor, checkout);
  });
  addRoute(app, auth, cancelLocalCheckout, async ({ request, params }) => {
    const checkout = await billing.findCheckout(params.session_id);
    assertOwnCheckout(requireAuth(request).user.id, checkout);
    return billing.cancelLocalCheckout(checkout);
  });
  addRoute(app, auth, setAutoRenew, async ({ request, body }) => {
    const actor = actorOf(request);
    const managed = await billing.findManagedSubscription(actor);
    assertMayManage(managed, 'change_auto_renew');
    return billing.setAutoRenew(actor, managed.owner, body.auto_renew);
  });
  addRoute(app, auth, cancelSubscription, async ({ request }) => {
    const actor = actorOf(request);
    const managed = await billing.findManagedSubscription(actor);
    assertMayManage(managed, 'cancel_subscription');
    return billing.cancel(actor, managed.owner);
  });

  // Stripe signs the exact bytes it sent: this route keeps the body raw (its own parser, scoped to
  // this plugin) and answers 400 on a bad signature so Stripe shows the failure on its dashboard.
  void app.register(async (scope) => {
    scope.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) =>
      done(null, body),
    );
    scope.post(STRIPE_WEBHOOK_PATH, rawRouteOptions(stripeWebhook), async (request, reply) => {
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

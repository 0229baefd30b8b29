/**
 * The built-in test checkout page: what it shows, and its Cancel. The route has read the checkout
 * and asked the policy that it is the caller's own.
 */
import { type BillingContext, ownerOfSession } from './billing-context.ts';
import { checkoutNotFound } from './billing-refusals.ts';
import type { Checkout } from './find-checkout.ts';
import { changeTarget } from './plan-change.ts';
import { closeCheckoutSession } from './subscription.repository.ts';
import { noneIfNoSubscription } from './subscription.service.ts';

/** What the built-in test checkout page shows: the plan, and the change it makes to a running one. */
export const getLocalCheckout =
  (ctx: Pick<BillingContext, 'subscriptions' | 'provider'>) =>
  async ({ session, plan }: Checkout) => {
    if (session.provider !== 'local') throw checkoutNotFound();
    const found =
      session.status === 'open'
        ? await ctx.subscriptions.findCurrent(ownerOfSession(session)).catch(noneIfNoSubscription)
        : undefined;
    const target = session.status === 'open' ? changeTarget(found, ctx.provider, plan) : undefined;
    return {
      session_id: session.id,
      status: session.status as 'open' | 'complete' | 'canceled' | 'expired',
      plan,
      expires_at: session.expires_at,
      test_mode: true as const,
      change: target?.change ?? null,
    };
  };

/** The test page's Cancel: the checkout closes unpaid. */
export const cancelLocalCheckout =
  (ctx: Pick<BillingContext, 'db'>) =>
  async ({ session }: Checkout) => {
    await closeCheckoutSession(ctx.db, session.id, 'canceled');
    return { status: 'canceled' as const };
  };

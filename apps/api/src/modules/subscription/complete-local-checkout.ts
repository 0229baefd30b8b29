import { randomUUID } from 'node:crypto';
import type { CurrentSubscription } from '@sladd/contract';
import type { Actor } from '../../platform/auth/session.ts';
import { AppError } from '../../platform/errors.ts';
import { applySnapshot } from './apply-snapshot.ts';
import { type BillingContext, ownerOfSession } from './billing-context.ts';
import { checkoutNotFound } from './billing-refusals.ts';
import type { Checkout } from './find-checkout.ts';
import { changeRequest, changeTarget } from './plan-change.ts';
import { addPeriod, noneIfNoSubscription } from './subscription.service.ts';

/**
 * The local provider's payment (`POST /subscription/checkout/:session_id/complete`): the route has
 * read the checkout and asked the policy that it is the caller's own. The subscription starts now
 * for one period, or a running plan changes in place (decision 0054), and either is written through
 * `applySnapshot`, the same path as a Stripe webhook.
 */
export const completeLocalCheckout =
  (ctx: BillingContext) =>
  async (actor: Actor, { session, plan }: Checkout): Promise<CurrentSubscription> => {
    if (session.provider !== 'local') throw checkoutNotFound();
    if (session.status !== 'open')
      throw new AppError(
        'CHECKOUT_CLOSED',
        session.status === 'complete'
          ? 'This checkout is already paid.'
          : `This checkout is ${session.status}. Start again from the pricing page.`,
      );
    const start = new Date();
    const owner = ownerOfSession(session);
    // A running plan changes in place (decision 0054): an upgrade now, prorated, in the same
    // period; a downgrade at the period end. Otherwise a new subscription starts now.
    const found = await ctx.subscriptions.findCurrent(owner).catch(noneIfNoSubscription);
    const target = changeTarget(found, ctx.provider, plan);
    const event = `local_evt_${randomUUID()}`;
    const snapshot = target
      ? { ...(await ctx.requireProvider().changePlan(changeRequest(target))), checkoutSessionId: session.id }
      : {
          provider: 'local' as const,
          providerSubscriptionId: `local_sub_${randomUUID()}`,
          providerCustomerId: `local_cus_${owner.id}`,
          owner,
          planCode: plan.plan_code,
          status: 'active' as const,
          periodStart: start,
          periodEnd: addPeriod(start, plan.period_unit),
          cancelAtPeriodEnd: false,
          checkoutSessionId: session.id,
        };
    const applied = await applySnapshot(ctx, snapshot, {
      id: event,
      type: target ? `plan_change.${target.change.kind}` : 'checkout.session.completed',
    });
    // A plan change answers the provider's new state in any case; a new subscription whose event
    // was recorded before was paid already.
    if (!applied && !target) throw new AppError('CHECKOUT_CLOSED', 'This checkout is already paid.');
    const organization = actor.organization?.id === owner.id ? actor.organization : undefined;
    return (await ctx.subscriptions.findCurrent(owner, organization)).current;
  };

import { AppError } from '../../platform/errors.ts';
import { applySnapshot } from './apply-snapshot.ts';
import type { BillingContext } from './billing-context.ts';
import { subscriptionIdOfEvent } from './stripe-provider.ts';
import { type BillingOwner, isEventRecorded, recordEventOnce } from './subscription.repository.ts';

/** Whether the person or organization a subscription belongs to still exists (asked of their modules). */
const ownerExists = async (ctx: BillingContext, owner: BillingOwner): Promise<boolean> =>
  owner.type === 'user' ? ctx.accounts.exists(owner.id) : ctx.organizations.exists(owner.id);

/**
 * A Stripe webhook: the signature is checked on the raw body, each event id is handled once, and
 * the subscription is read again from Stripe before anything is written (events arrive out of
 * order and late; only Stripe's current state is trusted).
 */
export const handleStripeWebhook =
  (ctx: BillingContext) => async (rawBody: Buffer, signature: string | undefined) => {
    const { db, stripe, log } = ctx;
    if (!stripe) throw new AppError('NOT_FOUND', 'Stripe is not set up on this server.');
    const event = stripe.verifyEvent(rawBody, signature);
    if (await isEventRecorded(db, 'stripe', event.id)) return { received: true, duplicate: true };
    const subscriptionId = subscriptionIdOfEvent(event);
    const snapshot = subscriptionId ? await stripe.readSubscription(subscriptionId) : undefined;
    if (!snapshot) {
      // Not about one of our subscriptions (or a type we do not act on): noted, so a replay is cheap.
      await recordEventOnce(db, 'stripe', event.id, event.type);
      return { received: true, ignored: true };
    }
    if (!(await ownerExists(ctx, snapshot.owner))) {
      // The account (or organization) was deleted; its subscription was cancelled at Stripe then.
      // Later events about it (the cancellation itself, a final invoice) are acknowledged and
      // recorded, so Stripe stops retrying, and nothing is written for an owner that is gone.
      await recordEventOnce(db, 'stripe', event.id, event.type);
      log.info(
        { event: 'billing_webhook_owner_gone', type: event.type },
        'stripe webhook for a deleted owner',
      );
      return { received: true, ignored: true };
    }
    const applied = await applySnapshot(ctx, snapshot, event);
    log.info(
      { event: 'billing_webhook', type: event.type, applied, status: snapshot.status },
      'stripe webhook handled',
    );
    return { received: true, duplicate: !applied };
  };

import type { CurrentSubscription } from '@sladd/contract';
import type { Actor } from '../../platform/auth/session.ts';
import { AppError } from '../../platform/errors.ts';
import { applySnapshot } from './apply-snapshot.ts';
import type { BillingContext } from './billing-context.ts';
import { billedElsewhere } from './billing-refusals.ts';
import { type BillingOwner, LIVE_STATUSES, updateSubscription } from './subscription.repository.ts';

/** The owner's running subscription, for cancel, auto-renew and keeping the plan. */
export async function liveSubscription(ctx: Pick<BillingContext, 'subscriptions'>, owner: BillingOwner) {
  const { row, current } = await ctx.subscriptions.findCurrent(owner);
  if (!(LIVE_STATUSES as readonly string[]).includes(current.status))
    throw new AppError(
      'CANNOT_CANCEL',
      'Your subscription has ended. Choose a plan on the pricing page to start a new one.',
    );
  return { row, current };
}

/**
 * Renewal off (cancel at the period end) or back on, for `owner`'s running plan: an operator's
 * grant is changed here alone; a provider's is changed there and its answer written through
 * `applySnapshot`. Answers the subscription as the actor sees it.
 */
export async function setCancelAtPeriodEnd(
  ctx: BillingContext,
  actor: Actor,
  owner: BillingOwner,
  cancel: boolean,
): Promise<CurrentSubscription> {
  const { row } = await liveSubscription(ctx, owner);
  if (row.provider === 'grant' || !row.provider_subscription_id) {
    await updateSubscription(ctx.db, row.id, {
      planCode: row.plan_code,
      status: row.status,
      periodStart: new Date(row.current_period_start),
      periodEnd: new Date(row.current_period_end),
      cancelAtPeriodEnd: cancel,
      providerCustomerId: row.provider_customer_id,
    });
  } else {
    if (row.provider !== ctx.requireProvider().name) throw billedElsewhere(row.provider);
    // Cancelling drops a change scheduled for the period end: the plan ends then instead.
    if (cancel && row.scheduled_plan_code)
      await applySnapshot(
        ctx,
        await ctx.requireProvider().cancelScheduledChange(row.provider_subscription_id),
      );
    await applySnapshot(
      ctx,
      await ctx.requireProvider().setCancelAtPeriodEnd(row.provider_subscription_id, cancel),
    );
  }
  return ctx.subscriptions.getCurrent(actor);
}

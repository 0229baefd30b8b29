import type { CurrentSubscription } from '@sladd/contract';
import type { Actor } from '../../platform/auth/session.ts';
import { AppError } from '../../platform/errors.ts';
import { applySnapshot } from './apply-snapshot.ts';
import type { BillingContext } from './billing-context.ts';
import { billedElsewhere } from './billing-refusals.ts';
import { liveSubscription } from './cancel-at-period-end.ts';
import type { BillingOwner } from './subscription.repository.ts';

/**
 * Keeps the current plan (Keep Pro): the change scheduled for the period end is dropped (decision
 * 0054). The route has found whose plan it is (`findManagedSubscription`) and asked the policy.
 */
export const cancelScheduledChange =
  (ctx: BillingContext) =>
  async (actor: Actor, owner: BillingOwner): Promise<CurrentSubscription> => {
    const { row } = await liveSubscription(ctx, owner);
    if (!row.scheduled_plan_code)
      throw new AppError('CONFLICT', 'No plan change is scheduled: your plan renews as it is.');
    if (!row.provider_subscription_id || row.provider !== ctx.requireProvider().name)
      throw billedElsewhere(row.provider);
    await applySnapshot(ctx, await ctx.requireProvider().cancelScheduledChange(row.provider_subscription_id));
    return ctx.subscriptions.getCurrent(actor);
  };

import type { CurrentSubscription } from '@sladd/contract';
import type { Actor } from '../../platform/auth/session.ts';
import { AppError } from '../../platform/errors.ts';
import type { BillingContext } from './billing-context.ts';
import { liveSubscription, setCancelAtPeriodEnd } from './cancel-at-period-end.ts';
import type { BillingOwner } from './subscription.repository.ts';

/**
 * Cancel at the period end (spec 3 §2): only a running, active subscription not already ending.
 * The route has found whose plan it is (`findManagedSubscription`) and asked the policy.
 */
export const cancel =
  (ctx: BillingContext) =>
  async (actor: Actor, owner: BillingOwner): Promise<CurrentSubscription> => {
    const { current } = await liveSubscription(ctx, owner);
    if (current.status !== 'active' || current.cancel_at_period_end)
      throw new AppError(
        'CANNOT_CANCEL',
        current.cancel_at_period_end
          ? `Your subscription already ends on ${current.current_period_end.slice(0, 10)}.`
          : 'Only an active subscription can be cancelled.',
      );
    return setCancelAtPeriodEnd(ctx, actor, owner, true);
  };

import type { CurrentSubscription } from '@sladd/contract';
import type { Actor } from '../../platform/auth/session.ts';
import type { BillingContext } from './billing-context.ts';
import { setCancelAtPeriodEnd } from './cancel-at-period-end.ts';
import type { BillingOwner } from './subscription.repository.ts';

/**
 * Auto-renew on or off (off = cancel at the period end). The route has found whose plan it is
 * (`findManagedSubscription`) and asked the policy.
 */
export const setAutoRenew =
  (ctx: BillingContext) =>
  (actor: Actor, owner: BillingOwner, autoRenew: boolean): Promise<CurrentSubscription> =>
    setCancelAtPeriodEnd(ctx, actor, owner, !autoRenew);

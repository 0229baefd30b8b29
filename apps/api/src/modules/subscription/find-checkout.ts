import type { Plan } from '@sladd/contract';
import type { CheckoutSessionsTable } from '../../db/schema.ts';
import type { BillingContext } from './billing-context.ts';
import { checkoutNotFound } from './billing-refusals.ts';
import { findCheckoutSession, findPlan } from './subscription.repository.ts';
import { toPlan } from './subscription.service.ts';

/** A checkout session and its plan; an open session past its time reads as expired. */
export interface Checkout {
  session: CheckoutSessionsTable;
  plan: Plan;
}

/**
 * Reads one checkout for the route, which asks the policy whose it is (`assertOwnCheckout`) before
 * anything is shown or done. Undefined when there is no such session or its plan is gone.
 */
export const findCheckout =
  (ctx: Pick<BillingContext, 'db'>) =>
  async (sessionId: string): Promise<Checkout | undefined> => {
    const session = await findCheckoutSession(ctx.db, sessionId);
    const planRow = session ? await findPlan(ctx.db, session.plan_code) : undefined;
    if (!session || !planRow) return undefined;
    const expired = session.status === 'open' && Date.parse(session.expires_at) < Date.now();
    return { session: { ...session, status: expired ? 'expired' : session.status }, plan: toPlan(planRow) };
  };

/**
 * The checkout the built-in test page would pay: payments must be on (BILLING_DISABLED) and by the
 * local provider (else there is no such checkout) before the session is read.
 */
export const findPayableCheckout = (ctx: Pick<BillingContext, 'db' | 'requireProvider'>) => {
  const find = findCheckout(ctx);
  return async (sessionId: string): Promise<Checkout | undefined> => {
    if (ctx.requireProvider().name !== 'local') throw checkoutNotFound();
    return find(sessionId);
  };
};

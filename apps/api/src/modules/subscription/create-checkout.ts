import { randomUUID } from 'node:crypto';
import { isPremiumStatus, type PlanCode } from '@sladd/contract';
import type { Actor } from '../../platform/auth/session.ts';
import { AppError } from '../../platform/errors.ts';
import { applySnapshot } from './apply-snapshot.ts';
import { type BillingContext, CHECKOUT_TTL_MS, NOT_FOR_SALE, ownerOfUser } from './billing-context.ts';
import { planNotPurchasable } from './billing-refusals.ts';
import { changeRequest, changeTarget } from './plan-change.ts';
import {
  type BillingOwner,
  findPlan,
  findProviderCustomerId,
  insertCheckoutSession,
  setCheckoutSessionProviderId,
} from './subscription.repository.ts';
import { noneIfNoSubscription, toPlan } from './subscription.service.ts';

/**
 * A checkout for `buyer` (`POST /subscription/checkout`): the person, or the organization they work
 * in. The route has settled whom it is for (`checkoutBuyer`) and that the buyer may buy
 * (`assertMayBuy`). A running plan at the same provider changes in place (decision 0054): at Stripe
 * at once, with no hosted page; at the local provider through the test checkout page.
 */
export const createCheckout =
  (ctx: BillingContext) => async (user: { id: string; email: string }, planCode: PlanCode, buyer: Actor) => {
    const { db, config } = ctx;
    const organization = buyer.organization;
    const active = ctx.requireProvider();
    const planRow = await findPlan(db, planCode);
    if (!planRow || !planRow.is_active || NOT_FOR_SALE.has(planCode) || planRow.price_nok <= 0)
      throw planNotPurchasable(planCode);
    const owner: BillingOwner = organization
      ? { type: 'organization', id: organization.id }
      : ownerOfUser(user.id);
    const current = await ctx.subscriptions.findCurrent(owner).catch(noneIfNoSubscription);
    if (
      current &&
      current.current.plan_code === planCode &&
      isPremiumStatus(current.current.status) &&
      !current.current.cancel_at_period_end
    )
      throw new AppError(
        'CONFLICT',
        organization
          ? `${organization.name} already has the ${planRow.name} plan. Manage it on the subscription page.`
          : `You already have the ${planRow.name} plan. Manage it on the subscription page.`,
      );
    const plan = toPlan(planRow);
    const target = changeTarget(current, ctx.provider, plan);
    const sessionId = randomUUID();
    const now = Date.now();
    await insertCheckoutSession(db, {
      id: sessionId,
      provider: active.name,
      provider_session_id: null,
      owner_type: owner.type,
      owner_id: owner.id,
      user_id: user.id,
      plan_code: planCode,
      status: 'open',
      created_at: new Date(now).toISOString(),
      expires_at: new Date(now + CHECKOUT_TTL_MS[active.name]).toISOString(),
    });
    if (target && active.name === 'stripe') {
      // A running Stripe subscription changes plan in place (no second subscription, no hosted
      // page): the web showed the amount before this call (previewChange).
      const snapshot = { ...(await active.changePlan(changeRequest(target))), checkoutSessionId: sessionId };
      await applySnapshot(ctx, snapshot, {
        id: `sladd_change_${randomUUID()}`,
        type: `plan_change.${target.change.kind}`,
      });
      if (target.change.kind === 'upgrade' && snapshot.planCode !== plan.plan_code)
        throw new AppError(
          'PAYMENT_PROVIDER_ERROR',
          'The payment for the upgrade did not go through, so your plan is unchanged. Check your card at the payment provider and try again.',
        );
      return {
        checkout_url: `/subscription/manage?changed=${target.change.kind}`,
        session_id: sessionId,
        provider: active.name,
        change: target.change,
      };
    }
    const customerId = await findProviderCustomerId(db, owner, active.name);
    const { url, providerSessionId } = await active.createCheckout({
      sessionId,
      owner,
      planCode,
      planName: plan.plan_name,
      priceNok: plan.metadata.price,
      periodUnit: plan.period_unit,
      customerEmail: user.email,
      ...(customerId ? { customerId } : {}),
      successUrl: `${config.publicUrl}/playground?subscription=success`,
      cancelUrl: `${config.publicUrl}/pricing?canceled=true`,
    });
    if (providerSessionId) await setCheckoutSessionProviderId(db, sessionId, providerSessionId);
    return {
      checkout_url: url,
      session_id: sessionId,
      provider: active.name,
      change: target?.change ?? null,
    };
  };

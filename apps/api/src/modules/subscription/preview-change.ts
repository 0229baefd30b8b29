import type { PlanCode } from '@sladd/contract';
import type { Actor } from '../../platform/auth/session.ts';
import { type BillingContext, NOT_FOR_SALE, ownerOfUser } from './billing-context.ts';
import { planNotPurchasable } from './billing-refusals.ts';
import { changeTarget } from './plan-change.ts';
import { type BillingOwner, findPlan } from './subscription.repository.ts';
import { noneIfNoSubscription, toPlan } from './subscription.service.ts';

/**
 * What choosing `planCode` would do to the buyer's running plan (decision 0054), shown before
 * anyone pays; null: a new subscription. The route has settled whom it is for (`checkoutBuyer`).
 */
export const previewChange = (ctx: BillingContext) => async (planCode: PlanCode, buyer: Actor) => {
  const active = ctx.requireProvider();
  const organization = buyer.organization;
  const owner: BillingOwner = organization
    ? { type: 'organization', id: organization.id }
    : ownerOfUser(buyer.userId);
  const planRow = await findPlan(ctx.db, planCode);
  if (!planRow || !planRow.is_active || NOT_FOR_SALE.has(planCode) || planRow.price_nok <= 0)
    throw planNotPurchasable(planCode);
  const found = await ctx.subscriptions.findCurrent(owner).catch(noneIfNoSubscription);
  const target = changeTarget(found, ctx.provider, toPlan(planRow));
  return { change: target?.change ?? null, provider: active.name };
};

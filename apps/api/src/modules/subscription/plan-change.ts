import {
  type CurrentSubscription,
  isPremiumStatus,
  type Plan,
  type PlanChange,
  planChangeKind,
  type PlanTerms,
  prorate,
} from '@sladd/contract';
import type { SubscriptionsTable } from '../../db/schema.ts';
import type { PaymentProvider, PlanChangeRequest } from './payment-provider.ts';
import { addPeriod } from './subscription.service.ts';

const termsOf = (plan: Plan): PlanTerms => ({
  price: plan.metadata.price,
  periodUnit: plan.period_unit,
  pagesPerPeriod: plan.period_unit === 'year' ? plan.pages_yearly_limit : plan.pages_monthly_limit,
});

/**
 * A change from the running plan `from` (its period `row`) to `to` (decision 0054): an upgrade
 * starts now and costs the prorated difference; a downgrade starts at the period end, free now.
 */
export function planChangeOf(row: SubscriptionsTable, from: Plan, to: Plan, now = new Date()): PlanChange {
  const kind = planChangeKind(termsOf(from), termsOf(to));
  const base = {
    kind,
    from_plan_code: from.plan_code,
    from_plan_name: from.plan_name,
    to_plan_code: to.plan_code,
    to_plan_name: to.plan_name,
    next_price: to.metadata.price,
    period_unit: to.period_unit,
  };
  if (kind === 'downgrade')
    return {
      ...base,
      amount_due_now: 0,
      credit_left: 0,
      new_period: false,
      effective_at: row.current_period_end,
      next_payment_at: row.current_period_end,
    };
  const proration = prorate({
    from: termsOf(from),
    to: termsOf(to),
    periodStart: row.current_period_start,
    periodEnd: row.current_period_end,
    now,
  });
  return {
    ...base,
    amount_due_now: proration.amountDueNow,
    credit_left: proration.creditLeft,
    new_period: proration.newPeriod,
    effective_at: now.toISOString(),
    next_payment_at: proration.newPeriod
      ? addPeriod(now, to.period_unit).toISOString()
      : row.current_period_end,
  };
}

/** A running subscription that changes plan in place, and the change. */
export interface ChangeTarget {
  row: SubscriptionsTable;
  providerSubscriptionId: string;
  change: PlanChange;
}

/**
 * The running subscription a plan change applies to (decision 0054): the owner's live, premium
 * subscription (`found`, from the subscription service) at the active provider, on another plan.
 * Undefined: the checkout starts a new subscription (none yet, an operator's grant, or one billed
 * elsewhere, which it replaces).
 */
export function changeTarget(
  found: { row: SubscriptionsTable; current: CurrentSubscription } | undefined,
  provider: PaymentProvider | undefined,
  to: Plan,
): ChangeTarget | undefined {
  if (
    !found ||
    !provider ||
    !isPremiumStatus(found.row.status) ||
    found.row.provider !== provider.name ||
    !found.row.provider_subscription_id ||
    found.current.plan_code === to.plan_code
  )
    return undefined;
  return {
    row: found.row,
    providerSubscriptionId: found.row.provider_subscription_id,
    change: planChangeOf(found.row, found.current.plan, to),
  };
}

/** What the provider is asked to change. */
export const changeRequest = (target: ChangeTarget): PlanChangeRequest => ({
  providerSubscriptionId: target.providerSubscriptionId,
  planCode: target.change.to_plan_code,
  periodUnit: target.change.period_unit,
  kind: target.change.kind,
  newPeriod: target.change.new_period,
});

import type { Kysely } from 'kysely';
import { type PlanCode, SUBSCRIPTION_STATUSES, type SubscriptionStatus } from '@sladd/contract';
import type { Database, SubscriptionsTable } from '../../db/schema.ts';
import { AppError } from '../../platform/errors.ts';
import { findSubscriptionByProviderId } from './subscription.repository.ts';
import { addPeriod } from './subscription.service.ts';
import type { PaymentProvider, SubscriptionSnapshot } from './payment-provider.ts';

/** The path of the built-in test checkout page for one session. */
export const localCheckoutPath = (sessionId: string) => `/subscription/local-checkout/${sessionId}`;

export function snapshotOfRow(
  row: SubscriptionsTable,
  change: Partial<SubscriptionSnapshot> = {},
): SubscriptionSnapshot {
  const status = (SUBSCRIPTION_STATUSES as readonly string[]).includes(row.status)
    ? (row.status as SubscriptionStatus)
    : 'inactive';
  return {
    provider: 'local',
    providerSubscriptionId: row.provider_subscription_id!,
    providerCustomerId: row.provider_customer_id,
    owner: row.organization_id
      ? { type: 'organization', id: row.organization_id }
      : { type: 'user', id: row.user_id! },
    planCode: row.plan_code as PlanCode,
    status,
    periodStart: new Date(row.current_period_start),
    periodEnd: new Date(row.current_period_end),
    cancelAtPeriodEnd: Boolean(row.cancel_at_period_end),
    scheduledPlanCode: (row.scheduled_plan_code as PlanCode | null) ?? null,
    ...change,
  };
}

/**
 * The embedded default: a checkout page of our own, clearly marked as a test payment, where no
 * money moves. Its "payment network" is our own database: completing a checkout and changing
 * renewal produce the same snapshots a Stripe webhook would, and go through the same billing code.
 */
export function createLocalProvider(db: Kysely<Database>): PaymentProvider {
  return {
    name: 'local',
    async createCheckout(request) {
      return { url: localCheckoutPath(request.sessionId), providerSessionId: null };
    },
    async setCancelAtPeriodEnd(providerSubscriptionId, cancel) {
      const row = await findSubscriptionByProviderId(db, 'local', providerSubscriptionId);
      if (!row) throw new AppError('NOT_FOUND', 'That subscription does not exist.');
      return snapshotOfRow(row, { cancelAtPeriodEnd: cancel });
    },
    async changePlan(request) {
      const row = await findSubscriptionByProviderId(db, 'local', request.providerSubscriptionId);
      if (!row) throw new AppError('NOT_FOUND', 'That subscription does not exist.');
      if (request.kind === 'downgrade')
        // As a Stripe schedule: the plan and its pages stay until the period ends, then it changes.
        return snapshotOfRow(row, { scheduledPlanCode: request.planCode, cancelAtPeriodEnd: false });
      // An upgrade starts now. The same billing cycle keeps the period (and its page counter); another
      // cycle starts a new period now, as Stripe resets the billing anchor when the interval changes.
      const start = new Date();
      return snapshotOfRow(row, {
        planCode: request.planCode,
        scheduledPlanCode: null,
        cancelAtPeriodEnd: false,
        ...(request.newPeriod ? { periodStart: start, periodEnd: addPeriod(start, request.periodUnit) } : {}),
      });
    },
    async cancelScheduledChange(providerSubscriptionId) {
      const row = await findSubscriptionByProviderId(db, 'local', providerSubscriptionId);
      if (!row) throw new AppError('NOT_FOUND', 'That subscription does not exist.');
      return snapshotOfRow(row, { scheduledPlanCode: null });
    },
    async cancelNow() {
      // Nothing to tell: the local provider keeps no state of its own.
    },
  };
}

import { isPremiumStatus } from '@sladd/contract';
import type { Kysely } from 'kysely';
import type { Database, SubscriptionsTable } from '../../db/schema.ts';
import type { BillingContext } from './billing-context.ts';
import type { ProviderEvent, SubscriptionSnapshot } from './payment-provider.ts';
import {
  closeCheckoutSession,
  endOtherLiveSubscriptions,
  findSubscriptionByProviderId,
  insertSubscription,
  recordEventOnce,
  updateSubscription,
} from './subscription.repository.ts';
import { addPagesUsed, findPagesUsed } from './usage.repository.ts';

/**
 * A period that starts before the previous one ended (an upgrade to another billing cycle starts
 * a new period at once, decision 0054) takes over the pages used in the period it cut short: an
 * upgrade never resets the count. A renewal starts where the last period ended and starts afresh.
 */
async function carryCutShortUsage(
  trx: Kysely<Database>,
  before: SubscriptionsTable,
  snapshot: SubscriptionSnapshot,
) {
  const start = snapshot.periodStart.getTime();
  if (start === Date.parse(before.current_period_start) || start >= Date.parse(before.current_period_end))
    return;
  const pages = await findPagesUsed(trx, {
    kind: 'subscription',
    subscriptionId: before.id,
    periodStart: before.current_period_start,
  });
  if (pages > 0)
    await addPagesUsed(
      trx,
      { kind: 'subscription', subscriptionId: before.id, periodStart: snapshot.periodStart.toISOString() },
      pages,
    );
}

/**
 * The one write path of billing: every change of a subscription's state (a Stripe webhook, the
 * local test checkout, a cancel or auto-renew answer, a plan change) writes a provider's view of
 * one subscription onto our tables here, in one transaction. The event is recorded once (a replay
 * changes nothing: false), the row is created or brought up to date, a newly running plan ends the
 * owner's other running plans, and the checkout it came from is closed.
 */
export async function applySnapshot(
  ctx: Pick<BillingContext, 'db' | 'provider' | 'log'>,
  snapshot: SubscriptionSnapshot,
  event?: ProviderEvent,
): Promise<boolean> {
  const { db, provider, log } = ctx;
  const replaced = await db.transaction().execute(async (trx) => {
    if (event && !(await recordEventOnce(trx, snapshot.provider, event.id, event.type))) return undefined;
    const existing = await findSubscriptionByProviderId(
      trx,
      snapshot.provider,
      snapshot.providerSubscriptionId,
    );
    const write = {
      planCode: snapshot.planCode,
      status: snapshot.status,
      periodStart: snapshot.periodStart,
      periodEnd: snapshot.periodEnd,
      cancelAtPeriodEnd: snapshot.cancelAtPeriodEnd,
      providerCustomerId: snapshot.providerCustomerId,
      ...(snapshot.scheduledPlanCode !== undefined ? { scheduledPlanCode: snapshot.scheduledPlanCode } : {}),
    };
    let id: string;
    if (existing) {
      id = existing.id;
      await updateSubscription(trx, id, write);
      await carryCutShortUsage(trx, existing, snapshot);
    } else {
      id = await insertSubscription(trx, {
        ...write,
        owner: snapshot.owner,
        provider: snapshot.provider,
        providerSubscriptionId: snapshot.providerSubscriptionId,
      });
    }
    const ended = isPremiumStatus(snapshot.status)
      ? await endOtherLiveSubscriptions(trx, snapshot.owner, id)
      : [];
    if (snapshot.checkoutSessionId) await closeCheckoutSession(trx, snapshot.checkoutSessionId, 'complete');
    return ended;
  });
  if (!replaced) return false;
  // The old plan was replaced: stop the provider from billing it too (after our commit; a
  // failure is logged for the operator and does not undo the new plan).
  for (const row of replaced) {
    if (row.provider !== provider?.name || !row.provider_subscription_id) continue;
    await provider.cancelNow(row.provider_subscription_id).catch((error: unknown) => {
      log.error(
        { err: error, subscription: row.id, event: 'billing_cancel_replaced_failed' },
        'a replaced subscription could not be cancelled at the payment provider; cancel it there by hand',
      );
    });
  }
  return true;
}

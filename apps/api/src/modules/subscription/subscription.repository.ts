import { randomUUID } from 'node:crypto';
import type { Kysely, Transaction } from 'kysely';
import type { CheckoutSessionsTable, Database, PlansTable, SubscriptionsTable } from '../../db/schema.ts';
import { nowIso, toDbBool } from '../../db/database.ts';

/** Who a subscription belongs to: a person, or (issue 13) an organization. */
export type BillingOwner = { type: 'user'; id: string } | { type: 'organization'; id: string };

type Executor = Kysely<Database> | Transaction<Database>;

/** Statuses under which a subscription is still running (it may bill, and it counts pages). */
export const LIVE_STATUSES = ['active', 'trialing', 'past_due'] as const;

const ownerColumn = (owner: BillingOwner) => (owner.type === 'user' ? 'user_id' : 'organization_id');

export async function findActivePlans(db: Executor): Promise<PlansTable[]> {
  return db.selectFrom('plans').selectAll().where('is_active', '=', 1).orderBy('sort_order').execute();
}

export async function findPlan(db: Executor, code: string): Promise<PlansTable | undefined> {
  return db.selectFrom('plans').selectAll().where('code', '=', code).executeTakeFirst();
}

/** The owner's most recent subscription, whatever its status. */
export async function findLatestSubscription(db: Executor, owner: BillingOwner) {
  return db
    .selectFrom('subscriptions')
    .selectAll()
    .where(ownerColumn(owner), '=', owner.id)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .executeTakeFirst();
}

export async function findSubscriptionByProviderId(
  db: Executor,
  provider: string,
  providerSubscriptionId: string,
) {
  return db
    .selectFrom('subscriptions')
    .selectAll()
    .where('provider', '=', provider)
    .where('provider_subscription_id', '=', providerSubscriptionId)
    .executeTakeFirst();
}

/** The provider customer id the owner was billed under before, so a new checkout reuses it. */
export async function findProviderCustomerId(db: Executor, owner: BillingOwner, provider: string) {
  const row = await db
    .selectFrom('subscriptions')
    .select('provider_customer_id')
    .where(ownerColumn(owner), '=', owner.id)
    .where('provider', '=', provider)
    .where('provider_customer_id', 'is not', null)
    .orderBy('created_at', 'desc')
    .executeTakeFirst();
  return row?.provider_customer_id ?? undefined;
}

export interface SubscriptionWrite {
  owner: BillingOwner;
  planCode: string;
  status: string;
  periodStart: Date;
  periodEnd: Date;
  cancelAtPeriodEnd: boolean;
  provider: string;
  providerSubscriptionId: string | null;
  providerCustomerId: string | null;
  /** The plan it changes to at the period end (decision 0054); left out: unchanged (none on insert). */
  scheduledPlanCode?: string | null;
}

export async function insertSubscription(db: Executor, row: SubscriptionWrite): Promise<string> {
  const now = nowIso();
  const id = randomUUID();
  await db
    .insertInto('subscriptions')
    .values({
      id,
      user_id: row.owner.type === 'user' ? row.owner.id : null,
      organization_id: row.owner.type === 'organization' ? row.owner.id : null,
      plan_code: row.planCode,
      status: row.status,
      current_period_start: row.periodStart.toISOString(),
      current_period_end: row.periodEnd.toISOString(),
      auto_renew: toDbBool(!row.cancelAtPeriodEnd),
      cancel_at_period_end: toDbBool(row.cancelAtPeriodEnd),
      provider: row.provider,
      provider_subscription_id: row.providerSubscriptionId,
      provider_customer_id: row.providerCustomerId,
      scheduled_plan_code: row.scheduledPlanCode ?? null,
      created_at: now,
      updated_at: now,
    })
    .execute();
  return id;
}

/** Writes what the provider says now (plan, status, period, renewal) onto our row. */
export async function updateSubscription(
  db: Executor,
  id: string,
  row: Pick<
    SubscriptionWrite,
    | 'planCode'
    | 'status'
    | 'periodStart'
    | 'periodEnd'
    | 'cancelAtPeriodEnd'
    | 'providerCustomerId'
    | 'scheduledPlanCode'
  >,
): Promise<void> {
  await db
    .updateTable('subscriptions')
    .set({
      plan_code: row.planCode,
      status: row.status,
      current_period_start: row.periodStart.toISOString(),
      current_period_end: row.periodEnd.toISOString(),
      auto_renew: toDbBool(!row.cancelAtPeriodEnd),
      cancel_at_period_end: toDbBool(row.cancelAtPeriodEnd),
      provider_customer_id: row.providerCustomerId,
      ...(row.scheduledPlanCode !== undefined ? { scheduled_plan_code: row.scheduledPlanCode } : {}),
      updated_at: nowIso(),
    })
    .where('id', '=', id)
    .execute();
}

/**
 * Ends the owner's other running subscriptions now (a new plan replaces the old one); returns the
 * ended rows so their provider can be told.
 */
export async function endOtherLiveSubscriptions(
  db: Executor,
  owner: BillingOwner,
  keepId: string | null,
): Promise<SubscriptionsTable[]> {
  let query = db
    .selectFrom('subscriptions')
    .selectAll()
    .where(ownerColumn(owner), '=', owner.id)
    .where('status', 'in', [...LIVE_STATUSES]);
  if (keepId) query = query.where('id', '!=', keepId);
  const rows = await query.execute();
  if (rows.length === 0) return [];
  const now = nowIso();
  await db
    .updateTable('subscriptions')
    .set({ status: 'canceled', current_period_end: now, auto_renew: toDbBool(false), updated_at: now })
    .where(
      'id',
      'in',
      rows.map((row) => row.id),
    )
    .execute();
  return rows;
}

/** Records a provider event; false when it was recorded before (a replay). */
export async function recordEventOnce(
  db: Executor,
  provider: string,
  eventId: string,
  type: string,
): Promise<boolean> {
  const result = await db
    .insertInto('billing_events')
    .values({ provider, event_id: eventId, type, received_at: nowIso() })
    .onConflict((oc) => oc.columns(['provider', 'event_id']).doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0n) > 0;
}

export async function isEventRecorded(db: Executor, provider: string, eventId: string): Promise<boolean> {
  const row = await db
    .selectFrom('billing_events')
    .select('event_id')
    .where('provider', '=', provider)
    .where('event_id', '=', eventId)
    .executeTakeFirst();
  return row !== undefined;
}

export async function insertCheckoutSession(db: Executor, row: CheckoutSessionsTable): Promise<void> {
  await db.insertInto('checkout_sessions').values(row).execute();
}

export async function findCheckoutSession(db: Executor, id: string) {
  return db.selectFrom('checkout_sessions').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function setCheckoutSessionProviderId(db: Executor, id: string, providerSessionId: string) {
  await db
    .updateTable('checkout_sessions')
    .set({ provider_session_id: providerSessionId })
    .where('id', '=', id)
    .execute();
}

/** Moves an open session to `status`; false when it was not open any more (completed twice, say). */
export async function closeCheckoutSession(
  db: Executor,
  id: string,
  status: 'complete' | 'canceled' | 'expired',
) {
  const result = await db
    .updateTable('checkout_sessions')
    .set({ status })
    .where('id', '=', id)
    .where('status', '=', 'open')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Closes open checkout sessions whose time ran out before `now`; returns how many. */
export async function expireCheckoutSessions(db: Executor, now: string): Promise<number> {
  const result = await db
    .updateTable('checkout_sessions')
    .set({ status: 'expired' })
    .where('status', '=', 'open')
    .where('expires_at', '<', now)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/** Operator action: ends every running personal subscription of the user now; returns how many. */
export async function cancelUserSubscriptions(db: Executor, userId: string): Promise<number> {
  return (await endOtherLiveSubscriptions(db, { type: 'user', id: userId }, null)).length;
}

/** The owner's running subscriptions (normally one), newest first. */
export async function findLiveSubscriptions(db: Executor, owner: BillingOwner) {
  return db
    .selectFrom('subscriptions')
    .selectAll()
    .where(ownerColumn(owner), '=', owner.id)
    .where('status', 'in', [...LIVE_STATUSES])
    .orderBy('created_at', 'desc')
    .execute();
}

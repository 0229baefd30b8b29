import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database, PlansTable } from '../../db/schema.ts';
import { nowIso, toDbBool } from '../../db/database.ts';

export async function findActivePlans(db: Kysely<Database>): Promise<PlansTable[]> {
  return db.selectFrom('plans').selectAll().where('is_active', '=', 1).orderBy('sort_order').execute();
}

export async function findPlan(db: Kysely<Database>, code: string): Promise<PlansTable | undefined> {
  return db.selectFrom('plans').selectAll().where('code', '=', code).executeTakeFirst();
}

/** The user's most recent personal subscription, whatever its status. */
export async function findLatestUserSubscription(db: Kysely<Database>, userId: string) {
  return db
    .selectFrom('subscriptions')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .executeTakeFirst();
}

export async function insertUserSubscription(
  db: Kysely<Database>,
  row: { userId: string; planCode: string; status: string; periodStart: Date; periodEnd: Date },
): Promise<void> {
  const now = nowIso();
  await db
    .insertInto('subscriptions')
    .values({
      id: randomUUID(),
      user_id: row.userId,
      organization_id: null,
      plan_code: row.planCode,
      status: row.status,
      current_period_start: row.periodStart.toISOString(),
      current_period_end: row.periodEnd.toISOString(),
      auto_renew: toDbBool(true),
      cancel_at_period_end: toDbBool(false),
      created_at: now,
      updated_at: now,
    })
    .execute();
}

/** Ends every live personal subscription of the user now; returns how many were ended. */
export async function cancelUserSubscriptions(db: Kysely<Database>, userId: string): Promise<number> {
  const now = nowIso();
  const result = await db
    .updateTable('subscriptions')
    .set({ status: 'canceled', current_period_end: now, auto_renew: toDbBool(false), updated_at: now })
    .where('user_id', '=', userId)
    .where('status', 'in', ['active', 'trialing', 'past_due'])
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

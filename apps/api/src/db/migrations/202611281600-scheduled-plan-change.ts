import type { Kysely } from 'kysely';
import type { DialectName } from '../database.ts';

/**
 * A plan change waiting for the end of the period (a downgrade, decision 0054): the plan the
 * subscription changes to when its period renews. Null when nothing is scheduled.
 */
export async function up(db: Kysely<unknown>, _dialect: DialectName): Promise<void> {
  await db.schema.alterTable('subscriptions').addColumn('scheduled_plan_code', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('subscriptions').dropColumn('scheduled_plan_code').execute();
}

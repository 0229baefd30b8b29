import { type Kysely, sql } from 'kysely';
import type { DialectName } from '../database.ts';

/**
 * Billing (issue 12): a subscription now names the provider that bills it (local, stripe or grant
 * for the operator command) and the provider's ids; checkout sessions of the built-in local
 * provider; each provider event recorded once; and page usage counted per subscription period, so
 * an organization's members (issue 13) share one counter. Free users keep their calendar-month
 * counter in page_usage. Existing subscription counters move over.
 */
export async function up(db: Kysely<unknown>, _dialect: DialectName): Promise<void> {
  await db.schema
    .alterTable('subscriptions')
    .addColumn('provider', 'text', (c) => c.notNull().defaultTo('grant'))
    .execute();
  await db.schema.alterTable('subscriptions').addColumn('provider_subscription_id', 'text').execute();
  await db.schema.alterTable('subscriptions').addColumn('provider_customer_id', 'text').execute();
  await db.schema
    .createIndex('subscriptions_provider_id_unique')
    .on('subscriptions')
    .columns(['provider', 'provider_subscription_id'])
    .unique()
    .execute();
  await db.schema
    .createIndex('subscriptions_organization_id_idx')
    .on('subscriptions')
    .column('organization_id')
    .execute();

  await db.schema
    .createTable('subscription_usage')
    .addColumn('subscription_id', 'text', (c) =>
      c.notNull().references('subscriptions.id').onDelete('cascade'),
    )
    .addColumn('period_start', 'text', (c) => c.notNull())
    .addColumn('pages', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('subscription_usage_pk', ['subscription_id', 'period_start'])
    .execute();
  await sql`
    insert into subscription_usage (subscription_id, period_start, pages, updated_at)
    select s.id, s.current_period_start, u.pages, u.updated_at
    from page_usage u join subscriptions s
      on s.user_id = u.user_id and u.period_key = 'sub:' || s.current_period_start
  `.execute(db);
  await sql`delete from page_usage where period_key like 'sub:%'`.execute(db);

  await db.schema
    .createTable('checkout_sessions')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('provider', 'text', (c) => c.notNull())
    .addColumn('provider_session_id', 'text')
    .addColumn('owner_type', 'text', (c) => c.notNull())
    .addColumn('owner_id', 'text', (c) => c.notNull())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('plan_code', 'text', (c) => c.notNull().references('plans.code'))
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('checkout_sessions_user_idx')
    .on('checkout_sessions')
    .column('user_id')
    .execute();

  await db.schema
    .createTable('billing_events')
    .addColumn('provider', 'text', (c) => c.notNull())
    .addColumn('event_id', 'text', (c) => c.notNull())
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('received_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('billing_events_pk', ['provider', 'event_id'])
    .execute();
}

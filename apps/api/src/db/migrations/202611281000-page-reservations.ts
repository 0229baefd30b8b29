import type { Kysely } from 'kysely';
import type { DialectName } from '../database.ts';

/**
 * Pages held for a request while its work runs (issue 29, decision 0051). A request reserves its
 * pages here before the work; when it ends, one transaction deletes the reservation and counts the
 * pages it delivered. A request whose process died never ends: its reservation lapses at
 * `expires_at` (renewed while the request lives) and the pages were never counted.
 */
export async function up(db: Kysely<unknown>, _dialect: DialectName): Promise<void> {
  await db.schema
    .createTable('page_reservations')
    .addColumn('id', 'text', (c) => c.primaryKey())
    /** The usage counter the pages are held on: `s:<subscription id>:<period start>` or `f:<user id>:<period key>`. */
    .addColumn('counter_key', 'text', (c) => c.notNull())
    .addColumn('pages', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('page_reservations_counter')
    .on('page_reservations')
    .columns(['counter_key', 'expires_at'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('page_reservations').execute();
}

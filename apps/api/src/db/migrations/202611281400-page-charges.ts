import type { Kysely } from 'kysely';
import type { DialectName } from '../database.ts';

/**
 * The pages of a file already counted on a usage counter (issue 30, decision 0053): a page is
 * counted once per file in any 24 hours, whichever operation reads it (the workspace's text read,
 * detection, search, redaction). `file_key` is an HMAC of the file's bytes under a server secret:
 * it recognizes the same file again, and says nothing about its content to whoever reads the table.
 */
export async function up(db: Kysely<unknown>, _dialect: DialectName): Promise<void> {
  await db.schema
    .createTable('page_charges')
    /** The usage counter the page was counted on (as page_reservations.counter_key). */
    .addColumn('counter_key', 'text', (c) => c.notNull())
    .addColumn('file_key', 'text', (c) => c.notNull())
    /** 1-based page number. */
    .addColumn('page', 'integer', (c) => c.notNull())
    .addColumn('charged_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('page_charges_pk', ['counter_key', 'file_key', 'page'])
    .execute();
  await db.schema.createIndex('page_charges_charged_at').on('page_charges').column('charged_at').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('page_charges').execute();
}

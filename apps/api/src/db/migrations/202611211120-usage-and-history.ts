import type { Kysely } from 'kysely';
import type { DialectName } from '../database.ts';

/** Pages processed per user and period (quota), and the redaction history (coordinates, encrypted text). */
export async function up(db: Kysely<unknown>, _dialect: DialectName): Promise<void> {
  await db.schema
    .createTable('page_usage')
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('period_key', 'text', (c) => c.notNull())
    .addColumn('pages', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('page_usage_pk', ['user_id', 'period_key'])
    .execute();
  await db.schema
    .createTable('documents')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('hashed_name', 'text', (c) => c.notNull())
    .addColumn('upload_timestamp', 'text', (c) => c.notNull())
    .addColumn('entity_count', 'integer', (c) => c.notNull())
    .addColumn('redaction_schema', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('documents_user_idx')
    .on('documents')
    .columns(['user_id', 'upload_timestamp'])
    .execute();
}

import type { Kysely } from 'kysely';
import type { DialectName } from '../database.ts';

/**
 * Reviews of marked documents (issue 32 item 4, decision 0061).
 *
 * - `document_reviews`: one submission. Never the file: its name sealed, the SHA-256 of its bytes,
 *   and the marks as history keeps them (boxes, types, codes and reasons in clear, the covered texts
 *   sealed in one value). `submitted_by`/`reviewed_by` have no foreign key: a review outlives an
 *   account, as the trail does. `updated_at` drives the 90-day sweep.
 * - `organization_review_settings`: whether release needs an approved review. No row: it does not.
 */
export async function up(db: Kysely<unknown>, _dialect: DialectName): Promise<void> {
  await db.schema
    .createTable('document_reviews')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('organization_id', 'text', (c) =>
      c.notNull().references('organizations.id').onDelete('cascade'),
    )
    .addColumn('submitted_by', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('sealed_name', 'text', (c) => c.notNull())
    .addColumn('document_hash', 'text', (c) => c.notNull())
    .addColumn('page_count', 'integer')
    .addColumn('mark_count', 'integer', (c) => c.notNull())
    /** The legal basis ids the marks use, a JSON array. */
    .addColumn('codes', 'text', (c) => c.notNull())
    /** The marks (pages with boxes, types, codes, reasons; texts sealed), JSON. */
    .addColumn('marks', 'text', (c) => c.notNull())
    .addColumn('sealed_note', 'text')
    .addColumn('sealed_comment', 'text')
    .addColumn('reviewed_by', 'text')
    .addColumn('reviewed_at', 'text')
    .addColumn('changed_by_reviewer', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('released_at', 'text')
    .addColumn('submitted_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('document_reviews_organization_idx')
    .on('document_reviews')
    .columns(['organization_id', 'submitted_at'])
    .execute();
  await db.schema
    .createIndex('document_reviews_document_idx')
    .on('document_reviews')
    .columns(['organization_id', 'document_hash', 'status'])
    .execute();
  await db.schema
    .createIndex('document_reviews_updated_idx')
    .on('document_reviews')
    .column('updated_at')
    .execute();
  await db.schema
    .createTable('organization_review_settings')
    .addColumn('organization_id', 'text', (c) =>
      c.primaryKey().references('organizations.id').onDelete('cascade'),
    )
    .addColumn('review_required', 'integer', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
}

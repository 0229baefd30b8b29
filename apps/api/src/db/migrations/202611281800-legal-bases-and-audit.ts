import type { Kysely } from 'kysely';
import type { DialectName } from '../database.ts';

/**
 * Legal bases and the audit trail of an organization (issue 32, decision 0060).
 *
 * - `organization_legal_settings`: which built-in code sets the members see (a JSON array of set
 *   ids). No row: every built-in set.
 * - `organization_legal_codes`: the organization's own codes (`org-<slug>`). Retiring one sets
 *   `retired_at`; the row stays so marks and logs made with it still resolve.
 * - `audit_events`: who did what with which document, when, with which codes. The document is
 *   named by an HMAC of its file name (and the hash of its bytes when the client gave it): never
 *   the name, never content. `actor_user_id` has no foreign key: the trail outlives an account.
 * - `organization_audit_settings`: how many days events are kept. No row: 365.
 */
export async function up(db: Kysely<unknown>, _dialect: DialectName): Promise<void> {
  await db.schema
    .createTable('organization_legal_settings')
    .addColumn('organization_id', 'text', (c) =>
      c.primaryKey().references('organizations.id').onDelete('cascade'),
    )
    .addColumn('enabled_sets', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('organization_legal_codes')
    .addColumn('organization_id', 'text', (c) =>
      c.notNull().references('organizations.id').onDelete('cascade'),
    )
    .addColumn('id', 'text', (c) => c.notNull())
    .addColumn('label', 'text', (c) => c.notNull())
    .addColumn('citation', 'text', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('language', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addColumn('retired_at', 'text')
    .addPrimaryKeyConstraint('organization_legal_codes_pk', ['organization_id', 'id'])
    .execute();
  await db.schema
    .createTable('audit_events')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('organization_id', 'text', (c) =>
      c.notNull().references('organizations.id').onDelete('cascade'),
    )
    .addColumn('actor_user_id', 'text', (c) => c.notNull())
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('document_name_hash', 'text', (c) => c.notNull())
    .addColumn('document_hash', 'text')
    /** The legal basis ids used, as a JSON array. */
    .addColumn('codes', 'text', (c) => c.notNull())
    .addColumn('at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('audit_events_organization_at_idx')
    .on('audit_events')
    .columns(['organization_id', 'at'])
    .execute();
  await db.schema.createIndex('audit_events_at_idx').on('audit_events').column('at').execute();
  await db.schema
    .createTable('organization_audit_settings')
    .addColumn('organization_id', 'text', (c) =>
      c.primaryKey().references('organizations.id').onDelete('cascade'),
    )
    .addColumn('retention_days', 'integer', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
}

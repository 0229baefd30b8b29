import { type Kysely, sql } from 'kysely';
import type { DialectName } from '../database.ts';

/**
 * Organizations (spec 3): better-auth's organization plugin tables (organizations, members,
 * invitations, and the session's active organization), snake_case like the other identity tables,
 * plus our verified domains. A member row goes with its user or its organization; an
 * organization's domains go with it.
 */
export async function up(db: Kysely<unknown>, dialect: DialectName): Promise<void> {
  const date = dialect === 'postgres' ? 'timestamptz' : 'date';
  await db.schema
    .createTable('organizations')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('slug', 'text', (c) => c.notNull().unique())
    .addColumn('logo', 'text')
    .addColumn('metadata', 'text')
    .addColumn('created_at', date, (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('members')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('organization_id', 'text', (c) =>
      c.notNull().references('organizations.id').onDelete('cascade'),
    )
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('role', 'text', (c) => c.notNull())
    .addColumn('created_at', date, (c) => c.notNull())
    .addUniqueConstraint('members_organization_user_unique', ['organization_id', 'user_id'])
    .execute();
  await db.schema.createIndex('members_user_id_idx').on('members').column('user_id').execute();
  await db.schema
    .createTable('invitations')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('organization_id', 'text', (c) =>
      c.notNull().references('organizations.id').onDelete('cascade'),
    )
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('role', 'text')
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('expires_at', date, (c) => c.notNull())
    .addColumn('created_at', date, (c) => c.notNull())
    .addColumn('inviter_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .execute();
  await db.schema.alterTable('sessions').addColumn('active_organization_id', 'text').execute();
  await db.schema
    .createTable('organization_domains')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('organization_id', 'text', (c) =>
      c.notNull().references('organizations.id').onDelete('cascade'),
    )
    .addColumn('domain', 'text', (c) => c.notNull())
    .addColumn('verification_token', 'text', (c) => c.notNull())
    .addColumn('verified_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('organization_domains_org_domain_unique', ['organization_id', 'domain'])
    .execute();
  await db.schema
    .createIndex('organization_domains_domain_idx')
    .on('organization_domains')
    .column('domain')
    .execute();
  // People an owner or admin removed: they may not join again by their e-mail domain until re-added.
  await db.schema
    .createTable('organization_removals')
    .addColumn('organization_id', 'text', (c) =>
      c.notNull().references('organizations.id').onDelete('cascade'),
    )
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('removed_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('organization_removals_pk', ['organization_id', 'user_id'])
    .execute();
  // One organization per verified domain, even when two verify at the same moment.
  await db.schema
    .createIndex('organization_domains_verified_unique')
    .on('organization_domains')
    .column('domain')
    .unique()
    .where(sql.ref('verified_at'), 'is not', null)
    .execute();
}

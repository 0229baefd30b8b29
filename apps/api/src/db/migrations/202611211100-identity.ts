import type { Kysely } from 'kysely';
import type { DialectName } from '../database.ts';

/** better-auth's tables (users, sessions, accounts, verifications), snake_case, with our user fields. */
export async function up(db: Kysely<unknown>, dialect: DialectName): Promise<void> {
  const date = dialect === 'postgres' ? 'timestamptz' : 'date';
  await db.schema
    .createTable('departments')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('code', 'text', (c) => c.notNull().unique())
    .addColumn('name_no', 'text', (c) => c.notNull())
    .addColumn('name_en', 'text', (c) => c.notNull())
    .addColumn('description_no', 'text', (c) => c.notNull())
    .addColumn('description_en', 'text', (c) => c.notNull())
    .addColumn('is_active', 'boolean', (c) => c.notNull().defaultTo(true))
    .execute();
  await db.schema
    .createTable('users')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull().unique())
    .addColumn('email_verified', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('image', 'text')
    .addColumn('username', 'text', (c) => c.unique())
    .addColumn('display_username', 'text')
    .addColumn('department_id', 'integer', (c) => c.references('departments.id').onDelete('set null'))
    .addColumn('tutorial_finished', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('language', 'text')
    .addColumn('created_at', date, (c) => c.notNull())
    .addColumn('updated_at', date, (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('sessions')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('token', 'text', (c) => c.notNull().unique())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('expires_at', date, (c) => c.notNull())
    .addColumn('ip_address', 'text')
    .addColumn('user_agent', 'text')
    .addColumn('created_at', date, (c) => c.notNull())
    .addColumn('updated_at', date, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('sessions_user_id_idx').on('sessions').column('user_id').execute();
  await db.schema
    .createTable('accounts')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('account_id', 'text', (c) => c.notNull())
    .addColumn('provider_id', 'text', (c) => c.notNull())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('access_token', 'text')
    .addColumn('refresh_token', 'text')
    .addColumn('id_token', 'text')
    .addColumn('access_token_expires_at', date)
    .addColumn('refresh_token_expires_at', date)
    .addColumn('scope', 'text')
    .addColumn('password', 'text')
    .addColumn('created_at', date, (c) => c.notNull())
    .addColumn('updated_at', date, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('accounts_user_id_idx').on('accounts').column('user_id').execute();
  await db.schema
    .createTable('verifications')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('identifier', 'text', (c) => c.notNull())
    .addColumn('value', 'text', (c) => c.notNull())
    .addColumn('expires_at', date, (c) => c.notNull())
    .addColumn('created_at', date, (c) => c.notNull())
    .addColumn('updated_at', date, (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('verifications_identifier_idx')
    .on('verifications')
    .column('identifier')
    .execute();
  await db.schema
    .createTable('email_tokens')
    .addColumn('token_hash', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('used_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
}

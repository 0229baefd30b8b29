import { type Kysely, sql } from 'kysely';
import type { DialectName } from '../database.ts';

/**
 * One table for every single-use account token (verify, reset, e-mail undo), stored as a SHA-256
 * hash and deleted with the user. Password reset tokens move out of better-auth's `verifications`,
 * where they were kept in clear with no link to the user; the old rows are dropped (they lapse in
 * 15 minutes anyway). An e-mail change waits in `pending_email` until the new address is verified.
 */
export async function up(db: Kysely<unknown>, _dialect: DialectName): Promise<void> {
  await db.schema
    .alterTable('email_tokens')
    .addColumn('purpose', 'text', (c) => c.notNull().defaultTo('verify'))
    .execute();
  await db.schema
    .createIndex('email_tokens_user_purpose_idx')
    .on('email_tokens')
    .columns(['user_id', 'purpose'])
    .execute();
  await db.schema.alterTable('users').addColumn('pending_email', 'text').execute();
  await sql`delete from verifications where identifier like 'reset-password:%'`.execute(db);
}

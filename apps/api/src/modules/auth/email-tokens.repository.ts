import { createHash, randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { nowIso } from '../../db/database.ts';

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** Creates a single-use verification token; only its hash is stored. */
export async function createEmailToken(
  db: Kysely<Database>,
  userId: string,
  email: string,
  ttlMs: number,
): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db
    .insertInto('email_tokens')
    .values({
      token_hash: hashToken(token),
      user_id: userId,
      email,
      expires_at: new Date(Date.now() + ttlMs).toISOString(),
      used_at: null,
      created_at: nowIso(),
    })
    .execute();
  return token;
}

export async function findEmailToken(db: Kysely<Database>, token: string) {
  return db.selectFrom('email_tokens').selectAll().where('token_hash', '=', hashToken(token)).executeTakeFirst();
}

/** Marks a token used; returns false when another request used it first. */
export async function markEmailTokenUsed(db: Kysely<Database>, token: string): Promise<boolean> {
  const result = await db
    .updateTable('email_tokens')
    .set({ used_at: nowIso() })
    .where('token_hash', '=', hashToken(token))
    .where('used_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Drops the user's unused tokens (a new link replaces the old ones). */
export async function deleteUnusedEmailTokens(db: Kysely<Database>, userId: string): Promise<void> {
  await db.deleteFrom('email_tokens').where('user_id', '=', userId).where('used_at', 'is', null).execute();
}

import { createHash, randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { nowIso } from '../../db/database.ts';

/** What a token lets its holder do; each purpose is checked, issued and revoked on its own. */
export type TokenPurpose = 'verify' | 'reset' | 'email-undo';

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** Creates a single-use token; only its hash is stored, so a database leak gives no working link. */
export async function createEmailToken(
  db: Kysely<Database>,
  userId: string,
  email: string,
  ttlMs: number,
  purpose: TokenPurpose = 'verify',
): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db
    .insertInto('email_tokens')
    .values({
      token_hash: hashToken(token),
      user_id: userId,
      email,
      purpose,
      expires_at: new Date(Date.now() + ttlMs).toISOString(),
      used_at: null,
      created_at: nowIso(),
    })
    .execute();
  return token;
}

export async function findEmailToken(db: Kysely<Database>, token: string, purpose: TokenPurpose = 'verify') {
  return db
    .selectFrom('email_tokens')
    .selectAll()
    .where('token_hash', '=', hashToken(token))
    .where('purpose', '=', purpose)
    .executeTakeFirst();
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

/** Drops the user's unused tokens of one purpose (a new link replaces the old ones). */
export async function deleteUnusedEmailTokens(
  db: Kysely<Database>,
  userId: string,
  purpose: TokenPurpose = 'verify',
): Promise<void> {
  await db
    .deleteFrom('email_tokens')
    .where('user_id', '=', userId)
    .where('purpose', '=', purpose)
    .where('used_at', 'is', null)
    .execute();
}

/** Revokes every token of the given purposes, used or not (after a reset, a password or e-mail change). */
export async function revokeEmailTokens(
  db: Kysely<Database>,
  userId: string,
  purposes: TokenPurpose[],
): Promise<void> {
  await db
    .deleteFrom('email_tokens')
    .where('user_id', '=', userId)
    .where('purpose', 'in', purposes)
    .execute();
}

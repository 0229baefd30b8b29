import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import {
  createEmailToken,
  deleteUnusedEmailTokens,
  findEmailToken,
  markEmailTokenUsed,
  revokeEmailTokens,
  type TokenPurpose,
} from './email-tokens.repository.ts';

/** Single-use e-mail tokens for other modules (the users module's e-mail change). */
export function createEmailTokensService(db: Kysely<Database>) {
  return {
    /** A new token; only its hash is stored. */
    issue: (userId: string, email: string, ttlMs: number, purpose: TokenPurpose) =>
      createEmailToken(db, userId, email, ttlMs, purpose),
    find: (token: string, purpose: TokenPurpose) => findEmailToken(db, token, purpose),
    /** False when another request used the token first. */
    markUsed: (token: string) => markEmailTokenUsed(db, token),
    deleteUnused: (userId: string, purpose: TokenPurpose) => deleteUnusedEmailTokens(db, userId, purpose),
    revoke: (userId: string, purposes: TokenPurpose[]) => revokeEmailTokens(db, userId, purposes),
  };
}

export type EmailTokensService = ReturnType<typeof createEmailTokensService>;
export type { TokenPurpose };

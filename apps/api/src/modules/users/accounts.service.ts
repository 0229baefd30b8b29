import type { KeysRevokedReason } from '../../platform/mail/templates.ts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { Lang } from '../../platform/language.ts';
import {
  deleteAllUserSessions,
  deleteUserById,
  findUserById,
  findUserByIdentifier,
  findUserEmail,
  findUsernames,
  isEmailTaken,
  isUsernameTaken,
  setEmailVerified,
} from './users.repository.ts';

/**
 * The account lookups and writes other modules need (sign-up, login, password reset, plans), so
 * they reach the users table through this module and never through its repository. It depends on
 * nothing but the database, so the auth module can use it without a cycle through UsersService.
 */
export function createAccountsService(db: Kysely<Database>) {
  return {
    /** One user with the department name in `lang`; undefined when there is none. */
    findById: (userId: string, lang?: Lang) => findUserById(db, userId, lang),
    /** Whether the account still exists (billing: a late webhook about a deleted account writes nothing). */
    exists: async (userId: string) => (await findUserById(db, userId)) !== undefined,
    /** Minimal identity of the account owning an e-mail address or username (case-insensitive). */
    findByIdentifier: (identifier: string) => findUserByIdentifier(db, identifier),
    /** The usernames of many accounts in one read (the audit trail's export). */
    usernames: (ids: readonly string[]) => findUsernames(db, ids),
    /** The account's id and current login address; undefined when it is gone. */
    findEmail: (userId: string) => findUserEmail(db, userId),
    isUsernameTaken: (username: string) => isUsernameTaken(db, username),
    isEmailTaken: (email: string) => isEmailTaken(db, email),
    markEmailVerified: (userId: string) => setEmailVerified(db, userId),
    /** Deletes the account and, by cascade, all of its data. */
    delete: (userId: string) => deleteUserById(db, userId),
    /** Ends every session of the account (after a password reset or an undone e-mail change). */
    endAllSessions: (userId: string) => deleteAllUserSessions(db, userId),
  };
}

export type AccountsService = ReturnType<typeof createAccountsService>;

/**
 * After a password change or reset, or an undone e-mail change: what else must end with the old
 * credentials (the account's API keys; app.ts wires it to the API-keys service and the mail).
 */
export type CredentialsChanged = (userId: string, reason: KeysRevokedReason) => Promise<void>;

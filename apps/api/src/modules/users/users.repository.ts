import type { Kysely, Transaction } from 'kysely';
import type { User } from '@sladd/contract';
import type { Database } from '../../db/schema.ts';
import { toDbBool } from '../../db/database.ts';

type Lang = 'en' | 'no';

const toIso = (value: Date | string) => (value instanceof Date ? value : new Date(value)).toISOString();

/** Reads one user with the department name in the requested language. */
export async function findUserById(
  db: Kysely<Database>,
  id: string,
  lang: Lang = 'no',
): Promise<User | undefined> {
  const row = await db
    .selectFrom('users')
    .leftJoin('departments', 'departments.id', 'users.department_id')
    .select([
      'users.id',
      'users.username',
      'users.display_username',
      'users.email',
      'users.email_verified',
      'users.department_id',
      'users.tutorial_finished',
      'users.created_at',
      'users.pending_email',
      'departments.name_no',
      'departments.name_en',
    ])
    .where('users.id', '=', id)
    .executeTakeFirst();
  if (!row) return undefined;
  return {
    id: row.id,
    username: row.display_username ?? row.username ?? '',
    email: row.email,
    email_verified: Boolean(row.email_verified),
    department_id: row.department_id,
    department:
      row.department_id === null
        ? null
        : { id: row.department_id, name: (lang === 'en' ? row.name_en : row.name_no) ?? '' },
    tutorial_finished: Boolean(row.tutorial_finished),
    created_at: toIso(row.created_at),
    pending_email: row.pending_email ?? null,
  };
}

/** The language the user's mails are written in (null when never chosen). */
export async function findUserLanguage(
  db: Kysely<Database>,
  userId: string,
): Promise<string | null | undefined> {
  const row = await db.selectFrom('users').select('language').where('id', '=', userId).executeTakeFirst();
  return row?.language;
}

/** The login address of a user, or undefined when the user is gone. */
export async function findUserEmail(db: Kysely<Database>, userId: string) {
  return db.selectFrom('users').select(['id', 'email']).where('id', '=', userId).executeTakeFirst();
}

/** Whether another user is waiting to verify this address (a pending change claims it). */
export async function isPendingEmailTaken(
  db: Kysely<Database>,
  email: string,
  exceptUserId: string,
): Promise<boolean> {
  const row = await db
    .selectFrom('users')
    .select('id')
    .where('pending_email', '=', email)
    .where('id', '!=', exceptUserId)
    .executeTakeFirst();
  return row !== undefined;
}

/** Minimal identity of the user owning an e-mail address or username (case-insensitive). */
export async function findUserByIdentifier(db: Kysely<Database>, identifier: string) {
  const value = identifier.trim().toLowerCase();
  return db
    .selectFrom('users')
    .select(['id', 'email', 'name', 'username', 'email_verified', 'language'])
    .where((eb) => eb.or([eb('email', '=', value), eb('username', '=', value)]))
    .executeTakeFirst();
}

export async function isUsernameTaken(
  db: Kysely<Database>,
  username: string,
  exceptUserId?: string,
): Promise<boolean> {
  let query = db.selectFrom('users').select('id').where('username', '=', username.toLowerCase());
  if (exceptUserId) query = query.where('id', '!=', exceptUserId);
  return (await query.executeTakeFirst()) !== undefined;
}

export async function isEmailTaken(
  db: Kysely<Database>,
  email: string,
  exceptUserId?: string,
): Promise<boolean> {
  let query = db.selectFrom('users').select('id').where('email', '=', email.toLowerCase());
  if (exceptUserId) query = query.where('id', '!=', exceptUserId);
  return (await query.executeTakeFirst()) !== undefined;
}

export async function updateUserProfile(
  db: Kysely<Database>,
  userId: string,
  changes: { username: string },
): Promise<void> {
  await db
    .updateTable('users')
    .set({
      username: changes.username.toLowerCase(),
      display_username: changes.username,
      name: changes.username,
      updated_at: new Date().toISOString(),
    })
    .where('id', '=', userId)
    .execute();
}

export async function setEmailVerified(db: Kysely<Database>, userId: string): Promise<void> {
  await db
    .updateTable('users')
    .set({ email_verified: toDbBool(true) })
    .where('id', '=', userId)
    .execute();
}

export async function setUserDepartment(
  db: Kysely<Database> | Transaction<Database>,
  userId: string,
  departmentId: number,
): Promise<void> {
  await db.updateTable('users').set({ department_id: departmentId }).where('id', '=', userId).execute();
}

export async function setTutorialFinished(db: Kysely<Database>, userId: string): Promise<void> {
  await db
    .updateTable('users')
    .set({ tutorial_finished: toDbBool(true) })
    .where('id', '=', userId)
    .execute();
}

/** Deletes the user; every table of user data references users with ON DELETE CASCADE. */
export async function deleteUserById(db: Kysely<Database>, userId: string): Promise<void> {
  await db.deleteFrom('users').where('id', '=', userId).execute();
}

export async function findUserSessions(db: Kysely<Database>, userId: string) {
  return db
    .selectFrom('sessions')
    .select(['id', 'token', 'created_at', 'updated_at', 'expires_at', 'ip_address', 'user_agent'])
    .where('user_id', '=', userId)
    .orderBy('updated_at', 'desc')
    .execute();
}

/** Deletes one session of one user; returns whether it existed (another user's id counts as missing). */
export async function deleteUserSession(
  db: Kysely<Database>,
  userId: string,
  sessionId: string,
): Promise<boolean> {
  const result = await db
    .deleteFrom('sessions')
    .where('id', '=', sessionId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

export { toIso };

/** Ends every session of a user (after a password reset or an undone e-mail change). */
export async function deleteAllUserSessions(db: Kysely<Database>, userId: string): Promise<void> {
  await db.deleteFrom('sessions').where('user_id', '=', userId).execute();
}

/** The login address, the one waiting for verification, and who owns either. */
export async function findEmailState(db: Kysely<Database>, userId: string) {
  return db
    .selectFrom('users')
    .select(['email', 'pending_email', 'email_verified'])
    .where('id', '=', userId)
    .executeTakeFirst();
}

export async function setPendingEmail(
  db: Kysely<Database>,
  userId: string,
  pendingEmail: string | null,
): Promise<void> {
  await db
    .updateTable('users')
    .set({ pending_email: pendingEmail, updated_at: new Date().toISOString() })
    .where('id', '=', userId)
    .execute();
}

/** Makes `email` the verified login address and clears any pending change. */
export async function setVerifiedEmail(db: Kysely<Database>, userId: string, email: string): Promise<void> {
  await db
    .updateTable('users')
    .set({ email, email_verified: toDbBool(true), pending_email: null, updated_at: new Date().toISOString() })
    .where('id', '=', userId)
    .execute();
}

/** The usernames of `ids` (those that still exist), in chunks small enough for any SQL dialect. */
export async function findUsernames(
  db: Kysely<Database>,
  ids: readonly string[],
): Promise<Map<string, string | null>> {
  const names = new Map<string, string | null>();
  for (let start = 0; start < ids.length; start += 500) {
    const rows = await db
      .selectFrom('users')
      .select(['id', 'username'])
      .where('id', 'in', ids.slice(start, start + 500))
      .execute();
    for (const row of rows) names.set(row.id, row.username ?? null);
  }
  return names;
}

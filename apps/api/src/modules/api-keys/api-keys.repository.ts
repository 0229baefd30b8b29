import type { Kysely } from 'kysely';
import type { ApiKeysTable, Database } from '../../db/schema.ts';

export async function insertApiKey(db: Kysely<Database>, row: ApiKeysTable): Promise<void> {
  await db.insertInto('api_keys').values(row).execute();
}

/** The user's keys, each with the name of the organization it acts for (null for a personal key). */
export async function listUserApiKeys(db: Kysely<Database>, userId: string) {
  return db
    .selectFrom('api_keys')
    .leftJoin('organizations', 'organizations.id', 'api_keys.organization_id')
    .selectAll('api_keys')
    .select('organizations.name as organization_name')
    .where('api_keys.user_id', '=', userId)
    .orderBy('api_keys.created_at', 'desc')
    .execute();
}

export async function countUserApiKeys(db: Kysely<Database>, userId: string): Promise<number> {
  const row = await db
    .selectFrom('api_keys')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

export async function findApiKeyByHash(db: Kysely<Database>, keyHash: string) {
  return db.selectFrom('api_keys').selectAll().where('key_hash', '=', keyHash).executeTakeFirst();
}

/** Deletes one of the user's keys; false when the user has no key with that id. */
export async function deleteUserApiKey(db: Kysely<Database>, userId: string, id: string): Promise<boolean> {
  const result = await db
    .deleteFrom('api_keys')
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

export async function touchApiKey(db: Kysely<Database>, id: string, at: string): Promise<void> {
  await db.updateTable('api_keys').set({ last_used_at: at }).where('id', '=', id).execute();
}

/** Deletes the keys made for an organization: one person's (they left or were removed), or everyone's. */
export async function deleteOrganizationKeys(db: Kysely<Database>, organizationId: string, userId?: string) {
  let query = db.deleteFrom('api_keys').where('organization_id', '=', organizationId);
  if (userId !== undefined) query = query.where('user_id', '=', userId);
  await query.execute();
}

/** Deletes every key of a user; returns the names of the keys deleted. */
export async function deleteAllUserApiKeys(db: Kysely<Database>, userId: string): Promise<string[]> {
  const rows = await db.deleteFrom('api_keys').where('user_id', '=', userId).returning('name').execute();
  return rows.map((row) => row.name);
}

import { randomUUID } from 'node:crypto';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { nowIso, toDbBool } from '../../db/database.ts';

type Executor = Kysely<Database> | Transaction<Database>;

export interface EntityRow {
  method_id: number;
  entity_text: string;
}

/** Removes the user's predefined entities (their department's presets); custom ones stay. */
export async function deletePredefinedEntities(db: Executor, userId: string): Promise<void> {
  await db.deleteFrom('model_entities').where('user_id', '=', userId).where('is_predefined', '=', 1).execute();
}

/** Adds presets as predefined entities, leaving any identical custom entity as it is. */
export async function insertPredefinedEntities(db: Executor, userId: string, rows: EntityRow[]): Promise<void> {
  if (rows.length === 0) return;
  const createdAt = nowIso();
  await db
    .insertInto('model_entities')
    .values(
      rows.map((row) => ({
        id: randomUUID(),
        user_id: userId,
        method_id: row.method_id,
        entity_text: row.entity_text,
        is_predefined: toDbBool(true),
        created_at: createdAt,
      })),
    )
    .onConflict((oc) => oc.columns(['user_id', 'method_id', 'entity_text']).doNothing())
    .execute();
}

/** The user's entity definitions of every method. */
export async function findUserEntities(db: Executor, userId: string) {
  return db
    .selectFrom('model_entities')
    .select(['id', 'method_id', 'entity_text', 'is_predefined'])
    .where('user_id', '=', userId)
    .orderBy('method_id')
    .orderBy('entity_text')
    .execute();
}

/** The user's entity definitions of one method. */
export async function findMethodEntities(db: Executor, userId: string, methodId: number) {
  return db
    .selectFrom('model_entities')
    .select(['id', 'method_id', 'entity_text', 'is_predefined'])
    .where('user_id', '=', userId)
    .where('method_id', '=', methodId)
    .orderBy('entity_text')
    .execute();
}

/** Adds custom (not predefined) entities; existing ones are left alone. */
export async function insertCustomEntities(db: Executor, userId: string, rows: EntityRow[]): Promise<void> {
  if (rows.length === 0) return;
  const createdAt = nowIso();
  await db
    .insertInto('model_entities')
    .values(rows.map((row) => ({ id: randomUUID(), user_id: userId, ...row, is_predefined: toDbBool(false), created_at: createdAt })))
    .onConflict((oc) => oc.columns(['user_id', 'method_id', 'entity_text']).doNothing())
    .execute();
}

export async function findEntity(db: Executor, userId: string, id: string) {
  return db.selectFrom('model_entities').select(['id', 'is_predefined']).where('user_id', '=', userId).where('id', '=', id).executeTakeFirst();
}

export async function deleteEntityRow(db: Executor, userId: string, id: string): Promise<void> {
  await db.deleteFrom('model_entities').where('user_id', '=', userId).where('id', '=', id).execute();
}

/** Deletes the custom entities of a method (or of every method); returns how many went. */
export async function deleteCustomEntities(db: Executor, userId: string, methodId?: number): Promise<number> {
  let query = db.deleteFrom('model_entities').where('user_id', '=', userId).where('is_predefined', '=', 0);
  if (methodId !== undefined) query = query.where('method_id', '=', methodId);
  const result = await query.executeTakeFirst();
  return Number(result.numDeletedRows);
}

import { randomUUID } from 'node:crypto';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { nowIso } from '../../db/database.ts';

type Executor = Kysely<Database> | Transaction<Database>;
const COLUMNS = ['id', 'pattern_text', 'pattern_type'] as const;

export async function findPatterns(db: Executor, userId: string) {
  return db.selectFrom('search_patterns').select(COLUMNS).where('user_id', '=', userId).orderBy('created_at').orderBy('pattern_text').execute();
}

export async function findPatternByText(db: Executor, userId: string, text: string, exceptId?: string) {
  let query = db.selectFrom('search_patterns').select('id').where('user_id', '=', userId).where('pattern_text', '=', text);
  if (exceptId) query = query.where('id', '!=', exceptId);
  return query.executeTakeFirst();
}

export async function insertPattern(db: Executor, userId: string, text: string, type: string) {
  const now = nowIso();
  const row = { id: randomUUID(), user_id: userId, pattern_text: text, pattern_type: type, created_at: now, updated_at: now };
  await db.insertInto('search_patterns').values(row).execute();
  return { id: row.id, pattern_text: text, pattern_type: type };
}

export async function updatePatternRow(db: Executor, userId: string, id: string, text: string, type?: string) {
  const result = await db
    .updateTable('search_patterns')
    .set({ pattern_text: text, ...(type ? { pattern_type: type } : {}), updated_at: nowIso() })
    .where('user_id', '=', userId)
    .where('id', '=', id)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export async function deletePatternRow(db: Executor, userId: string, id: string): Promise<boolean> {
  const result = await db.deleteFrom('search_patterns').where('user_id', '=', userId).where('id', '=', id).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

export async function deleteAllPatterns(db: Executor, userId: string): Promise<void> {
  await db.deleteFrom('search_patterns').where('user_id', '=', userId).execute();
}

/** Inserts many patterns in one statement (settings import). */
export async function insertPatterns(db: Executor, userId: string, patterns: { pattern_text: string; pattern_type: string }[]) {
  if (patterns.length === 0) return;
  const now = nowIso();
  const rows = patterns.map((p) => ({ id: randomUUID(), user_id: userId, ...p, created_at: now, updated_at: now }));
  await db.insertInto('search_patterns').values(rows).execute();
}

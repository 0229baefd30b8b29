import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { nowIso } from '../../db/database.ts';

type Executor = Kysely<Database> | Transaction<Database>;

export async function findBanWords(db: Executor, userId: string): Promise<string[]> {
  const rows = await db.selectFrom('ban_words').select('word').where('user_id', '=', userId).orderBy('word').execute();
  return rows.map((row) => row.word);
}

export async function insertBanWords(db: Executor, userId: string, words: string[]): Promise<void> {
  if (words.length === 0) return;
  const createdAt = nowIso();
  await db
    .insertInto('ban_words')
    .values(words.map((word) => ({ user_id: userId, word, created_at: createdAt })))
    .onConflict((oc) => oc.columns(['user_id', 'word']).doNothing())
    .execute();
}

export async function deleteBanWords(db: Executor, userId: string, words?: string[]): Promise<void> {
  let query = db.deleteFrom('ban_words').where('user_id', '=', userId);
  if (words) query = query.where('word', 'in', words);
  await query.execute();
}

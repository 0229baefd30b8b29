import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { nowIso } from '../../db/database.ts';

export async function findPagesUsed(db: Kysely<Database>, userId: string, periodKey: string): Promise<number> {
  const row = await db
    .selectFrom('page_usage')
    .select('pages')
    .where('user_id', '=', userId)
    .where('period_key', '=', periodKey)
    .executeTakeFirst();
  return row ? Number(row.pages) : 0;
}

/** Adds pages to the user's count for the period (one statement, safe under concurrency). */
export async function addPagesUsed(db: Kysely<Database>, userId: string, periodKey: string, pages: number): Promise<void> {
  await db
    .insertInto('page_usage')
    .values({ user_id: userId, period_key: periodKey, pages, updated_at: nowIso() })
    .onConflict((oc) =>
      oc.columns(['user_id', 'period_key']).doUpdateSet((eb) => ({
        pages: eb('page_usage.pages', '+', eb.ref('excluded.pages')),
        updated_at: eb.ref('excluded.updated_at'),
      })),
    )
    .execute();
}

/**
 * Adds pages only if the total stays within `limit`, in one statement: concurrent requests cannot
 * both pass a check made before either writes. True when the pages were reserved.
 */
export async function reservePagesUsed(
  db: Kysely<Database>,
  userId: string,
  periodKey: string,
  pages: number,
  limit: number,
): Promise<boolean> {
  if (pages > limit) return false;
  const row = await db
    .insertInto('page_usage')
    .values({ user_id: userId, period_key: periodKey, pages, updated_at: nowIso() })
    .onConflict((oc) =>
      oc
        .columns(['user_id', 'period_key'])
        .doUpdateSet((eb) => ({
          pages: eb('page_usage.pages', '+', eb.ref('excluded.pages')),
          updated_at: eb.ref('excluded.updated_at'),
        }))
        .where((eb) => eb(eb('page_usage.pages', '+', eb.ref('excluded.pages')), '<=', limit)),
    )
    .returning('pages')
    .executeTakeFirst();
  return row !== undefined;
}

import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { nowIso } from '../../db/database.ts';

/**
 * Where a period's pages are counted: a subscription's period (shared by everyone the subscription
 * covers, an organization's members included) or a free user's calendar month.
 */
export type UsageCounter =
  | { kind: 'subscription'; subscriptionId: string; periodStart: string }
  | { kind: 'free'; userId: string; periodKey: string };

export async function findPagesUsed(db: Kysely<Database>, counter: UsageCounter): Promise<number> {
  const row =
    counter.kind === 'subscription'
      ? await db
          .selectFrom('subscription_usage')
          .select('pages')
          .where('subscription_id', '=', counter.subscriptionId)
          .where('period_start', '=', counter.periodStart)
          .executeTakeFirst()
      : await db
          .selectFrom('page_usage')
          .select('pages')
          .where('user_id', '=', counter.userId)
          .where('period_key', '=', counter.periodKey)
          .executeTakeFirst();
  return row ? Number(row.pages) : 0;
}

/**
 * Adds pages to the counter in one statement (safe under concurrency). With a `limit`, adds them
 * only if the total stays within it: concurrent requests cannot both pass a check made before
 * either writes. True when the pages were added.
 */
export async function addPagesUsed(
  db: Kysely<Database>,
  counter: UsageCounter,
  pages: number,
  limit?: number,
): Promise<boolean> {
  if (limit !== undefined && pages > limit) return false;
  const updated_at = nowIso();
  if (counter.kind === 'subscription') {
    const row = await db
      .insertInto('subscription_usage')
      .values({
        subscription_id: counter.subscriptionId,
        period_start: counter.periodStart,
        pages,
        updated_at,
      })
      .onConflict((oc) => {
        const update = oc.columns(['subscription_id', 'period_start']).doUpdateSet((eb) => ({
          pages: eb('subscription_usage.pages', '+', eb.ref('excluded.pages')),
          updated_at: eb.ref('excluded.updated_at'),
        }));
        return limit === undefined
          ? update
          : update.where((eb) =>
              eb(eb('subscription_usage.pages', '+', eb.ref('excluded.pages')), '<=', limit),
            );
      })
      .returning('pages')
      .executeTakeFirst();
    return row !== undefined;
  }
  const row = await db
    .insertInto('page_usage')
    .values({ user_id: counter.userId, period_key: counter.periodKey, pages, updated_at })
    .onConflict((oc) => {
      const update = oc.columns(['user_id', 'period_key']).doUpdateSet((eb) => ({
        pages: eb('page_usage.pages', '+', eb.ref('excluded.pages')),
        updated_at: eb.ref('excluded.updated_at'),
      }));
      return limit === undefined
        ? update
        : update.where((eb) => eb(eb('page_usage.pages', '+', eb.ref('excluded.pages')), '<=', limit));
    })
    .returning('pages')
    .executeTakeFirst();
  return row !== undefined;
}

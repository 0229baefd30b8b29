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

/** The key a counter's reservations are held under. */
export const counterKey = (counter: UsageCounter): string =>
  counter.kind === 'subscription'
    ? `s:${counter.subscriptionId}:${counter.periodStart}`
    : `f:${counter.userId}:${counter.periodKey}`;

/** Pages held by live reservations on the counter (lapsed ones hold nothing). */
export async function findPagesHeld(db: Kysely<Database>, counter: UsageCounter): Promise<number> {
  const row = await db
    .selectFrom('page_reservations')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('pages'), eb.lit(0)).as('held'))
    .where('counter_key', '=', counterKey(counter))
    .where('expires_at', '>', nowIso())
    .executeTakeFirst();
  return Number(row?.held ?? 0);
}

/**
 * Holds `pages` on the counter for `ttlMs` when the pages counted, the pages held and these stay
 * within `limit`; false (nothing held) otherwise. The check and the hold are one transaction that
 * first locks the counter's row, so parallel requests cannot both pass the same check.
 */
export async function reservePagesHeld(
  db: Kysely<Database>,
  counter: UsageCounter,
  reservation: { id: string; pages: number; ttlMs: number },
  limit: number | undefined,
): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    await addPagesUsed(trx, counter, 0); // creates and locks the counter row
    const key = counterKey(counter);
    const now = nowIso();
    await trx
      .deleteFrom('page_reservations')
      .where('counter_key', '=', key)
      .where('expires_at', '<=', now)
      .execute();
    if (limit !== undefined) {
      const taken = (await findPagesUsed(trx, counter)) + (await findPagesHeld(trx, counter));
      if (taken + reservation.pages > limit) return false;
    }
    await trx
      .insertInto('page_reservations')
      .values({
        id: reservation.id,
        counter_key: key,
        pages: reservation.pages,
        created_at: now,
        expires_at: new Date(Date.now() + reservation.ttlMs).toISOString(),
      })
      .execute();
    return true;
  });
}

/** Keeps live reservations from lapsing while their request runs. */
export async function renewReservations(
  db: Kysely<Database>,
  ids: readonly string[],
  ttlMs: number,
): Promise<void> {
  if (ids.length === 0) return;
  await db
    .updateTable('page_reservations')
    .set({ expires_at: new Date(Date.now() + ttlMs).toISOString() })
    .where('id', 'in', ids)
    .where('expires_at', '>', nowIso())
    .execute();
}

/**
 * Pages of files, each file named by its key (an HMAC of its bytes): what a request wants to read
 * or has delivered. Page numbers are 1-based.
 */
export type FilePages = ReadonlyArray<{ file: string; pages: readonly number[] }>;

/** A page read again within this long of its count is not counted again (decision 0053). */
export const PAGE_CHARGE_WINDOW_MS = 24 * 60 * 60_000;

const chargeCutoff = () => new Date(Date.now() - PAGE_CHARGE_WINDOW_MS).toISOString();

/** How many of `wanted` pages were not counted on the counter in the last 24 hours. */
export async function countUnchargedPages(
  db: Kysely<Database>,
  counter: UsageCounter,
  wanted: FilePages,
): Promise<number> {
  let uncharged = 0;
  const cutoff = chargeCutoff();
  for (const { file, pages } of wanted) {
    if (pages.length === 0) continue;
    const rows = await db
      .selectFrom('page_charges')
      .select('page')
      .where('counter_key', '=', counterKey(counter))
      .where('file_key', '=', file)
      .where('charged_at', '>', cutoff)
      .execute();
    const charged = new Set(rows.map((row) => Number(row.page)));
    uncharged += new Set(pages.filter((page) => !charged.has(page))).size;
  }
  return uncharged;
}

const CHARGE_ROWS_PER_STATEMENT = 400;

/**
 * Marks `delivered` pages counted now and answers how many of them were new: pages counted in the
 * last 24 hours are not counted again. One upsert per chunk decides it row by row (a page counted
 * by a parallel request in between is not new), so two requests never count the same page twice.
 */
async function chargePages(
  db: Kysely<Database>,
  counter: UsageCounter,
  delivered: FilePages,
): Promise<number> {
  const counter_key = counterKey(counter);
  const charged_at = nowIso();
  const cutoff = chargeCutoff();
  const rows = delivered.flatMap(({ file, pages }) =>
    [...new Set(pages)].map((page) => ({ counter_key, file_key: file, page, charged_at })),
  );
  let added = 0;
  for (let start = 0; start < rows.length; start += CHARGE_ROWS_PER_STATEMENT) {
    const counted = await db
      .insertInto('page_charges')
      .values(rows.slice(start, start + CHARGE_ROWS_PER_STATEMENT))
      .onConflict((oc) =>
        oc
          .columns(['counter_key', 'file_key', 'page'])
          .doUpdateSet((eb) => ({ charged_at: eb.ref('excluded.charged_at') }))
          .where('page_charges.charged_at', '<=', cutoff),
      )
      .returning('page')
      .execute();
    added += counted.length;
  }
  return added;
}

/** Forgets page counts older than the window (they decide nothing any more). */
export async function deleteOldPageCharges(db: Kysely<Database>): Promise<void> {
  await db.deleteFrom('page_charges').where('charged_at', '<=', chargeCutoff()).execute();
}

/**
 * Ends reservations and counts the pages delivered that were not counted in the last 24 hours, in
 * one transaction (all or nothing). Answers the pages counted.
 */
export async function settleReservations(
  db: Kysely<Database>,
  counter: UsageCounter,
  ids: readonly string[],
  delivered: FilePages,
): Promise<number> {
  return db.transaction().execute(async (trx) => {
    if (ids.length) await trx.deleteFrom('page_reservations').where('id', 'in', ids).execute();
    const counted = await chargePages(trx, counter, delivered);
    if (counted !== 0) await addPagesUsed(trx, counter, counted);
    return counted;
  });
}

import { RESOURCE_LIMITS } from '@sladd/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '../../platform/errors.ts';
import { givePlan, makeUser, pagesHeld, pagesUsed } from '../../test/factories.ts';
import { makeCasePdf, makeManyPagesPdf } from '../../test/pdfs.ts';
import { createTestApp, type TestApp, testDialects } from '../../test/test-app.ts';
import { createSubscriptionService } from '../subscription/subscription.service.ts';
import { type BatchService, createBatchService } from './batch.service.ts';

const file = (name: string, bytes: Uint8Array) => ({ name, bytes, type: 'application/pdf' });
const TWO_PAGES = file('sak.pdf', makeCasePdf(2));
const THREE_PAGES = file('vedtak.pdf', makeCasePdf(3));
const BROKEN = file('ødelagt.pdf', new TextEncoder().encode('not a pdf'));

/** The code of the AppError `work` fails with. */
async function failureCode(work: () => Promise<unknown>): Promise<string> {
  try {
    await work();
  } catch (error) {
    if (error instanceof AppError) return error.code;
    throw error;
  }
  throw new Error('expected a failure');
}

// Service tests: the batch service on a real database and the real worker pool, no HTTP.
describe.each(testDialects())('batch service on %s', (dialect) => {
  let t: TestApp;
  let batch: BatchService;
  beforeAll(async () => {
    t = await createTestApp(dialect);
    batch = createBatchService({ pool: t.pool, subscriptions: createSubscriptionService(t.db.kysely) });
  });
  afterAll(async () => t.close());

  it('opens every file, counts its pages, rejects a broken one by name and reserves the valid pages', async () => {
    const user = await makeUser(t.db.kysely);
    await givePlan(t.db.kysely, user, 'pro_monthly');
    const checked = await batch.checkFiles({ userId: user.id }, [TWO_PAGES, BROKEN, THREE_PAGES]);
    expect(checked.valid.map((f) => [f.name, f.index, f.pageCount])).toEqual([
      ['sak.pdf', 0, 2],
      ['vedtak.pdf', 2, 3],
    ]);
    expect(checked.rejected.map((f) => [f.index, f.error.code])).toEqual([[1, 'NOT_A_PDF']]);
    expect(checked.rejected[0]!.error.message).toContain('ødelagt.pdf');
    expect(checked.totalPages).toBe(5);
    // Held for the request, not counted: only what it delivers will be (decision 0051).
    expect(await pagesHeld(t.db.kysely, user)).toBe(5);
    expect(await pagesUsed(t.db.kysely, user)).toBe(0);
    await batch.recordPages({ userId: user.id }, checked.period, 5);
  });

  it('counts only the pages delivered when the request settles, and counts none twice', async () => {
    const user = await makeUser(t.db.kysely);
    await givePlan(t.db.kysely, user, 'pro_monthly', { pagesUsed: 10 });
    const checked = await batch.checkFiles({ userId: user.id }, [TWO_PAGES, THREE_PAGES]);
    expect([await pagesUsed(t.db.kysely, user), await pagesHeld(t.db.kysely, user)]).toEqual([10, 5]);
    await batch.recordPages({ userId: user.id }, checked.period, 2); // the second file failed
    expect([await pagesUsed(t.db.kysely, user), await pagesHeld(t.db.kysely, user)]).toEqual([12, 0]);
    await batch.recordPages({ userId: user.id }, { ...checked.period, reserved: 2 }, 2);
    expect(await pagesUsed(t.db.kysely, user)).toBe(12);
  });

  it('a request that never settles (its process died) counts nothing, and its hold lapses', async () => {
    const user = await makeUser(t.db.kysely);
    const limit = (await createSubscriptionService(t.db.kysely).currentPeriod({ userId: user.id })).limit;
    await givePlan(t.db.kysely, user, 'free', { pagesUsed: limit - 5 });
    await batch.checkFiles({ userId: user.id }, [TWO_PAGES, THREE_PAGES]); // never settled
    // While it is held, the room is taken: a second request does not fit.
    expect(await failureCode(() => batch.checkFiles({ userId: user.id }, [TWO_PAGES]))).toBe(
      'QUOTA_EXCEEDED',
    );
    // The hold's time runs out (no renewal from a dead process): as if three minutes had passed.
    await t.db.kysely
      .updateTable('page_reservations')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .execute();
    expect([await pagesUsed(t.db.kysely, user), await pagesHeld(t.db.kysely, user)]).toEqual([limit - 5, 0]);
    const again = await batch.checkFiles({ userId: user.id }, [TWO_PAGES, THREE_PAGES]);
    await batch.recordPages({ userId: user.id }, again.period, 5);
    expect(await pagesUsed(t.db.kysely, user)).toBe(limit);
  });

  it('refuses a batch past the plan’s pages with QUOTA_EXCEEDED and counts nothing', async () => {
    const user = await makeUser(t.db.kysely);
    const limit = (await createSubscriptionService(t.db.kysely).currentPeriod({ userId: user.id })).limit;
    await givePlan(t.db.kysely, user, 'free', { pagesUsed: limit - 4 });
    expect(await failureCode(() => batch.checkFiles({ userId: user.id }, [TWO_PAGES, THREE_PAGES]))).toBe(
      'QUOTA_EXCEEDED',
    );
    expect(await pagesUsed(t.db.kysely, user)).toBe(limit - 4);
    // What still fits is accepted.
    const fits = await batch.checkFiles({ userId: user.id }, [TWO_PAGES]);
    await batch.recordPages({ userId: user.id }, fits.period, 2);
    expect(await pagesUsed(t.db.kysely, user)).toBe(limit - 2);
  });

  it('answers the first file’s error when no file can be used, and counts nothing', async () => {
    const user = await makeUser(t.db.kysely);
    await givePlan(t.db.kysely, user, 'pro_monthly');
    expect(await failureCode(() => batch.checkFiles({ userId: user.id }, [BROKEN, BROKEN]))).toBe(
      'NOT_A_PDF',
    );
    expect(await pagesUsed(t.db.kysely, user)).toBe(0);
  });

  it('refuses more pages than one request may hold, before any is counted', async () => {
    const user = await makeUser(t.db.kysely);
    await givePlan(t.db.kysely, user, 'business_monthly');
    const half = Math.floor(RESOURCE_LIMITS.maxPagesPerRequest / 2) + 1;
    const big = file('stor.pdf', makeManyPagesPdf(half));
    expect(await failureCode(() => batch.checkFiles({ userId: user.id }, [big, big]))).toBe('TOO_MANY_PAGES');
    expect(await pagesUsed(t.db.kysely, user)).toBe(0);
    // reserve() adds to what the request already holds, with the same ceiling.
    const first = await batch.reserve({ userId: user.id }, half);
    expect(await failureCode(() => batch.reserve({ userId: user.id }, half, first))).toBe('TOO_MANY_PAGES');
    expect(await pagesHeld(t.db.kysely, user)).toBe(half);
    await batch.recordPages({ userId: user.id }, first, 0);
    expect([await pagesUsed(t.db.kysely, user), await pagesHeld(t.db.kysely, user)]).toEqual([0, 0]);
  });
});

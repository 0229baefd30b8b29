import { RESOURCE_LIMITS } from '@sladd/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '../../platform/errors.ts';
import {
  givePlan,
  makeBatchService,
  makeUser,
  pagesHeld,
  pagesUsed,
  somePages,
} from '../../test/factories.ts';
import { makeCasePdf, makeManyPagesPdf } from '../../test/pdfs.ts';
import { createTestApp, type TestApp, testDialects } from '../../test/test-app.ts';
import { createSubscriptionService, PAGE_CHARGE_WINDOW_MS } from '../subscription/subscription.service.ts';
import { allPages, type BatchService } from './batch.service.ts';

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
    batch = makeBatchService(t.db.kysely, t.pool);
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
    await batch.recordPages({ userId: user.id }, checked.period, checked.valid.map(allPages));
  });

  it('counts only the pages delivered when the request settles, and counts none twice', async () => {
    const user = await makeUser(t.db.kysely);
    await givePlan(t.db.kysely, user, 'pro_monthly', { pagesUsed: 10 });
    const checked = await batch.checkFiles({ userId: user.id }, [TWO_PAGES, THREE_PAGES]);
    expect([await pagesUsed(t.db.kysely, user), await pagesHeld(t.db.kysely, user)]).toEqual([10, 5]);
    // The second file failed: only the first one's pages were delivered.
    await batch.recordPages({ userId: user.id }, checked.period, [allPages(checked.valid[0]!)]);
    expect([await pagesUsed(t.db.kysely, user), await pagesHeld(t.db.kysely, user)]).toEqual([12, 0]);
    await batch.recordPages(
      { userId: user.id },
      { ...checked.period, reserved: 2 },
      checked.valid.map(allPages),
    );
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
    await batch.recordPages({ userId: user.id }, again.period, again.valid.map(allPages));
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
    await batch.recordPages({ userId: user.id }, fits.period, fits.valid.map(allPages));
    expect(await pagesUsed(t.db.kysely, user)).toBe(limit - 2);
    // The plan is full for a new file, but the file already read today opens again, for nothing.
    expect(await failureCode(() => batch.checkFiles({ userId: user.id }, [THREE_PAGES]))).toBe(
      'QUOTA_EXCEEDED',
    );
    const again = await batch.checkFiles({ userId: user.id }, [
      file('same bytes, new name.pdf', TWO_PAGES.bytes),
    ]);
    await batch.recordPages({ userId: user.id }, again.period, again.valid.map(allPages));
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
    const first = await batch.reserve({ userId: user.id }, somePages(half, 'a'));
    expect(await failureCode(() => batch.reserve({ userId: user.id }, somePages(half, 'b'), first))).toBe(
      'TOO_MANY_PAGES',
    );
    expect(await pagesHeld(t.db.kysely, user)).toBe(half);
    await batch.recordPages({ userId: user.id }, first, []);
    expect([await pagesUsed(t.db.kysely, user), await pagesHeld(t.db.kysely, user)]).toEqual([0, 0]);
  });

  describe('a page is counted once per file in 24 hours, whatever reads it (decision 0053)', () => {
    const actorOf = (user: { id: string }) => ({ userId: user.id });

    it('opening a file, then detecting and redacting it, counts its pages once', async () => {
      const user = await makeUser(t.db.kysely);
      await givePlan(t.db.kysely, user, 'basic_monthly', { pagesUsed: 239 });
      // The workspace's text read of pages 1–2, then detection and redaction of the whole file.
      for (let run = 0; run < 3; run++) {
        const checked = await batch.checkFiles(actorOf(user), [THREE_PAGES]);
        await batch.recordPages(actorOf(user), checked.period, checked.valid.map(allPages));
      }
      expect(await pagesUsed(t.db.kysely, user)).toBe(242);
      // Other bytes are another file.
      const other = await batch.checkFiles(actorOf(user), [TWO_PAGES]);
      await batch.recordPages(actorOf(user), other.period, other.valid.map(allPages));
      expect(await pagesUsed(t.db.kysely, user)).toBe(244);
    });

    it('counts the pages of a file not read before, and holds no room for the others', async () => {
      const user = await makeUser(t.db.kysely);
      await givePlan(t.db.kysely, user, 'pro_monthly');
      const key = (await batch.checkFiles(actorOf(user), [THREE_PAGES])).valid[0]!.key;
      const first = await batch.reserve(actorOf(user), [{ file: key, pages: [1, 2] }]);
      await batch.recordPages(actorOf(user), first, [{ file: key, pages: [1, 2] }]);
      expect(await pagesUsed(t.db.kysely, user)).toBe(2);
      // Pages 1–3 now: only page 3 is new, so only page 3 is held and counted.
      const whole = await batch.reserve(actorOf(user), [{ file: key, pages: [1, 2, 3] }]);
      expect(await pagesHeld(t.db.kysely, user)).toBe(1 + 3); // + the first checkFiles, never settled
      await batch.recordPages(actorOf(user), whole, [{ file: key, pages: [1, 2, 3] }]);
      expect(await pagesUsed(t.db.kysely, user)).toBe(3);
    });

    it('counts a page again once 24 hours have passed since it was counted', async () => {
      const user = await makeUser(t.db.kysely);
      await givePlan(t.db.kysely, user, 'pro_monthly');
      const first = await batch.checkFiles(actorOf(user), [TWO_PAGES]);
      await batch.recordPages(actorOf(user), first.period, first.valid.map(allPages));
      await t.db.kysely
        .updateTable('page_charges')
        .set({ charged_at: new Date(Date.now() - PAGE_CHARGE_WINDOW_MS - 1000).toISOString() })
        .execute();
      const next = await batch.checkFiles(actorOf(user), [TWO_PAGES]);
      await batch.recordPages(actorOf(user), next.period, next.valid.map(allPages));
      expect(await pagesUsed(t.db.kysely, user)).toBe(4);
    });

    it('two requests delivering the same new pages at once count them once', async () => {
      const user = await makeUser(t.db.kysely);
      await givePlan(t.db.kysely, user, 'pro_monthly');
      const [a, b] = await Promise.all([
        batch.checkFiles(actorOf(user), [THREE_PAGES]),
        batch.checkFiles(actorOf(user), [THREE_PAGES]),
      ]);
      await Promise.all([
        batch.recordPages(actorOf(user), a.period, a.valid.map(allPages)),
        batch.recordPages(actorOf(user), b.period, b.valid.map(allPages)),
      ]);
      expect(await pagesUsed(t.db.kysely, user)).toBe(3);
    });

    it('keeps each person’s count apart: the same file read by someone else is counted for them', async () => {
      const [one, two] = [await makeUser(t.db.kysely), await makeUser(t.db.kysely)];
      for (const user of [one, two]) {
        await givePlan(t.db.kysely, user, 'pro_monthly');
        const checked = await batch.checkFiles(actorOf(user), [TWO_PAGES]);
        await batch.recordPages(actorOf(user), checked.period, checked.valid.map(allPages));
        expect(await pagesUsed(t.db.kysely, user)).toBe(2);
      }
    });

    it('stores a keyed digest of the file, never its bytes or a plain hash of them', async () => {
      const user = await makeUser(t.db.kysely);
      await givePlan(t.db.kysely, user, 'pro_monthly');
      const checked = await batch.checkFiles(actorOf(user), [TWO_PAGES]);
      await batch.recordPages(actorOf(user), checked.period, checked.valid.map(allPages));
      const rows = await t.db.kysely.selectFrom('page_charges').selectAll().execute();
      const { createHash } = await import('node:crypto');
      const plain = createHash('sha256').update(TWO_PAGES.bytes).digest('base64url');
      expect(rows.length).toBeGreaterThan(0);
      for (const row of rows) expect(plain.startsWith(row.file_key)).toBe(false);
    });
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpAndLogIn, type SignedIn } from '../../test/accounts.ts';
import { makeCasePdf, makeFormBombPdf, makeTextPdf, multipart } from '../../test/pdfs.ts';
import { createTestApp, type TestApp, testDialects } from '../../test/test-app.ts';
import { watchPool } from '../../test/pool-watch.ts';
import type { Task } from '../../jobs/task-types.ts';
import { createSubscriptionService } from '../subscription/subscription.service.ts';

// Issue 27, item 1: PDF work must not outlive its request. A file that is slow to read (here a
// form drawn 32,768 times, ~10 s of interpretation) stands in for any costly file; the form bomb
// of the report (one form drawn 2^30 times) is refused before it is read.

/** One mark over the first line of `name`'s page 1. */
const markOn = (name: string) =>
  JSON.stringify({
    [name]: {
      pages: [
        {
          page: 1,
          sensitive: [
            { entity_type: 'PERSON', original_text: 'Kari', bbox: { x0: 70, y0: 60, x1: 300, y1: 80 } },
          ],
        },
      ],
    },
  });

const pagesUsed = async (t: TestApp, userId: string) =>
  (await createSubscriptionService(t.db.kysely).currentPeriod({ userId })).used;

const SLOW = { name: 'treg.pdf', bytes: makeFormBombPdf(15, 400) };
const BOMB = { name: 'bombe.pdf', bytes: makeFormBombPdf(30) };
const SMALL = { name: 'liten.pdf', bytes: makeTextPdf([['Kari Nordmann, telefon 912 34 567.']]) };

/** Waits until `check` holds, polling; returns the milliseconds it took, or Infinity past `ms`. */
async function within(ms: number, check: () => boolean): Promise<number> {
  const start = performance.now();
  while (performance.now() - start < ms) {
    if (check()) return performance.now() - start;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return Number.POSITIVE_INFINITY;
}

describe.each(testDialects())('PDF work that outlives its request, on %s', (dialect) => {
  describe('with the default deadline', () => {
    let t: TestApp;
    let address: string;
    beforeAll(async () => {
      t = await createTestApp(dialect);
      address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    });
    afterAll(async () => t.close());

    it('the form bomb of the report (6 KB, one form drawn 2^30 times) is refused at once, nothing counted', async () => {
      expect(BOMB.bytes.length).toBeLessThan(8_000);
      const user = await signUpAndLogIn(t);
      const started = performance.now();
      const answer = await user.agent.upload('/api/pdf/extract', [BOMB]);
      expect(answer.status).toBe(422);
      expect(answer.body.error.code).toBe('PAGE_TOO_COMPLEX');
      expect(answer.body.error.message).toMatch(/Page 1 draws the same content more than 100,000 times/);
      expect(performance.now() - started).toBeLessThan(5_000);
      const redact = await user.agent.upload('/api/batch/redact', [BOMB], {
        mappings: markOn(BOMB.name),
      });
      expect(redact.body.error.code).toBe('PAGE_TOO_COMPLEX');
      expect(await pagesUsed(t, user.userId)).toBe(0);
    });

    /** Sends `path` with the slow file, and drops the connection once its `kind` task is running. */
    async function dropAfterStart(
      user: SignedIn,
      path: string,
      fields: Record<string, string>,
      kind: Task['kind'],
    ) {
      const watch = watchPool(t.pool);
      const form = multipart([SLOW], fields);
      const cookie = [...user.agent.jar].map(([name, value]) => `${name}=${value}`).join('; ');
      const controller = new AbortController();
      const sent = fetch(`${address}${path}`, {
        method: 'POST',
        body: form.payload,
        headers: { ...form.headers, cookie, 'x-csrf-token': user.agent.jar.get('csrf_token')! },
        signal: controller.signal,
      }).catch(() => undefined);
      // The count has run and the slow task itself holds a thread (not the count, whose signal
      // was always passed on).
      await watch.whenStarted(kind);
      watch.restore();
      await new Promise((resolve) => setTimeout(resolve, 500));
      expect(t.pool.pending()).toBeGreaterThan(0);
      controller.abort();
      await sent;
    }

    for (const [operation, path, fields, kind] of [
      ['extract', '/api/pdf/extract', {}, 'extract'],
      [
        'find words',
        '/api/batch/find_words',
        { bounding_box: JSON.stringify({ page: 1, x0: 0, y0: 0, x1: 612, y1: 792 }) },
        'find-words',
      ],
      ['redact', '/api/batch/redact', { mappings: markOn(SLOW.name) }, 'redact'],
    ] as const) {
      it(`${operation}: a client that goes away stops the work within 2 s (it would read for ~10 s)`, async () => {
        const user = await signUpAndLogIn(t);
        await dropAfterStart(user, path, fields, kind);
        expect(await within(2_000, () => t.pool.pending() === 0)).toBeLessThan(2_000);
        // Its slots are free again, and nothing was counted for work nobody received.
        const next = await user.agent.upload('/api/pdf/extract', [SMALL]);
        expect(next.status).toBe(200);
        expect(await pagesUsed(t, user.userId)).toBe(1);
      });
    }
  });

  describe('with a 3 s deadline per task', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp(dialect, (config) => ({ ...config, taskTimeoutMs: 3_000 }));
      // Both threads started (a thread's start-up, loading the engines, counts against its first task).
      await Promise.all([0, 1].map(() => t.pool.run({ kind: 'count', bytes: SMALL.bytes })));
    });
    afterAll(async () => t.close());

    it('a task past its deadline is stopped: 422 PROCESSING_TIMEOUT, nothing counted, the threads free', async () => {
      const user = await signUpAndLogIn(t);
      const other = await signUpAndLogIn(t);
      const started = performance.now();
      // Both threads of the test pool take one slow file each.
      const [a, b] = await Promise.all([
        user.agent.upload('/api/pdf/extract', [SLOW]),
        user.agent.upload('/api/batch/search', [SLOW], { search_terms: '["Kari"]' }),
      ]);
      // Well before the ~10 s each read would take (the deadline is 3 s; allow for a loaded machine).
      expect(performance.now() - started).toBeLessThan(9_000);
      expect([a.status, a.body.error.code]).toEqual([422, 'PROCESSING_TIMEOUT']);
      expect(a.body.error.message).toMatch(
        /^This file took longer than 3 seconds to read and was stopped, so no pages were counted/,
      );
      expect(a.body.error.details).toEqual({ timeout_seconds: 3 });
      expect(JSON.stringify(b.body)).toContain('PROCESSING_TIMEOUT');
      expect(await pagesUsed(t, user.userId)).toBe(0);
      // The threads are free again (a stopped thread is replaced): another user's file is read.
      expect(t.pool.pending()).toBe(0);
      const answer = await other.agent.upload('/api/pdf/extract', [
        { name: 'sak.pdf', bytes: makeCasePdf(1) },
      ]);
      expect(answer.status).toBe(200);
    });
  });
});

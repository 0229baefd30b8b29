import { afterAll, afterEach, beforeAll, expect, it, vi } from 'vitest';
import { signUpAndLogIn, type SignedIn } from '../../test/accounts.ts';
import { makeCasePdf, multipart } from '../../test/pdfs.ts';
import { type PoolWatch, watchPool } from '../../test/pool-watch.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { createSubscriptionService } from '../subscription/subscription.service.ts';

// The route closes its event stream after the usage write: a promise per stream tells the test
// when the request's work is over, whether or not the client is still there to see it.
const streamsEnded = vi.hoisted(() => [] as Promise<void>[]);
vi.mock('./sse.ts', async (importOriginal) => {
  const actual = await importOriginal<typeof import('./sse.ts')>();
  return {
    ...actual,
    openEventStream(...args: Parameters<typeof actual.openEventStream>) {
      const stream = actual.openEventStream(...args);
      let ended = () => {};
      streamsEnded.push(new Promise((resolve) => (ended = resolve)));
      return {
        ...stream,
        close() {
          stream.close();
          ended();
        },
      };
    },
  };
});

let t: TestApp;
let address: string;
beforeAll(async () => {
  t = await createTestApp('sqlite');
  address = await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => t.close());
afterEach(() => vi.restoreAllMocks());

const FORM = { use_fast: 'True', requested_entities: '["ALL_FAST"]', threshold: '0.5' };

async function premiumUser(): Promise<SignedIn> {
  const user = await signUpAndLogIn(t);
  await createSubscriptionService(t.db.kysely).grantPlan(user.email, 'pro_monthly');
  return user;
}

/**
 * Starts a streamed batch and reads until `until` appears; returns what was read, the abort and
 * the end of the server's work. Detection tasks after the first two (one per thread) are held back
 * until the abort, so the batch surely has pages left when the client goes.
 */
async function startBatch(user: SignedIn, form: ReturnType<typeof multipart>, until: string) {
  const pool = watchPool(t.pool, { hold: (task, index) => task.kind === 'detect' && index > 2 });
  const cookie = [...user.agent.jar].map(([name, value]) => `${name}=${value}`).join('; ');
  const controller = new AbortController();
  const response = await fetch(`${address}/api/batch/multi_detect?stream=true`, {
    method: 'POST',
    body: form.payload,
    headers: { ...form.headers, cookie, 'x-csrf-token': user.agent.jar.get('csrf_token')! },
    signal: controller.signal,
  });
  expect(response.status).toBe(200);
  const reader = response.body!.getReader();
  let text = '';
  while (!text.includes(until)) text += new TextDecoder().decode((await reader.read()).value);
  const ended = streamsEnded.at(-1)!;
  return {
    text,
    pool,
    stop() {
      pool.release();
      controller.abort();
    },
    /** Waits (within the test's timeout) until the request's work, usage write included, is over. */
    async finished() {
      await ended;
      await pool.settled();
      pool.restore();
    },
  };
}

async function pagesUsed(user: SignedIn, pool: PoolWatch): Promise<number> {
  expect(t.pool.pending()).toBe(0);
  expect(pool.held()).toBe(0);
  return (await user.agent.get('/api/subscription/current')).body.data.usage.pages_used;
}

it('stops working on a batch when the client disconnects (the stop button)', async () => {
  const user = await premiumUser();
  const files = Array.from({ length: 10 }, (_, i) => ({ name: `sak-${i}.pdf`, bytes: makeCasePdf(40) }));
  // Options after the files: nothing starts before the upload has ended, so the batch is surely
  // still running at its first page.
  const batch = await startBatch(
    user,
    multipart(files, FORM, 'files', { filesFirst: true }),
    'event: page_completed',
  );
  expect(batch.pool.held()).toBe(8);
  batch.stop();
  await batch.finished();
  // Only the pages of files finished before the stop are counted; had the work gone on, all 400.
  expect(await pagesUsed(user, batch.pool)).toBeLessThan(400);
});

it('stops a batch that started during its upload as well', async () => {
  const user = await premiumUser();
  // 1,200 pages: seconds of work on two threads, far more than the in-memory upload takes.
  const files = Array.from({ length: 20 }, (_, i) => ({ name: `stor-${i}.pdf`, bytes: makeCasePdf(60) }));
  const batch = await startBatch(user, multipart(files, FORM), 'event: reading_files');
  batch.stop();
  await batch.finished();
  expect(await pagesUsed(user, batch.pool)).toBeLessThan(1200);
});

import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { signUpAndLogIn, type SignedIn } from '../../test/accounts.ts';
import { pagesUsed } from '../../test/factories.ts';
import {
  FAST_DETECT_FORM,
  makeCasePdf,
  makeScanPdf,
  makeTextPdf,
  multipart,
  popplerText,
} from '../../test/pdfs.ts';
import { startFaultProxy, type FaultProxy } from '../../test/fault-proxy.ts';
import { createTestApp, type TestApp, testDialects } from '../../test/test-app.ts';
import { createSubscriptionService } from '../../modules/subscription/subscription.service.ts';
import { createQueuePool, type QueuePool } from './queue-pool.ts';
import { startQueueWorker, type QueueWorker } from './queue-worker.ts';
import { eventsByFile, parseEventStream } from '../../test/event-stream.ts';

const REDIS = process.env.TEST_REDIS_URL;
/** This file's own Redis database, so other tests' keys never mix with the ones checked here. */
function redisDb(index: number): string {
  const url = new URL(REDIS!);
  url.pathname = `/${index}`;
  return url.toString();
}
const quiet = { info: () => {}, warn: () => {} };

const parse = parseEventStream;
const byFile = eventsByFile;

const FILES = [
  { name: 'sak.pdf', bytes: makeCasePdf(3) },
  {
    name: 'epost.pdf',
    bytes: makeTextPdf([['Ola Hansen har e-post ola.hansen@example.no og konto 1234.56.78903.']]),
  },
  { name: 'tekst.txt.pdf', bytes: new TextEncoder().encode('not a pdf') },
];

describe.skipIf(!REDIS).each(testDialects())(
  REDIS ? 'JOBS=queue (BullMQ workers) on %s' : 'JOBS=queue on %s — skipped: TEST_REDIS_URL is not set',
  (dialect) => {
    let t: TestApp;
    let redis: Redis;
    let worker: QueueWorker;
    let pool: QueuePool;
    let app: FastifyInstance;
    let embedded: SignedIn;
    let queued: SignedIn;
    beforeAll(async () => {
      const url = redisDb(7);
      redis = new Redis(url);
      await redis.flushdb();
      t = await createTestApp(dialect);
      worker = await startQueueWorker({ redisUrl: url, concurrency: 2, log: quiet });
      pool = await createQueuePool({ redisUrl: url, log: quiet });
      app = await buildApp({
        config: { ...t.config, jobs: { mode: 'queue', redisUrl: url, waitMs: 60_000, lockMs: 15_000 } },
        db: t.db,
        pool,
      });
      await app.ready();
      embedded = await signUpAndLogIn(t);
      queued = await signUpAndLogIn({ ...t, app });
      const subscriptions = createSubscriptionService(t.db.kysely);
      await subscriptions.grantPlan(embedded.email, 'pro_monthly');
      await subscriptions.grantPlan(queued.email, 'pro_monthly');
    });
    afterAll(async () => {
      await app?.close();
      await pool?.close();
      await worker?.close();
      await t?.close();
      redis?.disconnect();
    });

    /** Keys of payloads and results left in Redis, and any value there that holds a PDF. */
    async function leftovers() {
      const keys = await redis.keys('sladd:jobs:*');
      const pdfs: string[] = [];
      for (const key of await redis.keys('*')) {
        const type = await redis.type(key);
        const values =
          type === 'string'
            ? [await redis.getBuffer(key)]
            : type === 'hash'
              ? Object.values(await redis.hgetallBuffer(key))
              : [];
        if (values.some((value) => value?.includes('%PDF'))) pdfs.push(key);
      }
      return { keys, pdfs };
    }

    it('the detection stream gives the same events and entities as the embedded mode', async () => {
      const a = await embedded.agent.upload('/api/batch/multi_detect?stream=true', FILES, FAST_DETECT_FORM);
      const b = await queued.agent.upload('/api/batch/multi_detect?stream=true', FILES, FAST_DETECT_FORM);
      const [here, there] = [parse(a.raw.body), parse(b.raw.body)];
      expect(there.map((e) => e.event)).toContain('file_completed');
      expect(byFile(there)).toEqual(byFile(here));
      // Something was found, the same in both: an e-mail address and the case's fødselsnummer.
      const found = JSON.stringify(byFile(there));
      expect(found).toContain('ola.hansen@example.no');
      expect(there.filter((e) => e.event === 'error').map((e) => e.data.error_code)).toEqual(['NOT_A_PDF']);
      // The same pages counted for the same work.
      expect(await pagesUsed(t.db.kysely, { id: queued.userId } as never)).toBe(
        await pagesUsed(t.db.kysely, { id: embedded.userId } as never),
      );
    });

    it('a scanned page is read by OCR in the workers: the same events and entities as embedded', async () => {
      const scan = {
        name: 'skann.pdf',
        bytes: makeScanPdf(makeTextPdf([['Saken gjelder Kari Nordmann, telefon 912 34 567.']])),
      };
      const a = await embedded.agent.upload('/api/batch/multi_detect?stream=true', [scan], FAST_DETECT_FORM);
      const b = await queued.agent.upload('/api/batch/multi_detect?stream=true', [scan], FAST_DETECT_FORM);
      const there = parse(b.raw.body);
      expect(there.map((e) => e.event)).toContain('page_ocr_completed');
      expect(JSON.stringify(byFile(there))).toContain('912 34 567');
      expect(byFile(there)).toEqual(byFile(parse(a.raw.body)));
    });

    it('redacts through the workers: the marked text is gone for pdftotext', async () => {
      const file = { name: 'sak.pdf', bytes: makeCasePdf(2) };
      const found = await queued.agent.upload('/api/batch/search', [file], {
        search_terms: '["Kari Nordmann"]',
      });
      expect(found.status).toBe(200);
      const box = found.body.data.file_results[0].results.match_details.pages[0].matches[0].bbox;
      const response = await queued.agent.upload('/api/batch/redact', [file], {
        mappings: JSON.stringify({
          'sak.pdf': {
            pages: [
              { page: 1, sensitive: [{ entity_type: 'SEARCH', original_text: 'Kari Nordmann', bbox: box }] },
            ],
          },
        }),
      });
      expect(response.status).toBe(200);
      expect(response.raw.headers['content-type']).toBe('application/pdf');
      const [first, second] = popplerText(response.raw.rawPayload).split('\f');
      expect(first).not.toContain('Kari Nordmann');
      expect(second).toContain('Kari Nordmann');
    });

    it('a bad file is answered with its own error, as in the embedded mode', async () => {
      const response = await queued.agent.upload('/api/pdf/extract', [FILES[2]!]);
      expect([response.status, response.body.error.code]).toEqual([415, 'NOT_A_PDF']);
    });

    it('the stop button (client gone) cancels the jobs; usage is only what was done; no key is left', async () => {
      const address = await app.listen({ port: 0, host: '127.0.0.1' });
      const files = Array.from({ length: 6 }, (_, i) => ({
        name: `lang-${i}.pdf`,
        bytes: makeCasePdf(60, i),
      }));
      const form = multipart(files, FAST_DETECT_FORM);
      const cookie = [...queued.agent.jar].map(([name, value]) => `${name}=${value}`).join('; ');
      const before = await pagesUsed(t.db.kysely, { id: queued.userId } as never);
      const controller = new AbortController();
      const response = await fetch(`${address}/api/batch/multi_detect?stream=true`, {
        method: 'POST',
        body: form.payload,
        headers: { ...form.headers, cookie, 'x-csrf-token': queued.agent.jar.get('csrf_token')! },
        signal: controller.signal,
      });
      const reader = response.body!.getReader();
      let text = '';
      while (!text.includes('event: page_completed'))
        text += new TextDecoder().decode((await reader.read()).value);
      controller.abort();
      // Within a few seconds nothing runs or waits any more, in this process or in the queue.
      await expect
        .poll(async () => ({ pending: pool.pending(), running: worker.running(), ...(await pool.stats()) }), {
          timeout: 10_000,
          interval: 100,
        })
        .toEqual({ pending: 0, running: 0, waiting: 0, active: 0, delayed: 0, failed: 0 });
      await expect
        .poll(async () => (await pagesUsed(t.db.kysely, { id: queued.userId } as never)) - before, {
          timeout: 5000,
        })
        .toBeLessThan(360);
      await expect.poll(leftovers, { timeout: 5000 }).toEqual({ keys: [], pdfs: [] });
    });

    it('after batches, no file, result or PDF-shaped value is left in Redis', async () => {
      await queued.agent.upload('/api/batch/multi_detect?stream=true', FILES, FAST_DETECT_FORM);
      await expect.poll(leftovers, { timeout: 5000 }).toEqual({ keys: [], pdfs: [] });
      expect(await pool.workers()).toBeGreaterThan(0);
    });
  },
);

describe('JOBS=queue with Redis unreachable', () => {
  let t: TestApp;
  let app: FastifyInstance;
  let pool: QueuePool;
  const lines: string[] = [];
  beforeAll(async () => {
    t = await createTestApp('sqlite');
    // Port 1 on loopback refuses every connection at once.
    const log = { info: () => {}, warn: (_fields: object, message: string) => lines.push(message) };
    pool = await createQueuePool({ redisUrl: 'redis://127.0.0.1:1', log });
    app = await buildApp({
      config: {
        ...t.config,
        jobs: { mode: 'queue', redisUrl: 'redis://127.0.0.1:1', waitMs: 60_000, lockMs: 15_000 },
      },
      db: t.db,
      pool,
    });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await pool.close();
    await t.close();
  });

  it('a batch gets a clear error event, a plain request a 503, the log one line; no pages are counted', async () => {
    const user = await signUpAndLogIn({ ...t, app });
    await createSubscriptionService(t.db.kysely).grantPlan(user.email, 'pro_monthly');
    const stream = await user.agent.upload(
      '/api/batch/multi_detect?stream=true',
      FILES.slice(0, 1),
      FAST_DETECT_FORM,
    );
    const errors = parse(stream.raw.body).filter((e) => e.event === 'error');
    expect(errors).toEqual([
      expect.objectContaining({
        event: 'error',
        data: expect.objectContaining({
          error_code: 'SERVICE_UNAVAILABLE',
          error_message: expect.stringMatching(
            /job queue \(Redis\) is unreachable.*check that Redis at REDIS_URL/,
          ),
        }),
      }),
    ]);
    const search = await user.agent.upload('/api/batch/search', FILES.slice(0, 1), {
      search_terms: '["Kari"]',
    });
    expect([search.status, search.body.error.code]).toEqual([503, 'SERVICE_UNAVAILABLE']);
    expect(await pagesUsed(t.db.kysely, { id: user.userId } as never)).toBe(0);
    expect(lines).toEqual([expect.stringMatching(/job queue \(Redis\) is unreachable/)]);
  });

  it('/api/health answers 503 naming the job queue', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(503);
    const { error } = response.json();
    expect(error.code).toBe('SERVICE_UNAVAILABLE');
    expect(error.details.checks).toMatchObject({ database: 'ok', queue: 'unavailable' });
    expect(error.message).toContain('The job queue (Redis) does not answer');
  });
});

describe.skipIf(!REDIS)(
  REDIS
    ? 'JOBS=queue when Redis goes away mid-batch'
    : 'JOBS=queue when Redis goes away — skipped: TEST_REDIS_URL is not set',
  () => {
    let t: TestApp;
    let worker: QueueWorker;
    let pool: QueuePool;
    let app: FastifyInstance;
    let proxy: FaultProxy;
    const lines: string[] = [];
    beforeAll(async () => {
      const url = redisDb(6);
      const redis = new Redis(url);
      await redis.flushdb();
      redis.disconnect();
      t = await createTestApp('sqlite');
      worker = await startQueueWorker({ redisUrl: url, concurrency: 2, log: quiet });
      proxy = await startFaultProxy(url);
      const viaProxy = proxy.url;
      const log = {
        info: (_fields: object, message: string) => lines.push(message),
        warn: (_fields: object, message: string) => lines.push(message),
      };
      pool = await createQueuePool({ redisUrl: viaProxy, log });
      app = await buildApp({
        config: { ...t.config, jobs: { mode: 'queue', redisUrl: viaProxy, waitMs: 60_000, lockMs: 15_000 } },
        db: t.db,
        pool,
      });
      await app.ready();
    });
    afterAll(async () => {
      await app?.close();
      await pool?.close();
      await worker?.close();
      await t?.close();
      await proxy?.close();
    });

    it('the files not done get a clear error event at once, only done pages are counted, and work resumes when Redis is back', async () => {
      const user = await signUpAndLogIn({ ...t, app });
      await createSubscriptionService(t.db.kysely).grantPlan(user.email, 'pro_monthly');
      const address = await app.listen({ port: 0, host: '127.0.0.1' });
      const files = Array.from({ length: 6 }, (_, i) => ({
        name: `lang-${i}.pdf`,
        bytes: makeCasePdf(60, i),
      }));
      const form = multipart(files, FAST_DETECT_FORM);
      const cookie = [...user.agent.jar].map(([name, value]) => `${name}=${value}`).join('; ');
      const response = await fetch(`${address}/api/batch/multi_detect?stream=true`, {
        method: 'POST',
        body: form.payload,
        headers: { ...form.headers, cookie, 'x-csrf-token': user.agent.jar.get('csrf_token')! },
      });
      const reader = response.body!.getReader();
      let text = '';
      let cut: Promise<void> | undefined;
      const started = performance.now();
      for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) {
        text += new TextDecoder().decode(chunk.value);
        if (!cut && text.includes('event: page_completed')) cut = Promise.resolve(proxy.reset());
      }
      await cut;
      // The stream ended within seconds (no waiting for a time-out), every file accounted for.
      expect(performance.now() - started).toBeLessThan(15_000);
      const events = parse(text);
      const completed = events.filter((e) => e.event === 'file_completed').length;
      const errors = events.filter((e) => e.event === 'error');
      expect(errors.length).toBeGreaterThan(0);
      expect(completed + errors.length).toBe(6);
      for (const error of errors) {
        expect(error.data.error_code).toBe('SERVICE_UNAVAILABLE');
        expect(error.data.error_message).toMatch(/job queue \(Redis\) is unreachable/);
      }
      expect(await pagesUsed(t.db.kysely, { id: user.userId } as never)).toBe(completed * 60);
      expect(lines).toContain(
        'The job queue (Redis) is unreachable: PDF work fails with SERVICE_UNAVAILABLE until it is back',
      );
      // Redis is back: the same process works again.
      proxy.restore();
      await expect
        .poll(
          async () =>
            (await user.agent.upload('/api/pdf/extract', [{ name: 'a.pdf', bytes: makeCasePdf(1) }])).status,
          {
            timeout: 15_000,
            interval: 500,
          },
        )
        .toBe(200);
      expect(lines).toContain('The job queue (Redis) is reachable again');
    });
  },
);

describe.skipIf(!REDIS)(
  REDIS
    ? 'JOBS=queue: a file that stops its workers'
    : 'JOBS=queue: a file that stops its workers — skipped: TEST_REDIS_URL is not set',
  () => {
    it('is taken by another worker after the lock runs out, and fails with a clear error past the limit', async () => {
      const url = redisDb(5);
      const redis = new Redis(url);
      await redis.flushdb();
      const pool = await createQueuePool({ redisUrl: url, log: quiet });
      // Worker A takes the job and then "dies": its task never ends and it stops renewing the lock.
      let taken: () => void = () => {};
      const takenByA = new Promise<void>((resolve) => (taken = resolve));
      const stuck = {
        run: () => (taken(), new Promise<never>(() => {})),
        pending: () => 0,
        close: async () => {},
      };
      const a = await startQueueWorker({
        redisUrl: url,
        concurrency: 1,
        log: quiet,
        pool: stuck,
        lockDuration: 1000,
      });
      const run = pool.run({ kind: 'count', bytes: makeCasePdf(1) });
      run.catch(() => {});
      await takenByA;
      const closed = a.close({ force: true });
      // Worker B finds the job stalled; with no stall allowed it fails the job and says why.
      const b = await startQueueWorker({
        redisUrl: url,
        concurrency: 1,
        log: quiet,
        lockDuration: 1000,
        stalledInterval: 500,
        maxStalledCount: 0,
      });
      await expect(run).rejects.toMatchObject({
        code: 'INTERNAL_ERROR',
        message: expect.stringMatching(/stopped its worker more than 0 times and was not processed/),
      });
      await expect.poll(() => redis.keys('sladd:jobs:*'), { timeout: 5000 }).toEqual([]);
      await Promise.all([closed, b.close(), pool.close()]);
      redis.disconnect();
    });
  },
);

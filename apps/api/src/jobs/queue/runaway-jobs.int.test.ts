import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeDenseTextPdf, makeFormBombPdf, makeTextPdf } from '../../test/pdfs.ts';
import { createQueuePool, type QueuePool } from './queue-pool.ts';
import { startQueueWorker, type QueueWorker } from './queue-worker.ts';

// Issue 27, item 1, in queue mode: a job has a deadline in its worker, stops when its client goes,
// and a worker told to stop (SIGTERM) leaves within JOBS_STOP_SECONDS, handing its running jobs
// back to the queue for another worker.

const REDIS = process.env.TEST_REDIS_URL;
const ROOT = fileURLToPath(new URL('../../../../../', import.meta.url));
const quiet = { info: () => {}, warn: () => {} };
/** This file's own Redis database. */
function redisDb(index: number): string {
  const url = new URL(REDIS!);
  url.pathname = `/${index}`;
  return url.toString();
}

// ~10 s of interpretation per read of page 1 (a form drawn 32,768 times), a few kilobytes.
const SLOW = makeFormBombPdf(15, 400);
const SMALL = makeTextPdf([['Kari Nordmann, telefon 912 34 567.']]);

async function until(ms: number, check: () => Promise<boolean> | boolean): Promise<number> {
  const start = performance.now();
  while (performance.now() - start < ms) {
    if (await check()) return performance.now() - start;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return Number.POSITIVE_INFINITY;
}

describe.skipIf(!REDIS)(
  REDIS
    ? 'JOBS=queue: work that outlives its request'
    : 'JOBS=queue work limits — skipped: TEST_REDIS_URL is not set',
  () => {
    const url = REDIS ? redisDb(9) : '';
    let redis: Redis;
    let pool: QueuePool;
    beforeAll(async () => {
      redis = new Redis(url);
      await redis.flushdb();
      pool = await createQueuePool({ redisUrl: url, log: quiet });
    });
    afterAll(async () => {
      await pool?.close();
      redis?.disconnect();
    });

    describe('a worker with a 3 s deadline per task', () => {
      let worker: QueueWorker;
      beforeAll(async () => {
        worker = await startQueueWorker({ redisUrl: url, concurrency: 1, log: quiet, taskTimeoutMs: 3_000 });
        await pool.run({ kind: 'count', bytes: SMALL }); // the thread started
      });
      afterAll(async () => worker?.close());

      it('a job past its deadline answers PROCESSING_TIMEOUT and the worker takes the next job', async () => {
        const started = performance.now();
        await expect(
          pool.run({ kind: 'extract', bytes: SLOW, firstPage: 1, lastPage: 1 }),
        ).rejects.toMatchObject({ code: 'PROCESSING_TIMEOUT', details: { timeout_seconds: 3 } });
        expect(performance.now() - started).toBeLessThan(8_000);
        await expect(pool.run({ kind: 'count', bytes: SMALL })).resolves.toMatchObject({ pageCount: 1 });
      });

      it('a job whose client goes away stops in its worker within 2 s', async () => {
        const controller = new AbortController();
        const running = pool
          .run(
            { kind: 'find-words', bytes: SLOW, page: 1, box: { x0: 0, y0: 0, x1: 612, y1: 792 } },
            {
              signal: controller.signal,
            },
          )
          .catch((error: unknown) => error);
        expect(await until(5_000, () => worker.running() === 1)).toBeLessThan(5_000);
        controller.abort(new Error('client disconnected'));
        await running;
        expect(await until(2_000, () => worker.running() === 0)).toBeLessThan(2_000);
      });
    });

    // Alone on the queue: the only worker is the watched one.
    it('a large extract answer (issue 27, item 4) crosses the queue once: its worker is not taken for dead', async () => {
      const warnings: string[] = [];
      const watched = await startQueueWorker({
        redisUrl: url,
        concurrency: 1,
        log: { info: () => {}, warn: (_fields, message) => warnings.push(message) },
        // A short lock: a worker whose event loop stalled on a big answer would lose it.
        lockDuration: 2_000,
        stalledInterval: 1_000,
      });
      try {
        const answer = await pool.run<{ pages: { json: Uint8Array }[] }>({
          kind: 'extract',
          bytes: makeDenseTextPdf(3, 150_000),
          firstPage: 1,
          lastPage: 3,
        });
        // One page of about 7 MB of JSON: the rest is left for next_page.
        expect(answer.pages).toHaveLength(1);
        expect(answer.pages[0]!.json.length).toBeGreaterThan(5_000_000);
        expect(warnings.filter((message) => /stalled/.test(message))).toEqual([]);
      } finally {
        await watched.close();
      }
    });

    it('SIGTERM: a `sladd worker` leaves within JOBS_STOP_SECONDS and hands its job to another worker', async () => {
      const child = spawn(
        process.execPath,
        ['--import', 'tsx', 'apps/api/src/cli/main.ts', 'worker', '--concurrency', '1'],
        {
          cwd: ROOT,
          env: {
            PATH: process.env.PATH,
            HOME: process.env.HOME,
            NODE_ENV: 'production',
            REDIS_URL: url,
            JOBS_STOP_SECONDS: '1',
            JOBS_LOCK_SECONDS: '5',
          },
          stdio: ['ignore', 'pipe', 'pipe'],
        },
      );
      let output = '';
      child.stdout.on('data', (chunk: Buffer) => (output += String(chunk)));
      child.stderr.on('data', (chunk: Buffer) => (output += String(chunk)));
      const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
      expect(await until(30_000, () => output.includes('Sladd worker is running'))).toBeLessThan(30_000);

      const job = pool.run({ kind: 'extract', bytes: SLOW, firstPage: 1, lastPage: 1 }).then(
        () => 'answered',
        (error: { code?: string }) => error.code,
      );
      expect(await until(20_000, async () => (await pool.stats()).active === 1)).toBeLessThan(20_000);
      await new Promise((resolve) => setTimeout(resolve, 500));
      const signalled = performance.now();
      child.kill('SIGTERM');
      expect(await exited).toBe(0);
      // Its grace (1 s), then the running job was stopped and put back.
      expect(performance.now() - signalled).toBeLessThan(6_000);
      expect(output).toContain('job handed back to the queue (worker stopping)');
      expect(output).toMatch(/"handed_back":1/);

      // Another worker takes the job; its client was kept waiting and gets that worker's answer.
      const next = await startQueueWorker({
        redisUrl: url,
        concurrency: 1,
        log: quiet,
        taskTimeoutMs: 3_000,
      });
      try {
        expect(await job).toBe('PROCESSING_TIMEOUT');
      } finally {
        await next.close();
      }
    });
  },
);

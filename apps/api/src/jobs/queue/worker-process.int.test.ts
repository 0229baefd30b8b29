import type { ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import { startFaultProxy, type FaultProxy } from '../../test/fault-proxy.ts';
import { startNodeProcess } from '../../test/node-process.ts';
import { makeCasePdf } from '../../test/pdfs.ts';
import { createQueuePool } from './queue-pool.ts';

const REDIS = process.env.TEST_REDIS_URL;
const TOKEN = 'worker-metrics-token-0123456789abcdef-0123';

const freePort = () =>
  new Promise<number>((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });

const startWorker = (env: NodeJS.ProcessEnv) =>
  startNodeProcess(['apps/api/src/cli/main.ts', 'worker', '--concurrency', '1'], env);

const children: ChildProcess[] = [];
afterAll(() => {
  for (const child of children)
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
});

// Issue 29: a worker's own health and metrics, and a worker that leaves on SIGTERM even when
// Redis has gone silent (it used to wait for the network forever).
describe.skipIf(!REDIS)(
  REDIS ? 'a `sladd worker` process' : 'a `sladd worker` process — skipped: TEST_REDIS_URL is not set',
  () => {
    let proxy: FaultProxy;
    afterAll(async () => {
      proxy?.restore();
      await proxy?.close();
    });

    it('serves its health and token-guarded metrics, counts its pages, and leaves on SIGTERM with Redis black-holed', async () => {
      const url = new URL(REDIS!);
      url.pathname = '/15';
      const redis = new Redis(url.toString());
      await redis.flushdb();
      proxy = await startFaultProxy(url.toString());
      const port = await freePort();
      const worker = startWorker({
        REDIS_URL: proxy.url,
        WORKER_METRICS_PORT: String(port),
        METRICS_TOKEN: TOKEN,
        JOBS_STOP_SECONDS: '2',
      });
      children.push(worker.child);
      const base = `http://127.0.0.1:${port}`;
      await expect
        .poll(() => worker.lines.some((l) => l.includes(`health on ${base}/health`)), { timeout: 60_000 })
        .toBe(true);

      const health = await fetch(`${base}/health`);
      expect(health.status).toBe(200);
      expect(await health.json()).toEqual({ status: 'ok', running: 0, redis: 'ok' });
      expect((await fetch(`${base}/metrics`)).status).toBe(401);
      expect((await fetch(`${base}/metrics`, { headers: { authorization: 'Bearer wrong' } })).status).toBe(
        401,
      );

      const pool = await createQueuePool({
        redisUrl: url.toString(),
        log: { info: () => {}, warn: () => {} },
      });
      try {
        await pool.run({
          kind: 'detect',
          bytes: makeCasePdf(3),
          request: { methods: { fast: ['ALL_FAST'] }, threshold: 0.5, removeWords: [] },
        });
      } finally {
        await pool.close();
      }
      const metrics = await (
        await fetch(`${base}/metrics`, { headers: { authorization: `Bearer ${TOKEN}` } })
      ).text();
      expect(metrics).toMatch(/^sladd_worker_pages_total 3$/m);
      expect(metrics).toMatch(/^sladd_worker_jobs_total\{kind="detect",outcome="ok"\} 1$/m);
      expect(metrics).toMatch(/^sladd_up\{part="redis"\} 1$/m);
      expect(metrics).toMatch(/^sladd_worker_stalled_jobs_total 0$/m);
      expect(metrics).toMatch(/^process_cpu_seconds_total /m);

      // Redis goes silent; SIGTERM: the worker leaves within JOBS_STOP_SECONDS + 5 s, not never.
      proxy.blackhole();
      const stopped = performance.now();
      worker.child.kill('SIGTERM');
      const code = await Promise.race([
        worker.exited,
        new Promise<'hung'>((resolve) => setTimeout(() => resolve('hung'), 15_000)),
      ]);
      expect(code).not.toBe('hung');
      expect(performance.now() - stopped).toBeLessThan(2000 + 5000 + 3000);
      redis.disconnect();
    }, 120_000);
  },
);

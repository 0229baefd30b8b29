import { createServer, type Server } from 'node:http';
import type { Registry } from 'prom-client';
import { hasMetricsToken } from '../../platform/metrics-route.ts';
import type { QueueWorker, WorkerJobOutcome } from './queue-worker.ts';

/**
 * A `sladd worker`'s own health and metrics (WORKER_METRICS_PORT; issue 29): an API process only
 * sees the queue, so a worker that hangs, loses Redis or burns CPU is seen here.
 *   GET /health   200 {status:'ok', running, redis:'ok'} or 503 when Redis is unreachable (public:
 *                 no figures beyond the job count).
 *   GET /metrics  Prometheus text with `Authorization: Bearer $METRICS_TOKEN`; 404 when no token is
 *                 set. Process CPU and memory (prom-client defaults) make per-page CPU measurable:
 *                 rate(process_cpu_seconds_total) / rate(sladd_worker_pages_total).
 * Labels come from fixed sets (task kind, outcome): never a file name, a user or document text.
 */
export interface WorkerEndpoint {
  /** Give to startQueueWorker as onJob. */
  onJob(job: { kind: string; outcome: WorkerJobOutcome; seconds: number; pages: number }): void;
  /** Give to startQueueWorker as onStalled. */
  onStalled(): void;
  /** Starts serving once the worker exists; resolves to the address it listens on. */
  listen(worker: QueueWorker, port: number, host: string): Promise<string>;
  close(): Promise<void>;
}

export async function createWorkerEndpoint(token: string | undefined): Promise<WorkerEndpoint> {
  const { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } = await import('prom-client');
  const registry: Registry = new Registry();
  collectDefaultMetrics({ register: registry });
  let worker: QueueWorker | undefined;
  const jobs = new Counter({
    name: 'sladd_worker_jobs_total',
    help: 'Jobs this worker ran, by task kind and outcome (ok, rejected, error, stopped, requeued).',
    labelNames: ['kind', 'outcome'] as const,
    registers: [registry],
  });
  const pages = new Counter({
    name: 'sladd_worker_pages_total',
    help: 'Pages this worker processed (page events of detection jobs).',
    registers: [registry],
  });
  const stalls = new Counter({
    name: 'sladd_worker_stalled_jobs_total',
    help: 'Jobs of dead workers this worker found stalled and put back in the queue.',
    registers: [registry],
  });
  const seconds = new Histogram({
    name: 'sladd_worker_job_duration_seconds',
    help: 'Run time of a job in this worker (no queue wait), by task kind.',
    labelNames: ['kind'] as const,
    buckets: [0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60, 180],
    registers: [registry],
  });
  new Gauge({
    name: 'sladd_worker_jobs_running',
    help: 'Jobs running in this worker now.',
    registers: [registry],
    collect() {
      this.set(worker?.running() ?? 0);
    },
  });
  new Gauge({
    name: 'sladd_up',
    help: 'Whether a part this process needs answers now (1) or not (0): redis.',
    labelNames: ['part'] as const,
    registers: [registry],
    collect() {
      this.set({ part: 'redis' }, worker?.redisReady() ? 1 : 0);
    },
  });

  let server: Server | undefined;
  return {
    onStalled: () => stalls.inc(),
    onJob(job) {
      jobs.inc({ kind: job.kind, outcome: job.outcome });
      seconds.observe({ kind: job.kind }, job.seconds);
      if (job.pages > 0) pages.inc(job.pages);
    },
    listen(given, port, host) {
      worker = given;
      server = createServer((request, response) => {
        const path = (request.url ?? '/').split('?')[0];
        const send = (status: number, type: string, body: string) => {
          response.writeHead(status, { 'content-type': type, 'cache-control': 'no-store' });
          response.end(body);
        };
        if (request.method !== 'GET') return send(405, 'text/plain', 'Method not allowed\n');
        if (path === '/health') {
          const up = worker?.redisReady() ?? false;
          return send(
            up ? 200 : 503,
            'application/json',
            JSON.stringify({
              status: up ? 'ok' : 'degraded',
              running: worker?.running() ?? 0,
              redis: up ? 'ok' : 'unavailable',
            }),
          );
        }
        if (path === '/metrics' && token) {
          if (!hasMetricsToken(request.headers.authorization, token))
            return send(
              401,
              'text/plain',
              'A valid metrics token is needed: Authorization: Bearer <METRICS_TOKEN>.\n',
            );
          void registry.metrics().then(
            (text) => send(200, registry.contentType, text),
            () => send(500, 'text/plain', 'metrics failed\n'),
          );
          return;
        }
        return send(404, 'text/plain', 'Not found\n');
      });
      return new Promise((resolve, reject) => {
        server!.once('error', reject);
        server!.listen(port, host, () => {
          const address = server!.address() as { address: string; port: number };
          resolve(
            `http://${address.address.includes(':') ? `[${address.address}]` : address.address}:${address.port}`,
          );
        });
      });
    },
    close: () => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())),
  };
}

import type { FastifyInstance } from 'fastify';
import type { Registry } from 'prom-client';
import type { Db } from '../db/database.ts';
import { databaseAnswers } from '../db/database-faults.ts';
import { readJobStats, readWorkerCount } from '../jobs/job-stats.ts';
import type { JobPool } from '../jobs/pool.ts';
import type { QueuePool } from '../jobs/queue/queue-pool.ts';
import type { RedisHandle } from './redis.ts';

/** The operations whose pages are counted; find-words reads a page's words, so it counts as extract. */
export type PageOperation = 'detect' | 'search' | 'redact' | 'extract';

/** How a task ended: done, refused for a reason a person caused (a bad file), failed on our side, stopped. */
export type TaskOutcome = 'ok' | 'rejected' | 'error' | 'stopped';

export interface Metrics {
  registry: Registry;
  /** Pages a request processed, once it has settled them against the plan. */
  countPages(operation: PageOperation, pages: number): void;
  /** One task's time from submission to answer (a queue's wait included). */
  observeTask(kind: string, outcome: TaskOutcome, seconds: number): void;
  /** Times every HTTP request by route pattern (never the URL itself: it may carry an e-mail address). */
  observeRequests(app: FastifyInstance): void;
}

const METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);

/**
 * The Prometheus metrics of one API process, in a registry of its own. Every label comes from a
 * fixed set (operation, task kind, outcome, route pattern, method, status, queue state): nothing
 * a person typed or uploaded — no file name, user id, e-mail address or document text — ever
 * becomes a label. prom-client is loaded only when the endpoint is on (METRICS_TOKEN).
 */
export async function createMetrics(deps: {
  pool: JobPool;
  db?: Db;
  /** The rate-limit Redis, when configured (read at scrape time). */
  redis?: () => RedisHandle | undefined;
  queue?: boolean;
}): Promise<Metrics> {
  const { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } = await import('prom-client');
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });

  const pages = new Counter({
    name: 'sladd_pages_processed_total',
    help: 'Pages processed, as counted against the plan, by operation.',
    labelNames: ['operation'] as const,
    registers: [registry],
  });
  for (const operation of ['detect', 'search', 'redact', 'extract'] as const) pages.inc({ operation }, 0);

  const tasks = new Histogram({
    name: 'sladd_task_duration_seconds',
    help: 'PDF tasks from submission to answer (queue wait included), by kind and outcome.',
    labelNames: ['kind', 'outcome'] as const,
    buckets: [0.01, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60, 180],
    registers: [registry],
  });

  new Gauge({
    name: 'sladd_jobs',
    help: 'PDF jobs by state: waiting and active always; failed and delayed where the back-end keeps them (queue mode).',
    labelNames: ['state'] as const,
    registers: [registry],
    async collect() {
      this.reset();
      const now = await readJobStats(deps.pool);
      if (!now) return; // no figures rather than stale ones: an alert on absent() sees it
      for (const state of ['waiting', 'active', 'failed', 'delayed'] as const) {
        const value = now[state];
        if (value !== undefined) this.set({ state }, value);
      }
    },
  });

  // 1 when the part answers now, 0 when not: alert on sladd_up == 0 (deploy/prometheus/alerts.yml).
  new Gauge({
    name: 'sladd_up',
    help: 'Whether a part this process needs answers now (1) or not (0): database, redis (rate limits), queue (JOBS=queue).',
    labelNames: ['part'] as const,
    registers: [registry],
    async collect() {
      this.reset();
      const redisHandle = deps.redis?.();
      const [database, redis, queue] = await Promise.all([
        deps.db ? databaseAnswers(deps.db).then((up) => (up ? 1 : 0)) : undefined,
        redisHandle ? redisHandle.ping().then((up) => (up ? 1 : 0)) : undefined,
        deps.queue ? readJobStats(deps.pool).then((stats) => (stats ? 1 : 0)) : undefined,
      ]);
      if (database !== undefined) this.set({ part: 'database' }, database);
      if (redis !== undefined) this.set({ part: 'redis' }, redis);
      if (queue !== undefined) this.set({ part: 'queue' }, queue);
    },
  });

  // Queue mode: what happened to this process's jobs, and their wait for a worker against their run.
  const queuePool = deps.pool as Partial<QueuePool>;
  if (deps.queue && queuePool.observe) {
    const events = new Counter({
      name: 'sladd_queue_events_total',
      help: 'Jobs of this process put back after their worker died (requeued), given up on after silence (worker_lost), or refused with no worker (no_worker) or without Redis (queue_unavailable).',
      labelNames: ['event'] as const,
      registers: [registry],
    });
    for (const event of ['requeued', 'worker_lost', 'no_worker', 'queue_unavailable'] as const)
      events.inc({ event }, 0);
    const buckets = [0.01, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60, 180];
    const wait = new Histogram({
      name: 'sladd_queue_wait_seconds',
      help: 'From a job’s submission to its worker’s start (JOBS=queue), by task kind.',
      labelNames: ['kind'] as const,
      buckets,
      registers: [registry],
    });
    const run = new Histogram({
      name: 'sladd_queue_run_seconds',
      help: 'From a job’s start in its worker to its answer (JOBS=queue), by task kind.',
      labelNames: ['kind'] as const,
      buckets,
      registers: [registry],
    });
    queuePool.observe({
      event: (event) => events.inc({ event }),
      timing: (kind, waitSeconds, runSeconds) => {
        wait.observe({ kind }, waitSeconds);
        run.observe({ kind }, runSeconds);
      },
    });
  }

  if (deps.queue && deps.pool.workers) {
    new Gauge({
      name: 'sladd_queue_workers',
      help: 'Worker processes connected to the job queue now (JOBS=queue); absent when Redis does not say.',
      registers: [registry],
      async collect() {
        this.reset();
        const count = await readWorkerCount(deps.pool);
        if (count !== undefined) this.set(count);
      },
    });
  }

  const requests = new Histogram({
    name: 'sladd_http_request_duration_seconds',
    help: 'HTTP requests by method, route pattern and status (streams last until they end).',
    labelNames: ['method', 'route', 'status_code'] as const,
    buckets: [0.005, 0.025, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 120],
    registers: [registry],
  });

  return {
    registry,
    countPages: (operation, count) => {
      if (count > 0) pages.inc({ operation }, count);
    },
    observeTask: (kind, outcome, seconds) => tasks.observe({ kind, outcome }, seconds),
    observeRequests(app) {
      app.addHook('onResponse', async (request, reply) => {
        requests.observe(
          {
            method: METHODS.has(request.method) ? request.method : 'OTHER',
            // The pattern (/api/documents/:id), or one bucket for paths no route matched.
            route: request.routeOptions.url ?? 'unmatched',
            status_code: String(reply.statusCode),
          },
          reply.elapsedTime / 1000,
        );
      });
    },
  };
}

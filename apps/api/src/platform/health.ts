import type { FastifyInstance } from 'fastify';
import { getHealth } from '@sladd/contract';
import type { Db } from '../db/database.ts';
import { databaseAnswers } from '../db/database-faults.ts';
import { readJobStats, readWorkerCount } from '../jobs/job-stats.ts';
import type { JobPool } from '../jobs/pool.ts';
import { hasMetricsToken } from './metrics-route.ts';
import { rawRouteOptions } from './raw-route.ts';
import type { RedisHandle } from './redis.ts';

type Check = 'ok' | 'unavailable' | 'not_configured' | 'none';

/**
 * GET /api/health: 200 only when the database and (if configured) Redis answer; 503 naming what
 * is down otherwise, so a load balancer or monitor sees the outage instead of a green light.
 * `jobs` is the queue depth (waiting and active tasks; failed and delayed in queue mode): figures
 * for a monitor, never a reason for 503 by themselves, shown only to a caller holding METRICS_TOKEN
 * (how busy the service is helps an attacker time a load; the up/down checks stay public for load
 * balancers). It is left out when the pool cannot say.
 */
export function registerHealthRoute(
  app: FastifyInstance,
  deps: {
    db: Db;
    redis: RedisHandle | undefined;
    pool: JobPool;
    queue?: boolean;
    metricsToken?: string | undefined;
  },
): void {
  app.get(getHealth.url, rawRouteOptions(getHealth), async (request, reply) => {
    const [database, redis, jobs, workers] = await Promise.all([
      // Each check is bounded (database 1.5 s, Redis and the queue 1 s): health answers within 2 s.
      databaseAnswers(deps.db).then((up): Check => (up ? 'ok' : 'unavailable')),
      deps.redis
        ? deps.redis.ping().then((up): Check => (up ? 'ok' : 'unavailable'))
        : ('not_configured' as const),
      readJobStats(deps.pool),
      deps.queue ? readWorkerCount(deps.pool) : undefined,
    ]);
    // In queue mode the job queue is a part the product cannot work without: no answer, no PDF
    // work; and a queue no worker reads is as bad (files would wait and fail).
    const checks: Partial<Record<'database' | 'redis' | 'queue' | 'workers', Check>> = {
      database,
      redis,
      ...(deps.queue
        ? {
            queue: jobs ? ('ok' as const) : ('unavailable' as const),
            workers: workers === undefined ? ('unavailable' as const) : workers > 0 ? 'ok' : 'none',
          }
        : {}),
    };
    const operator = hasMetricsToken(request.headers.authorization, deps.metricsToken);
    const figures = {
      ...(jobs && operator ? { jobs } : {}),
      ...(workers !== undefined && operator ? { workers } : {}),
    };
    const down = Object.entries(checks)
      .filter(([name, state]) => state === 'unavailable' || (name === 'workers' && state === 'none'))
      .map(([name]) => name);
    if (down.length === 0) return { success: true, data: { status: 'ok', checks, ...figures } };
    const message = down.includes('queue')
      ? `Unavailable: ${down.join(', ')}. The job queue (Redis) does not answer, so no PDF work can run until it is back.`
      : checks.workers === 'none'
        ? `No worker is connected to the job queue${down.length > 1 ? ` (also unavailable: ${down.filter((d) => d !== 'workers').join(', ')})` : ''}, so no PDF work can run until a \`sladd worker\` starts.`
        : down.length === 1 && down[0] === 'redis'
          ? 'Redis is unreachable: rate limits are kept per process until it is back.'
          : `Unavailable: ${down.join(', ')}.`;
    return reply.status(503).send({
      success: false,
      error: { code: 'SERVICE_UNAVAILABLE', message, details: { status: 'degraded', checks, ...figures } },
      requestId: request.id,
    });
  });
}

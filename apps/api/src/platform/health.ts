import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import type { Db } from '../db/database.ts';
import type { RedisHandle } from './redis.ts';

type Check = 'ok' | 'unavailable' | 'not_configured';

/**
 * GET /api/health: 200 only when the database and (if configured) Redis answer; 503 naming what
 * is down otherwise, so a load balancer or monitor sees the outage instead of a green light.
 */
export function registerHealthRoute(
  app: FastifyInstance,
  deps: { db: Db; redis: RedisHandle | undefined },
): void {
  app.get('/api/health', { schema: { hide: true } }, async (request, reply) => {
    const checks: Record<'database' | 'redis', Check> = {
      database: await sql`select 1`.execute(deps.db.kysely).then(
        () => 'ok' as const,
        () => 'unavailable' as const,
      ),
      redis: deps.redis ? ((await deps.redis.ping()) ? 'ok' : 'unavailable') : 'not_configured',
    };
    const down = Object.entries(checks)
      .filter(([, state]) => state === 'unavailable')
      .map(([name]) => name);
    if (down.length === 0) return { success: true, data: { status: 'ok', checks } };
    const message =
      down.length === 1 && down[0] === 'redis'
        ? 'Redis is unreachable: rate limits are kept per process until it is back.'
        : `Unavailable: ${down.join(', ')}.`;
    return reply.status(503).send({
      success: false,
      error: { code: 'SERVICE_UNAVAILABLE', message, details: { status: 'degraded', checks } },
      requestId: request.id,
    });
  });
}

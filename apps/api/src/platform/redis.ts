import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';

export interface RedisHandle {
  client: Redis;
  /** True while the connection is up; commands are refused at once (not queued) while it is down. */
  isReady(): boolean;
  /** Round trip to Redis for /api/health; false when it is down or does not answer within 1 s. */
  ping(): Promise<boolean>;
  close(): void;
}

/**
 * A Redis client that fails fast: while Redis is unreachable, commands are refused at once
 * instead of queueing for seconds, reconnection backs off to 5 s, and the log gets one structured
 * line when the connection is lost and one when it is back, not one per retry.
 */
export async function connectRedis(url: string, log: FastifyBaseLogger): Promise<RedisHandle> {
  const { Redis } = await import('ioredis');
  const client = new Redis(url, {
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    connectTimeout: 2000,
    commandTimeout: 1000,
    retryStrategy: (attempt) => Math.min(attempt * 250, 5000),
  });
  let down = false;
  client.on('error', (error: Error & { code?: string }) => {
    if (down) return;
    down = true;
    log.warn(
      { redis: 'unavailable', code: error.code, reason: error.message },
      'Redis is unreachable; rate limits fall back to this process until it is back',
    );
  });
  client.on('ready', () => {
    if (down) log.info({ redis: 'ok' }, 'Redis is reachable again');
    down = false;
  });
  return {
    client,
    isReady: () => client.status === 'ready',
    ping: () =>
      client.status === 'ready'
        ? client.ping().then(
            (answer) => answer === 'PONG',
            () => false,
          )
        : Promise.resolve(false),
    close: () => client.disconnect(),
  };
}

import type { Redis } from 'ioredis';
import type { RateLimitRule } from '../config.ts';
import { AppError } from './errors.ts';

/** Counts hits per key in fixed windows; memory for one process, Redis when processes share limits. */
export interface RateLimitStore {
  hit(key: string, windowMs: number): Promise<number>;
}

export function createMemoryRateLimitStore(): RateLimitStore {
  const windows = new Map<string, { count: number; resetAt: number }>();
  return {
    async hit(key, windowMs) {
      const now = Date.now();
      const current = windows.get(key);
      if (!current || current.resetAt <= now) {
        if (windows.size > 50_000) pruneExpired(windows, now);
        windows.set(key, { count: 1, resetAt: now + windowMs });
        return 1;
      }
      current.count += 1;
      return current.count;
    },
  };
}

function pruneExpired(windows: Map<string, { resetAt: number }>, now: number): void {
  for (const [key, value] of windows) if (value.resetAt <= now) windows.delete(key);
}

export function createRedisRateLimitStore(redis: Redis): RateLimitStore {
  return {
    async hit(key, windowMs) {
      const redisKey = `sladd:rl:${key}`;
      const count = await redis.incr(redisKey);
      if (count === 1) await redis.pexpire(redisKey, windowMs);
      return count;
    },
  };
}

/**
 * Redis while it answers, this process's memory while it does not: a Redis outage must not turn
 * every login into a slow failure. Limits still hold per process; /api/health reports the outage.
 */
export function createFallbackRateLimitStore(
  primary: RateLimitStore,
  fallback: RateLimitStore,
  isPrimaryReady: () => boolean,
): RateLimitStore {
  return {
    async hit(key, windowMs) {
      if (!isPrimaryReady()) return fallback.hit(key, windowMs);
      return primary.hit(key, windowMs).catch(() => fallback.hit(key, windowMs));
    },
  };
}

export interface RateLimiter {
  /** Counts one attempt under each rule; throws RATE_LIMITED (429) when any rule is exceeded. */
  consume(checks: { key: string; rule: RateLimitRule }[]): Promise<void>;
}

export function createRateLimiter(store: RateLimitStore): RateLimiter {
  return {
    async consume(checks) {
      for (const { key, rule } of checks) {
        const count = await store.hit(key, rule.windowMs);
        if (count > rule.limit) {
          const minutes = Math.ceil(rule.windowMs / 60_000);
          throw new AppError(
            'RATE_LIMITED',
            `Too many attempts. Please wait up to ${minutes} minutes and try again.`,
            { retry_after_seconds: Math.ceil(rule.windowMs / 1000) },
          );
        }
      }
    },
  };
}

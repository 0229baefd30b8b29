import type { Redis } from 'ioredis';
import type { RateLimitRule } from '../config.ts';
import { AppError } from './errors.ts';

/** A counter in a fixed window: how many hits, and when (epoch ms) the window ends. */
export interface WindowCount {
  count: number;
  resetAt: number;
}

/** Counts hits per key in fixed windows; memory for one process, Redis when processes share limits. */
export interface RateLimitStore {
  /** Counts `amount` (default 1) in the key's window, starting a window when there is none. */
  hit(key: string, windowMs: number, amount?: number): Promise<WindowCount>;
  /** The current count without adding to it (0 when the window is over). */
  peek(key: string): Promise<WindowCount>;
  /** Takes one hit back (an attempt that turned out to be legitimate). */
  undo(key: string): Promise<void>;
}

export function createMemoryRateLimitStore(): RateLimitStore {
  const windows = new Map<string, WindowCount>();
  const live = (key: string, now: number) => {
    const current = windows.get(key);
    return current && current.resetAt > now ? current : undefined;
  };
  return {
    async hit(key, windowMs, amount = 1) {
      const now = Date.now();
      const current = live(key, now);
      if (!current) {
        if (windows.size > 50_000) pruneExpired(windows, now);
        const fresh = { count: amount, resetAt: now + windowMs };
        windows.set(key, fresh);
        return { ...fresh };
      }
      current.count += amount;
      return { ...current };
    },
    async peek(key) {
      const current = live(key, Date.now());
      return current ? { ...current } : { count: 0, resetAt: Date.now() };
    },
    async undo(key) {
      const current = live(key, Date.now());
      if (current && current.count > 0) current.count -= 1;
    },
  };
}

function pruneExpired(windows: Map<string, { resetAt: number }>, now: number): void {
  for (const [key, value] of windows) if (value.resetAt <= now) windows.delete(key);
}

export function createRedisRateLimitStore(redis: Redis): RateLimitStore {
  const name = (key: string) => `sladd:rl:${key}`;
  return {
    async hit(key, windowMs, amount = 1) {
      const redisKey = name(key);
      const count = await redis.incrby(redisKey, amount);
      if (count === amount) await redis.pexpire(redisKey, windowMs);
      const ttl = await redis.pttl(redisKey);
      return { count, resetAt: Date.now() + (ttl > 0 ? ttl : windowMs) };
    },
    async peek(key) {
      const [value, ttl] = await Promise.all([redis.get(name(key)), redis.pttl(name(key))]);
      return { count: Number(value ?? 0), resetAt: Date.now() + Math.max(ttl, 0) };
    },
    async undo(key) {
      // Only where the key still exists, so a window that just ended is not recreated without a TTL.
      await redis.eval(
        "if redis.call('exists', KEYS[1]) == 1 then return redis.call('decr', KEYS[1]) end return 0",
        1,
        name(key),
      );
    },
  };
}

/** 429 with the seconds until the window ends (the error handler sends them as Retry-After). */
export function refuseUntil(resetAt: number): never {
  const seconds = Math.max(1, Math.ceil((resetAt - Date.now()) / 1000));
  const minutes = Math.ceil(seconds / 60);
  throw new AppError(
    'RATE_LIMITED',
    `Too many attempts. Please wait ${minutes === 1 ? 'a minute' : `${minutes} minutes`} and try again.`,
    { retry_after_seconds: seconds },
  );
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
  const pick = () => (isPrimaryReady() ? primary : fallback);
  return {
    async hit(key, windowMs, amount = 1) {
      if (!isPrimaryReady()) return fallback.hit(key, windowMs, amount);
      return primary.hit(key, windowMs, amount).catch(() => fallback.hit(key, windowMs, amount));
    },
    async peek(key) {
      return pick()
        .peek(key)
        .catch(() => fallback.peek(key));
    },
    async undo(key) {
      return pick()
        .undo(key)
        .catch(() => fallback.undo(key));
    },
  };
}

export interface RateLimiter {
  store: RateLimitStore;
  /** Counts one attempt under each rule; throws RATE_LIMITED (429) when any rule is exceeded. */
  consume(checks: { key: string; rule: RateLimitRule }[]): Promise<void>;
}

export function createRateLimiter(store: RateLimitStore): RateLimiter {
  return {
    store,
    async consume(checks) {
      for (const { key, rule } of checks) {
        const { count, resetAt } = await store.hit(key, rule.windowMs);
        if (count > rule.limit) refuseUntil(resetAt);
      }
    },
  };
}

/**
 * Before a large JSON body is read: one more write within `writeRule`, and its bytes within
 * `bytesRule`, both per person under `prefix`. A body sent without a length (chunked) counts as
 * `maxBytes`; one over `maxBytes` is left to the body limit (413). History saves and reviews use it:
 * each parses, checks and seals thousands of marks on the event loop every request shares.
 */
export async function consumeWriteAndBytes(
  limiter: RateLimiter,
  request: { headers: Record<string, string | string[] | undefined> },
  options: {
    prefix: string;
    userId: string;
    writeRule: RateLimitRule;
    bytesRule: RateLimitRule;
    maxBytes: number;
  },
): Promise<void> {
  await limiter.consume([{ key: `${options.prefix}:user:${options.userId}`, rule: options.writeRule }]);
  const bytes = Number(request.headers['content-length']) || options.maxBytes;
  if (bytes > options.maxBytes) return;
  const used = await limiter.store.hit(
    `${options.prefix}-bytes:user:${options.userId}`,
    options.bytesRule.windowMs,
    bytes,
  );
  if (used.count > options.bytesRule.limit) refuseUntil(used.resetAt);
}

import { Redis } from 'ioredis';
import { afterAll, describe, expect, it, vi } from 'vitest';
import {
  createMemoryRateLimitStore,
  createRateLimiter,
  createRedisRateLimitStore,
  type RateLimitStore,
} from './rate-limit.ts';

const redisUrl = process.env.TEST_REDIS_URL;
const clients: Redis[] = [];
afterAll(() => clients.forEach((client) => client.disconnect()));

const stores: [string, () => RateLimitStore][] = [['memory', () => createMemoryRateLimitStore()]];
if (redisUrl) {
  stores.push([
    'redis',
    () => {
      const client = new Redis(redisUrl);
      clients.push(client);
      return createRedisRateLimitStore(client);
    },
  ]);
}

describe.each(stores)('rate limiter on %s', (name, makeStore) => {
  it('lets the limit through, then answers RATE_LIMITED; other keys are unaffected', async () => {
    const limiter = createRateLimiter(makeStore());
    const key = `test:${crypto.randomUUID()}`;
    const rule = { limit: 3, windowMs: 60_000 };
    for (let i = 0; i < 3; i++) await limiter.consume([{ key, rule }]);
    await expect(limiter.consume([{ key, rule }])).rejects.toMatchObject({
      code: 'RATE_LIMITED',
      status: 429,
    });
    await expect(limiter.consume([{ key: `${key}:other`, rule }])).resolves.toBeUndefined();
  });

  it('peeks without counting, takes a hit back, and names when the window ends', async () => {
    const store = makeStore();
    const key = `test:${crypto.randomUUID()}`;
    expect((await store.peek(key)).count).toBe(0);
    const before = Date.now();
    const first = await store.hit(key, 60_000);
    await store.hit(key, 60_000);
    expect((await store.peek(key)).count).toBe(2);
    await store.undo(key);
    expect((await store.peek(key)).count).toBe(1);
    expect(first.resetAt).toBeGreaterThan(before);
    expect(first.resetAt).toBeLessThanOrEqual(Date.now() + 60_000);
    await store.undo(`${key}:never-hit`);
    expect((await store.peek(`${key}:never-hit`)).count).toBe(0);
  });

  it('opens again when the window has passed', async () => {
    const limiter = createRateLimiter(makeStore());
    const key = `test:${crypto.randomUUID()}`;
    if (name === 'memory') {
      // The memory store reads Date.now(): move the clock instead of waiting.
      vi.useFakeTimers({ toFake: ['Date'] });
      try {
        const rule = { limit: 1, windowMs: 60_000 };
        await limiter.consume([{ key, rule }]);
        vi.setSystemTime(Date.now() + 59_999);
        await expect(limiter.consume([{ key, rule }])).rejects.toMatchObject({ code: 'RATE_LIMITED' });
        vi.setSystemTime(Date.now() + 1);
        await expect(limiter.consume([{ key, rule }])).resolves.toBeUndefined();
      } finally {
        vi.useRealTimers();
      }
      return;
    }
    // Redis expires the key on its own clock: a window long enough that the second attempt surely
    // falls inside it, then try again until it opens (a key that never expires ends in the timeout).
    const rule = { limit: 1, windowMs: 1000 };
    await limiter.consume([{ key, rule }]);
    await expect(limiter.consume([{ key, rule }])).rejects.toMatchObject({ code: 'RATE_LIMITED' });
    for (;;) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      const attempt = await limiter.consume([{ key, rule }]).then(
        () => 'open',
        (error: { code?: string }) => error.code,
      );
      if (attempt === 'open') break;
      expect(attempt).toBe('RATE_LIMITED');
    }
  });
});

describe.runIf(redisUrl)(
  'rate limits shared by two API processes through Redis (needs TEST_REDIS_URL)',
  () => {
    it('counts attempts from both processes against one limit', async () => {
      const a = new Redis(redisUrl!);
      const b = new Redis(redisUrl!);
      clients.push(a, b);
      const first = createRateLimiter(createRedisRateLimitStore(a));
      const second = createRateLimiter(createRedisRateLimitStore(b));
      const key = `test:${crypto.randomUUID()}`;
      const rule = { limit: 2, windowMs: 60_000 };
      await first.consume([{ key, rule }]);
      await second.consume([{ key, rule }]);
      await expect(first.consume([{ key, rule }])).rejects.toMatchObject({ code: 'RATE_LIMITED' });
    });
  },
);

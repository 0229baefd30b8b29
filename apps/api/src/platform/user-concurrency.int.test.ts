import { EventEmitter } from 'node:events';
import type { FastifyBaseLogger, FastifyReply, FastifyRequest } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from './errors.ts';
import { connectRedis, type RedisHandle } from './redis.ts';
import { createUserConcurrencyGate } from './user-concurrency.ts';

const REDIS = process.env.TEST_REDIS_URL;

/** A signed-in request and its reply, as the gate sees them. */
const requestOf = (userId: string) => {
  const raw = new EventEmitter();
  return {
    request: { auth: { user: { id: userId } } } as unknown as FastifyRequest,
    reply: { raw } as unknown as FastifyReply,
    finish: () => raw.emit('finish'),
  };
};
const enter = async (gate: ReturnType<typeof createUserConcurrencyGate>, userId: string) => {
  const r = requestOf(userId);
  try {
    await gate.enter(r.request, r.reply);
    return r;
  } catch (error) {
    if (error instanceof AppError) return error.code;
    throw error;
  }
};

// Issue 29, item 7: the per-user limit held per API process let a person run the limit on each.
describe.skipIf(!REDIS)(
  REDIS
    ? 'the per-user request limit across API processes (Redis)'
    : 'the per-user request limit across API processes — skipped: TEST_REDIS_URL is not set',
  () => {
    let redisA: RedisHandle;
    let redisB: RedisHandle;
    beforeAll(async () => {
      const log = { warn: () => {}, info: () => {} } as unknown as FastifyBaseLogger;
      const url = `${REDIS!.replace(/\/\d*$/, '')}/10`;
      [redisA, redisB] = [await connectRedis(url, log), await connectRedis(url, log)];
      while (!redisA.isReady() || !redisB.isReady()) await new Promise((resolve) => setTimeout(resolve, 20));
      await redisA.client.flushdb();
    });
    afterAll(() => {
      redisA.close();
      redisB.close();
    });

    it('two processes share one count: two slots here and two there are the limit, the fifth waits', async () => {
      const a = createUserConcurrencyGate({ limit: 4, redis: redisA });
      const b = createUserConcurrencyGate({ limit: 4, redis: redisB });
      const user = `u-${Date.now()}`;
      const held = [await enter(a, user), await enter(a, user), await enter(b, user), await enter(b, user)];
      expect(held.every((r) => typeof r === 'object')).toBe(true);
      expect(await enter(a, user)).toBe('TOO_MANY_CONCURRENT_REQUESTS');
      expect(await enter(b, user)).toBe('TOO_MANY_CONCURRENT_REQUESTS');
      // Another person is not affected.
      expect(typeof (await enter(b, `${user}-other`))).toBe('object');
      // A request that ends frees its slot for either process.
      (held[0] as Exclude<(typeof held)[0], string>).finish();
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(typeof (await enter(b, user))).toBe('object');
    });

    it('a process that died frees its slots when their lease lapses', async () => {
      const gate = createUserConcurrencyGate({ limit: 1, redis: redisA });
      const user = `dead-${Date.now()}`;
      expect(typeof (await enter(gate, user))).toBe('object'); // never finished: its process "died"
      expect(await enter(gate, user)).toBe('TOO_MANY_CONCURRENT_REQUESTS');
      // The lease is a score in the user's set: as if its minute had passed without renewal.
      const key = `sladd:slots:${user}`;
      const [slot] = await redisA.client.zrange(key, '0', '-1');
      await redisA.client.zadd(key, 'XX', String(Date.now() - 1), slot!);
      expect(typeof (await enter(gate, user))).toBe('object');
    });
  },
);

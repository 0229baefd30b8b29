import { randomUUID } from 'node:crypto';
import type { FastifyReply, FastifyRequest, RouteHandlerMethod } from 'fastify';
import { RESOURCE_LIMITS } from '@sladd/contract';
import type { RedisHandle } from './redis.ts';
import { requireAuth } from './auth/session.ts';
import { AppError } from './errors.ts';

/**
 * Where the slots are counted: in this process, or (with Redis) across every API process, so a
 * person cannot run `limit` requests on each of them. A Redis slot is a lease that its process
 * renews while the request runs: a process that dies frees its slots within SLOT_LEASE_MS.
 */
interface SlotStore {
  /** Takes a slot for `userId` unless `limit` are taken; a release function, or undefined. */
  take(userId: string, limit: number): Promise<(() => void) | undefined>;
}

const SLOT_LEASE_MS = 60_000;
const TAKE_SLOT = `
redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', ARGV[1])
if redis.call('ZCARD', KEYS[1]) >= tonumber(ARGV[3]) then return 0 end
redis.call('ZADD', KEYS[1], ARGV[2], ARGV[4])
redis.call('PEXPIRE', KEYS[1], ARGV[5])
return 1`;

function localSlots(): SlotStore {
  const running = new Map<string, number>();
  return {
    async take(userId, limit) {
      const count = running.get(userId) ?? 0;
      if (count >= limit) return undefined;
      running.set(userId, count + 1);
      return () => {
        const left = (running.get(userId) ?? 1) - 1;
        if (left > 0) running.set(userId, left);
        else running.delete(userId);
      };
    },
  };
}

function redisSlots(redis: RedisHandle, fallback: SlotStore): SlotStore {
  return {
    async take(userId, limit) {
      // Redis down: this process's own count still holds the line (as the rate limits do).
      if (!redis.isReady()) return fallback.take(userId, limit);
      const key = `sladd:slots:${userId}`;
      const slot = randomUUID();
      const now = Date.now();
      let taken: unknown;
      try {
        taken = await redis.client.eval(
          TAKE_SLOT,
          1,
          key,
          now,
          now + SLOT_LEASE_MS,
          limit,
          slot,
          SLOT_LEASE_MS,
        );
      } catch {
        return fallback.take(userId, limit);
      }
      if (taken !== 1) return undefined;
      const renew = setInterval(() => {
        redis.client
          .zadd(key, 'XX', Date.now() + SLOT_LEASE_MS, slot)
          .then(() => redis.client.pexpire(key, SLOT_LEASE_MS))
          .catch(() => {});
      }, SLOT_LEASE_MS / 3);
      renew.unref();
      return () => {
        clearInterval(renew);
        redis.client.zrem(key, slot).catch(() => {}); // else the lease lapses by itself
      };
    },
  };
}

/**
 * At most `limit` page-processing requests per user at a time — across all API processes when
 * Redis is configured (issue 29), in this process otherwise: one person's batch cannot take every
 * worker while others wait. A slot is held until the request's work has stopped, not until its
 * client has gone: a client that disconnects aborts the work (each route passes
 * abortOnDisconnect's signal to its tasks), and the slot is freed when the handler, and so every
 * task it started, has settled. Otherwise a person could start, drop and start again, and hold
 * every worker thread with work nobody waits for.
 */
export function createUserConcurrencyGate(options: { limit?: number; redis?: RedisHandle | undefined } = {}) {
  const limit = options.limit ?? RESOURCE_LIMITS.concurrentRequestsPerUser;
  const local = localSlots();
  const slots = options.redis ? redisSlots(options.redis, local) : local;
  const releases = new WeakMap<FastifyRequest, () => void>();

  return {
    /** preHandler: takes a slot, or answers 429 TOO_MANY_CONCURRENT_REQUESTS. */
    async enter(request: FastifyRequest, reply: FastifyReply): Promise<void> {
      const userId = requireAuth(request).user.id;
      const free = await slots.take(userId, limit);
      if (!free)
        throw new AppError(
          'TOO_MANY_CONCURRENT_REQUESTS',
          `You already have ${limit} PDF requests running. Wait for one to finish, then try again.`,
          { limit, retry_after_seconds: RETRY_AFTER_SECONDS },
        );
      let released = false;
      const release = () => {
        if (released) return;
        released = true;
        free();
      };
      releases.set(request, release);
      // An answer sent means the work is over (also covers a request whose handler never ran).
      reply.raw.once('finish', release);
    },

    /** Wraps a route handler: its slot is freed when the handler has settled, client or no client. */
    hold(handler: RouteHandlerMethod): RouteHandlerMethod {
      return async function held(this: unknown, request, reply) {
        try {
          return await (handler as (...args: unknown[]) => unknown).call(this, request, reply);
        } finally {
          releases.get(request)?.();
        }
      } as RouteHandlerMethod;
    },
  };
}

/** A short wait: most PDF requests finish within seconds. */
const RETRY_AFTER_SECONDS = 2;

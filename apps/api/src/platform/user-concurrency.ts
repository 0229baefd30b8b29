import type { FastifyReply, FastifyRequest, RouteHandlerMethod } from 'fastify';
import { RESOURCE_LIMITS } from '@sladd/contract';
import { requireAuth } from './auth/session.ts';
import { AppError } from './errors.ts';

/**
 * At most `limit` page-processing requests per user at a time (in this process): one person's
 * batch cannot take every worker while others wait. A slot is held until the request's work has
 * stopped, not until its client has gone: a client that disconnects aborts the work (each route
 * passes abortOnDisconnect's signal to its tasks), and the slot is freed when the handler, and so
 * every task it started, has settled. Otherwise a person could start, drop and start again, and
 * hold every worker thread with work nobody waits for.
 */
export function createUserConcurrencyGate(limit: number = RESOURCE_LIMITS.concurrentRequestsPerUser) {
  const running = new Map<string, number>();
  const releases = new WeakMap<FastifyRequest, () => void>();

  return {
    /** preHandler: takes a slot, or answers 429 TOO_MANY_CONCURRENT_REQUESTS. */
    async enter(request: FastifyRequest, reply: FastifyReply): Promise<void> {
      const userId = requireAuth(request).user.id;
      const count = running.get(userId) ?? 0;
      if (count >= limit)
        throw new AppError(
          'TOO_MANY_CONCURRENT_REQUESTS',
          `You already have ${limit} PDF requests running. Wait for one to finish, then try again.`,
          { limit, retry_after_seconds: RETRY_AFTER_SECONDS },
        );
      running.set(userId, count + 1);
      let released = false;
      const release = () => {
        if (released) return;
        released = true;
        const left = (running.get(userId) ?? 1) - 1;
        if (left > 0) running.set(userId, left);
        else running.delete(userId);
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

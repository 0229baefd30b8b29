import type { FastifyReply, FastifyRequest } from 'fastify';
import { RESOURCE_LIMITS } from '@sladd/contract';
import { requireAuth } from './auth/session.ts';
import { AppError } from './errors.ts';

/**
 * At most `limit` page-processing requests per user at a time (in this process): one person's
 * batch cannot take every worker while others wait. The slot is freed when the answer has been sent
 * or the connection has closed, whichever comes first.
 */
export function createUserConcurrencyGate(limit: number = RESOURCE_LIMITS.concurrentRequestsPerUser) {
  const running = new Map<string, number>();
  return async function enterGate(request: FastifyRequest, reply: FastifyReply): Promise<void> {
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
    reply.raw.once('finish', release);
    reply.raw.once('close', release);
  };
}

/** A short wait: most PDF requests finish within seconds. */
const RETRY_AFTER_SECONDS = 2;

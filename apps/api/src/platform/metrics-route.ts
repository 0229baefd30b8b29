import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { getMetrics } from '@sladd/contract';
import type { RateLimitRule } from '../config.ts';
import { sendNotFound } from './error-handler.ts';
import { AppError } from './errors.ts';
import type { Metrics } from './metrics.ts';
import { type RateLimiter, refuseUntil } from './rate-limit.ts';
import { rawRouteOptions } from './raw-route.ts';

/** Wrong tokens allowed per client address before it is refused for the rest of the window. */
export const METRICS_FAILURES_PER_IP: RateLimitRule = { limit: 10, windowMs: 15 * 60_000 };

/** Compares digests, so neither the token's length nor its first differing byte shows in the timing. */
export function isSameToken(given: string, expected: string): boolean {
  const digest = (value: string) => createHash('sha256').update(value).digest();
  return timingSafeEqual(digest(given), digest(expected));
}

/**
 * GET /metrics in the Prometheus text format, for a scraper holding METRICS_TOKEN as a Bearer
 * token. Without a token configured the endpoint does not exist (404, also when the web app
 * would otherwise answer the path). Wrong or missing tokens are counted per client address, as
 * failed logins are, and refused with 429 once over the limit; the good token is never refused.
 */
/** True when the request carries METRICS_TOKEN as its Bearer token (compared in constant time). */
export function hasMetricsToken(authorization: string | undefined, token: string | undefined): boolean {
  if (!token) return false;
  const [scheme, given] = (authorization ?? '').split(' ', 2);
  return scheme?.toLowerCase() === 'bearer' && Boolean(given) && isSameToken(given!, token);
}

export function registerMetricsRoute(
  app: FastifyInstance,
  deps: { token: string | undefined; metrics: Metrics | undefined; limiter: RateLimiter },
): void {
  const { token, metrics, limiter } = deps;
  app.get(getMetrics.url, rawRouteOptions(getMetrics), async (request, reply) => {
    if (!token || !metrics) return sendNotFound(request, reply);
    // The right token always passes: a neighbour sending wrong tokens from the same address (a
    // shared NAT, the same scraper host) must not lock the scraper out. Only wrong ones are
    // limited; with a token of 32+ random characters the limit slows guessing, it is not the lock.
    if (!hasMetricsToken(request.headers.authorization, token)) {
      const key = `metrics:ip:${request.ip}`;
      const failures = await limiter.store.peek(key);
      if (failures.count >= METRICS_FAILURES_PER_IP.limit) refuseUntil(failures.resetAt);
      await limiter.store.hit(key, METRICS_FAILURES_PER_IP.windowMs);
      reply.header('www-authenticate', 'Bearer realm="metrics"');
      throw new AppError(
        'UNAUTHORIZED',
        'A valid metrics token is needed: Authorization: Bearer <METRICS_TOKEN>.',
      );
    }
    const body = await metrics.registry.metrics();
    return reply.header('cache-control', 'no-store').type(metrics.registry.contentType).send(body);
  });
}

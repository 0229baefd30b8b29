import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { RateLimitRule } from '../../config.ts';
import { sendNotFound } from '../error-handler.ts';
import { AppError } from '../errors.ts';
import type { RateLimiter } from '../rate-limit.ts';
import { MAX_REPORTS_PER_REQUEST, parseReports, ReportShapeError } from './parse.ts';
import type { CspReportStore } from './store.ts';

export const CSP_REPORT_PATH = '/api/csp-reports';
/** Largest report body accepted; a real report is well under 2 KB. */
export const MAX_REPORT_BYTES = 16 * 1024;
/** Report requests per client address; a page with a real problem reports each violation once. */
export const CSP_REPORTS_PER_IP: RateLimitRule = { limit: 60, windowMs: 60_000 };
/**
 * All addresses together: the route needs no sign-in, so many addresses (or a forged
 * X-Forwarded-For where TRUST_PROXY is on without a rewriting proxy) could otherwise push every
 * real report out of the newest-10 000 window within minutes.
 */
export const CSP_REPORTS_ALL: RateLimitRule = { limit: 600, windowMs: 60_000 };

/**
 * Reports (not requests) per address and for all addresses: one request may carry up to
 * MAX_REPORTS_PER_REQUEST, so limits on requests alone would let a few addresses replace the
 * newest-10 000 window in seconds. At these rates that takes over a quarter of an hour.
 */
export const CSP_REPORT_RECORDS_PER_IP: RateLimitRule = { limit: 100, windowMs: 60_000 };
export const CSP_REPORT_RECORDS_ALL: RateLimitRule = { limit: 600, windowMs: 60_000 };

const MEDIA_TYPES = new Set(['application/csp-report', 'application/reports+json', 'application/json']);

function mediaTypeOf(request: FastifyRequest): string {
  return (request.headers['content-type'] ?? '').split(';', 1)[0]!.trim().toLowerCase();
}

/**
 * POST /api/csp-reports takes policy-violation reports from browsers (report-uri, report-to) and
 * from the page's own listener; GET /api/csp-reports/config tells the page whether to send them.
 * Off (CSP_REPORTS unset): the POST does not exist (404). Checks run before the body is read:
 * address rate limit (429), media type (415), declared size (413); then shape (400).
 * No session or CSRF token is asked for: browsers send reports without credentials (csrf.ts).
 */
export async function registerCspReportRoutes(
  app: FastifyInstance,
  deps: { enabled: boolean; store: CspReportStore; limiter: RateLimiter },
): Promise<void> {
  const { enabled, store, limiter } = deps;

  app.get(`${CSP_REPORT_PATH}/config`, { schema: { hide: true } }, async (_request, reply) =>
    reply.header('cache-control', 'no-store').send({
      success: true,
      data: { enabled, endpoint: CSP_REPORT_PATH, max_reports: MAX_REPORTS_PER_REQUEST },
    }),
  );

  await app.register(async (scope) => {
    // The two report media types are JSON; parsed only in this scope, so no other route accepts them.
    scope.addContentTypeParser(
      ['application/csp-report', 'application/reports+json'],
      { parseAs: 'string' },
      (_request, body, done) => {
        try {
          done(null, JSON.parse(body as string));
        } catch {
          done(new AppError('BAD_REQUEST', 'The report is not valid JSON.'), undefined);
        }
      },
    );

    scope.post(
      CSP_REPORT_PATH,
      {
        schema: { hide: true },
        bodyLimit: MAX_REPORT_BYTES,
        onRequest: async (request, reply) => {
          if (!enabled) return sendNotFound(request, reply);
          const { count, resetAt } = await limiter.store.hit(
            `csp-reports:ip:${request.ip}`,
            CSP_REPORTS_PER_IP.windowMs,
          );
          if (count > CSP_REPORTS_PER_IP.limit) {
            const seconds = Math.max(1, Math.ceil((resetAt - Date.now()) / 1000));
            throw new AppError(
              'RATE_LIMITED',
              `Too many policy-violation reports from this address; the next ones are taken in ${seconds} seconds.`,
              { retry_after_seconds: seconds },
            );
          }
          const all = await limiter.store.hit('csp-reports:all', CSP_REPORTS_ALL.windowMs);
          if (all.count > CSP_REPORTS_ALL.limit) {
            const seconds = Math.max(1, Math.ceil((all.resetAt - Date.now()) / 1000));
            throw new AppError(
              'RATE_LIMITED',
              `Too many policy-violation reports are arriving; the next ones are taken in ${seconds} seconds.`,
              { retry_after_seconds: seconds },
            );
          }
          if (!MEDIA_TYPES.has(mediaTypeOf(request)))
            throw new AppError(
              'UNSUPPORTED_MEDIA_TYPE',
              'A policy-violation report must be sent as application/csp-report, application/reports+json or application/json.',
            );
          const declared = Number(request.headers['content-length'] ?? 0);
          if (declared > MAX_REPORT_BYTES) throw tooLarge();
        },
      },
      async (request, reply) => {
        let records;
        try {
          records = parseReports(mediaTypeOf(request), request.body);
        } catch (error) {
          if (error instanceof ReportShapeError) throw new AppError('BAD_REQUEST', error.message);
          throw error;
        }
        // Counted before they are kept: reports past the budget are refused whole, none stored.
        for (const [key, rule, who] of [
          [`csp-reports:records:ip:${request.ip}`, CSP_REPORT_RECORDS_PER_IP, 'from this address'],
          ['csp-reports:records:all', CSP_REPORT_RECORDS_ALL, 'are arriving'],
        ] as const) {
          const counted = await limiter.store.hit(key, rule.windowMs, records.length);
          if (counted.count > rule.limit) {
            const seconds = Math.max(1, Math.ceil((counted.resetAt - Date.now()) / 1000));
            throw new AppError(
              'RATE_LIMITED',
              `Too many policy-violation reports ${who}; the next ones are taken in ${seconds} seconds.`,
              { retry_after_seconds: seconds },
            );
          }
        }
        await store.add(records);
        return reply.status(204).send();
      },
    );
  });

  function tooLarge(): AppError {
    return new AppError(
      'PAYLOAD_TOO_LARGE',
      `A policy-violation report may be at most ${MAX_REPORT_BYTES / 1024} KB.`,
    );
  }
}

import type { FastifyInstance, FastifyRequest } from 'fastify';
import { getCspReportConfig, MAX_CSP_REPORTS_PER_REQUEST, submitCspReports } from '@sladd/contract';
import type { BetterAuth } from '../../platform/auth/better-auth.ts';
import { sendNotFound } from '../../platform/error-handler.ts';
import { AppError } from '../../platform/errors.ts';
import { rawRouteOptions } from '../../platform/raw-route.ts';
import { addRoute } from '../../platform/routes.ts';
import type { CspReportsService } from './csp-reports.service.ts';

export const CSP_REPORT_PATH = submitCspReports.url;
/** Largest report body accepted; a real report is well under 2 KB. */
export const MAX_REPORT_BYTES = 16 * 1024;

const MEDIA_TYPES = new Set(Object.keys(submitCspReports.body));

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
  deps: { auth: BetterAuth; enabled: boolean; reports: CspReportsService },
): Promise<void> {
  const { enabled, reports } = deps;

  addRoute(app, deps.auth, getCspReportConfig, async ({ reply }) => {
    reply.header('cache-control', 'no-store');
    return { enabled, endpoint: CSP_REPORT_PATH, max_reports: MAX_CSP_REPORTS_PER_REQUEST };
  });

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
        ...rawRouteOptions(submitCspReports),
        bodyLimit: MAX_REPORT_BYTES,
        onRequest: async (request, reply) => {
          if (!enabled) return sendNotFound(request, reply);
          await reports.admit(request.ip);
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
        await reports.submit(request.ip, mediaTypeOf(request), request.body);
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

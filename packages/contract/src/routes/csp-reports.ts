import { z } from 'zod';
import { defineRawRoute } from '../define-raw-route.ts';
import { defineRoute } from '../define-route.ts';
import { errorEnvelopeSchema } from '../envelope.ts';

/**
 * Policy-violation reports (decision 0045): the three shapes a report arrives in, and the one
 * `ViolationRecord` the page's own listener sends. The API normalises all three to the row it
 * keeps (apps/api modules/csp-reports/parse.ts); the page builds `ViolationRecord`s
 * (apps/web lib/security). The schemas are as lenient as the intake: a browser's report is taken
 * with missing fields, and long texts are cut by the server, not refused.
 */

/** Reports one request may carry (the page's queue holds at most 50, spec 1 §9). */
export const MAX_CSP_REPORTS_PER_REQUEST = 50;

const reportText = z.string().max(100_000).optional().nullable();
const reportCount = z.number().int().min(0).max(Number.MAX_SAFE_INTEGER).optional().nullable();

/** `application/csp-report`, what a policy's report-uri receives: `{"csp-report": {"document-uri": …}}`. */
export const cspReportUriBodySchema = z.object({
  'csp-report': z.object({
    'document-uri': z.string(),
    referrer: reportText,
    'blocked-uri': reportText,
    'violated-directive': reportText,
    'effective-directive': reportText,
    'original-policy': reportText,
    disposition: reportText,
    'status-code': reportCount,
    'line-number': reportCount,
    'column-number': reportCount,
    'source-file': reportText,
  }),
});

/** The body of one `csp-violation` report of the Reporting API. */
export const cspViolationReportBodySchema = z.object({
  documentURL: z.string(),
  referrer: reportText,
  blockedURL: reportText,
  effectiveDirective: reportText,
  originalPolicy: reportText,
  disposition: reportText,
  statusCode: reportCount,
  lineNumber: reportCount,
  columnNumber: reportCount,
  sourceFile: reportText,
});

/**
 * `application/reports+json`, what report-to receives: a list of reports of any type. Only
 * `csp-violation` ones are read (their `body` is `cspViolationReportBodySchema`); others are skipped.
 */
export const cspReportingApiBodySchema = z
  .array(z.object({ type: z.string(), age: reportCount, body: z.unknown() }))
  .min(1)
  .max(MAX_CSP_REPORTS_PER_REQUEST);

/** One violation as the page's listener records it (spec 1 §3); `timestamp` in epoch milliseconds. */
export const violationRecordSchema = z.object({
  documentUri: z.string(),
  referrer: reportText,
  blockedUri: reportText,
  violatedDirective: reportText,
  effectiveDirective: reportText,
  originalPolicy: reportText,
  disposition: reportText,
  statusCode: reportCount,
  lineNumber: reportCount,
  columnNumber: reportCount,
  sourceFile: reportText,
  timestamp: z.number().int().min(0).optional(),
});
export type ViolationRecord = z.infer<typeof violationRecordSchema>;

/** `application/json`, what the page sends: `{"reports": [ViolationRecord, …]}`. */
export const cspClientReportsBodySchema = z.object({
  reports: z.array(violationRecordSchema).min(1).max(MAX_CSP_REPORTS_PER_REQUEST),
});

export const submitCspReports = defineRawRoute({
  method: 'POST',
  url: '/api/csp-reports',
  summary: 'Report Content Security Policy violations (browsers and the page; on with CSP_REPORTS=on)',
  description:
    'Takes the three report formats; no session or CSRF token. URIs are kept without query string or fragment, script samples never. At most 16 KB per request, 60 requests and 100 reports a minute per address.',
  tags: ['security'],
  body: {
    'application/csp-report': cspReportUriBodySchema,
    'application/reports+json': cspReportingApiBodySchema,
    'application/json': cspClientReportsBodySchema,
  },
  responses: {
    204: { description: 'Stored' },
    400: {
      description: 'Not valid JSON, or not a report',
      content: { 'application/json': errorEnvelopeSchema },
    },
    404: { description: 'Reporting is off', content: { 'application/json': errorEnvelopeSchema } },
    413: { description: 'Larger than 16 KB', content: { 'application/json': errorEnvelopeSchema } },
    415: { description: 'Another media type', content: { 'application/json': errorEnvelopeSchema } },
    429: { description: 'Too many reports', content: { 'application/json': errorEnvelopeSchema } },
  },
});

export const getCspReportConfig = defineRoute({
  method: 'GET',
  path: '/csp-reports/config',
  summary: 'Whether the page should send policy-violation reports, and where',
  tags: ['security'],
  auth: false,
  response: z.object({ enabled: z.boolean(), endpoint: z.string(), max_reports: z.number().int() }),
});

import type { z } from 'zod';
import {
  cspClientReportsBodySchema,
  cspReportingApiBodySchema,
  cspReportUriBodySchema,
  cspViolationReportBodySchema,
} from '@sladd/contract';

/**
 * The three shapes a policy-violation report arrives in, normalised to the record of spec 1 §3
 * (decision 0045):
 * - `application/csp-report` (the policy's report-uri): `{"csp-report": {"document-uri": …}}`;
 * - `application/reports+json` (the Reporting API, report-to): `[{type: 'csp-violation', age, body: {documentURL, …}}]`;
 * - `application/json` from Sladd's own page listener: `{reports: [{documentUri, …, timestamp}]}`.
 * Script samples are never kept (they are page text); URIs lose their query string and fragment.
 * The shapes themselves are the contract's (packages/contract routes/csp-reports.ts).
 */

export type ReportSource = 'report-uri' | 'report-to' | 'client';

/**
 * A violation as it is kept: any of the three shapes, normalised. Not the page's `ViolationRecord`
 * (the contract's, what the page sends): this one names its source and has an ISO time.
 */
export interface StoredViolation {
  source: ReportSource;
  documentUri: string;
  referrer: string | null;
  blockedUri: string | null;
  violatedDirective: string | null;
  effectiveDirective: string | null;
  originalPolicy: string | null;
  disposition: string | null;
  statusCode: number | null;
  lineNumber: number | null;
  columnNumber: number | null;
  sourceFile: string | null;
  /** ISO time of the violation. */
  timestamp: string;
}

/** Longest text kept per field; the rest is cut (a policy is a few hundred characters). */
export const MAX_FIELD_LENGTH = 1024;
export class ReportShapeError extends Error {}

/** Cuts a text to MAX_FIELD_LENGTH characters; empty becomes null. */
export function clip(value: string | null | undefined): string | null {
  if (value === undefined || value === null || value === '') return null;
  return value.length > MAX_FIELD_LENGTH ? value.slice(0, MAX_FIELD_LENGTH) : value;
}

/**
 * A URI without what can carry secrets: query string, fragment and user info go; a non-web URL
 * (data:, blob:, chrome-extension:) keeps only its scheme, since its body may be page content.
 * Keywords browsers put in blocked-uri (inline, eval, wasm-eval, trusted-types-sink) stay as they are.
 */
export function stripUri(value: string | null | undefined): string | null {
  if (value === undefined || value === null || value === '') return null;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    // Not absolute: a keyword like `inline`, or a relative path — still drop ? and #.
    return clip(value.split(/[?#]/, 1)[0]!);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return url.protocol.replace(/:$/, '');
  return clip(`${url.origin}${url.pathname}`);
}

function clampTime(ms: number, now: number): string {
  // A browser's clock (or a made-up timestamp) may be far off; keep it within a day of ours.
  const bounded = Number.isFinite(ms) && Math.abs(now - ms) < 86_400_000 ? ms : now;
  return new Date(bounded).toISOString();
}

function problem(error: z.ZodError): string {
  const issue = error.issues[0];
  const where = issue && issue.path.length > 0 ? ` at ${issue.path.join('.')}` : '';
  return `${issue?.message ?? 'unexpected shape'}${where}`;
}

/** The records in a parsed body of the given media type; throws ReportShapeError naming the problem. */
export function parseReports(mediaType: string, body: unknown, now = Date.now()): StoredViolation[] {
  if (mediaType === 'application/csp-report') {
    const parsed = cspReportUriBodySchema.safeParse(body);
    if (!parsed.success) throw new ReportShapeError(`Not a csp-report object (${problem(parsed.error)}).`);
    const r = parsed.data['csp-report'];
    return [
      {
        source: 'report-uri',
        documentUri: stripUri(r['document-uri']) ?? '',
        referrer: stripUri(r.referrer),
        blockedUri: stripUri(r['blocked-uri']),
        violatedDirective: clip(r['violated-directive']),
        effectiveDirective: clip(r['effective-directive'] ?? r['violated-directive']),
        originalPolicy: clip(r['original-policy']),
        disposition: clip(r.disposition),
        statusCode: r['status-code'] ?? null,
        lineNumber: r['line-number'] ?? null,
        columnNumber: r['column-number'] ?? null,
        sourceFile: stripUri(r['source-file']),
        timestamp: new Date(now).toISOString(),
      },
    ];
  }
  if (mediaType === 'application/reports+json') {
    const parsed = cspReportingApiBodySchema.safeParse(body);
    if (!parsed.success) throw new ReportShapeError(`Not a Reporting API list (${problem(parsed.error)}).`);
    const records: StoredViolation[] = [];
    // Other report types (deprecation, intervention) may share the endpoint; they are not ours to keep.
    for (const [index, report] of parsed.data.entries()) {
      if (report.type !== 'csp-violation') continue;
      const body = cspViolationReportBodySchema.safeParse(report.body);
      if (!body.success)
        throw new ReportShapeError(`Report ${index} is not a csp-violation body (${problem(body.error)}).`);
      const r = body.data;
      records.push({
        source: 'report-to',
        documentUri: stripUri(r.documentURL) ?? '',
        referrer: stripUri(r.referrer),
        blockedUri: stripUri(r.blockedURL),
        violatedDirective: clip(r.effectiveDirective),
        effectiveDirective: clip(r.effectiveDirective),
        originalPolicy: clip(r.originalPolicy),
        disposition: clip(r.disposition),
        statusCode: r.statusCode ?? null,
        lineNumber: r.lineNumber ?? null,
        columnNumber: r.columnNumber ?? null,
        sourceFile: stripUri(r.sourceFile),
        timestamp: clampTime(now - (report.age ?? 0), now),
      });
    }
    return records;
  }
  const parsed = cspClientReportsBodySchema.safeParse(body);
  if (!parsed.success)
    throw new ReportShapeError(`Expected {"reports": [violation records]} (${problem(parsed.error)}).`);
  return parsed.data.reports.map((r) => ({
    source: 'client',
    documentUri: stripUri(r.documentUri) ?? '',
    referrer: stripUri(r.referrer),
    blockedUri: stripUri(r.blockedUri),
    violatedDirective: clip(r.violatedDirective),
    effectiveDirective: clip(r.effectiveDirective ?? r.violatedDirective),
    originalPolicy: clip(r.originalPolicy),
    disposition: clip(r.disposition),
    statusCode: r.statusCode ?? null,
    lineNumber: r.lineNumber ?? null,
    columnNumber: r.columnNumber ?? null,
    sourceFile: stripUri(r.sourceFile),
    timestamp: clampTime(r.timestamp ?? now, now),
  }));
}

import type { Kysely } from 'kysely';
import type { RateLimitRule } from '../../config.ts';
import type { Database } from '../../db/schema.ts';
import { AppError } from '../../platform/errors.ts';
import type { RateLimiter } from '../../platform/rate-limit.ts';
import { insertCspReports, MAX_STORED_REPORTS } from './csp-reports.repository.ts';
import { parseReports, ReportShapeError } from './parse.ts';

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
 * MAX_CSP_REPORTS_PER_REQUEST, so limits on requests alone would let a few addresses replace the
 * newest-10 000 window in seconds. At these rates that takes over a quarter of an hour.
 */
export const CSP_REPORT_RECORDS_PER_IP: RateLimitRule = { limit: 100, windowMs: 60_000 };
export const CSP_REPORT_RECORDS_ALL: RateLimitRule = { limit: 600, windowMs: 60_000 };

/**
 * Policy-violation reports (decision 0045): who may send how many, and what is kept. Requests are
 * admitted by address and in total before their body is read; the reports in an admitted body are
 * normalised (parse.ts), counted against the per-report budgets, and stored, the oldest rows
 * beyond the cap going.
 */
export function createCspReportsService(deps: {
  db: Kysely<Database>;
  limiter: RateLimiter;
  /** Rows kept at most (tests lower it). */
  maxRows?: number;
}) {
  const { db, limiter } = deps;

  /** 429 when `key` is over `rule` after counting `weight` more. */
  async function count(key: string, rule: RateLimitRule, who: string, weight?: number): Promise<void> {
    const counted = await limiter.store.hit(key, rule.windowMs, weight);
    if (counted.count <= rule.limit) return;
    const seconds = Math.max(1, Math.ceil((counted.resetAt - Date.now()) / 1000));
    throw new AppError(
      'RATE_LIMITED',
      `Too many policy-violation reports ${who}; the next ones are taken in ${seconds} seconds.`,
      { retry_after_seconds: seconds },
    );
  }

  return {
    /** Before the body is read: the request budgets of the sender's address and of everyone. */
    async admit(ip: string): Promise<void> {
      await count(`csp-reports:ip:${ip}`, CSP_REPORTS_PER_IP, 'from this address');
      await count('csp-reports:all', CSP_REPORTS_ALL, 'are arriving');
    },

    /** Normalises and keeps the reports of one body (400 naming a wrong shape). */
    async submit(ip: string, mediaType: string, body: unknown): Promise<void> {
      let records;
      try {
        records = parseReports(mediaType, body);
      } catch (error) {
        if (error instanceof ReportShapeError) throw new AppError('BAD_REQUEST', error.message);
        throw error;
      }
      // Counted before they are kept: reports past the budget are refused whole, none stored.
      await count(
        `csp-reports:records:ip:${ip}`,
        CSP_REPORT_RECORDS_PER_IP,
        'from this address',
        records.length,
      );
      await count('csp-reports:records:all', CSP_REPORT_RECORDS_ALL, 'are arriving', records.length);
      await insertCspReports(db, records, deps.maxRows ?? MAX_STORED_REPORTS);
    },
  };
}

export type CspReportsService = ReturnType<typeof createCspReportsService>;

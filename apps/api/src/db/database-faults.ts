import { sql } from 'kysely';
import { AppError } from '../platform/errors.ts';
import { within } from '../platform/within.ts';
import type { Kysely } from 'kysely';
import type { Database } from './schema.ts';

/**
 * How long PostgreSQL may take before a request gives up (DATABASE_TIMEOUT_SECONDS; docs/DEPLOY.md,
 * "When a part fails"): one statement, and at most 5 s of it for a connection from the pool. A
 * database that is black-holed (no answer, no refusal) must not hold a request open until the
 * operating system gives up minutes later.
 */
export const DB_TIMEOUT_MS = 15_000;
export const DB_CONNECT_TIMEOUT_MS = 5_000;
/** /api/health waits no longer than this for the database's answer. */
export const DB_HEALTH_TIMEOUT_MS = 1_500;

// Network errors of the socket, and PostgreSQL's own "connection exception" (class 08), "operator
// intervention" (57P01–57P03: shut down, restarting) and "too many connections" codes.
const FAULT_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
  '57P01',
  '57P02',
  '57P03',
  '53300',
  '08000',
  '08001',
  '08003',
  '08004',
  '08006',
]);
// The pg driver's own words for a lost or silent connection (it gives these no code).
const FAULT_MESSAGES =
  /Connection terminated|Query read timeout|timeout exceeded when trying to connect|Client has encountered a connection error|Connection ended unexpectedly|Client was closed and is not queryable|Cannot use a pool after calling end/i;

/** True when `error` (or what caused it) says the database could not be reached, not that a query was wrong. */
export function isDatabaseFault(error: unknown): boolean {
  for (let e: unknown = error, depth = 0; e && depth < 5; depth++) {
    const { code, message, cause } = e as { code?: unknown; message?: unknown; cause?: unknown };
    if (typeof code === 'string' && FAULT_CODES.has(code)) return true;
    if (typeof message === 'string' && FAULT_MESSAGES.test(message)) return true;
    e = cause;
  }
  return false;
}

/** The answer a request gets when the database is down: nothing was done, try again. */
export function databaseUnavailable(): AppError {
  return new AppError(
    'SERVICE_UNAVAILABLE',
    'The database is unreachable, so nothing was saved or changed and no pages were counted. Try again in a moment; if it persists, check that PostgreSQL at DATABASE_URL is running.',
    { reason: 'database_unavailable', retry_after_seconds: 5 },
  );
}

/** Whether the database answers a trivial query within DB_HEALTH_TIMEOUT_MS (health, metrics). */
export const databaseAnswers = (db: { kysely: Kysely<Database> }): Promise<boolean> =>
  within(
    DB_HEALTH_TIMEOUT_MS,
    sql`select 1`.execute(db.kysely).then(() => true),
    false,
  );

import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { StoredViolation } from './parse.ts';

/** Rows kept at most: anyone may send reports, so the table must not grow without end. */
export const MAX_STORED_REPORTS = 10_000;

/** Stores the records, then deletes the oldest rows beyond `maxRows`. */
export async function insertCspReports(
  db: Kysely<Database>,
  records: StoredViolation[],
  maxRows = MAX_STORED_REPORTS,
): Promise<void> {
  if (records.length === 0) return;
  const receivedAt = new Date().toISOString();
  await db
    .insertInto('csp_reports')
    .values(
      records.map((r) => ({
        id: randomUUID(),
        received_at: receivedAt,
        timestamp: r.timestamp,
        source: r.source,
        document_uri: r.documentUri,
        referrer: r.referrer,
        blocked_uri: r.blockedUri,
        violated_directive: r.violatedDirective,
        effective_directive: r.effectiveDirective,
        original_policy: r.originalPolicy,
        disposition: r.disposition,
        status_code: r.statusCode,
        line_number: r.lineNumber,
        column_number: r.columnNumber,
        source_file: r.sourceFile,
      })),
    )
    .execute();
  const { rows } = await db
    .selectFrom('csp_reports')
    .select((eb) => eb.fn.countAll<number | string>().as('rows'))
    .executeTakeFirstOrThrow();
  const excess = Number(rows) - maxRows;
  if (excess <= 0) return;
  const oldest = db
    .selectFrom('csp_reports')
    .select('id')
    .orderBy('received_at', 'asc')
    .orderBy('id', 'asc')
    .limit(excess);
  await db.deleteFrom('csp_reports').where('id', 'in', oldest).execute();
}

/** The newest records first (for tests and operators). */
export async function findNewestCspReports(
  db: Kysely<Database>,
  limit: number,
): Promise<(StoredViolation & { receivedAt: string })[]> {
  const rows = await db
    .selectFrom('csp_reports')
    .selectAll()
    .orderBy('received_at', 'desc')
    .orderBy('timestamp', 'desc')
    .limit(limit)
    .execute();
  return rows.map((row) => ({
    source: row.source,
    documentUri: row.document_uri,
    referrer: row.referrer,
    blockedUri: row.blocked_uri,
    violatedDirective: row.violated_directive,
    effectiveDirective: row.effective_directive,
    originalPolicy: row.original_policy,
    disposition: row.disposition,
    statusCode: row.status_code === null ? null : Number(row.status_code),
    lineNumber: row.line_number === null ? null : Number(row.line_number),
    columnNumber: row.column_number === null ? null : Number(row.column_number),
    sourceFile: row.source_file,
    timestamp: row.timestamp,
    receivedAt: row.received_at,
  }));
}

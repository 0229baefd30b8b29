import type { Kysely } from 'kysely';
import type { DialectName } from '../database.ts';

/**
 * Content Security Policy violation records (spec 1 §3, decision 0045). Only written when
 * CSP_REPORTS=on. URIs are stored without query string or fragment; the newest rows are kept
 * (modules/csp-reports/csp-reports.repository.ts prunes the rest). No user, no IP address: reports come unsigned.
 */
export async function up(db: Kysely<unknown>, _dialect: DialectName): Promise<void> {
  await db.schema
    .createTable('csp_reports')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('received_at', 'text', (c) => c.notNull())
    /** When the violation happened, as the browser said (the receive time when it did not). */
    .addColumn('timestamp', 'text', (c) => c.notNull())
    /** How it arrived: report-uri (legacy), report-to (Reporting API) or client (the page's own listener). */
    .addColumn('source', 'text', (c) => c.notNull())
    .addColumn('document_uri', 'text', (c) => c.notNull())
    .addColumn('referrer', 'text')
    .addColumn('blocked_uri', 'text')
    .addColumn('violated_directive', 'text')
    .addColumn('effective_directive', 'text')
    .addColumn('original_policy', 'text')
    .addColumn('disposition', 'text')
    .addColumn('status_code', 'integer')
    .addColumn('line_number', 'integer')
    .addColumn('column_number', 'integer')
    .addColumn('source_file', 'text')
    .execute();
  await db.schema
    .createIndex('csp_reports_received_idx')
    .on('csp_reports')
    .columns(['received_at', 'id'])
    .execute();
}

import { AUDIT_CSV_COLUMNS, AUDIT_CSV_MAX_ROWS } from '@sladd/contract';
import type { AuditDeps } from './audit.deps.ts';
import { listAuditEventsAscending } from './audit.repository.ts';
import { toAuditEvents } from './audit-shapes.ts';
import { type AuditFilter, auditQuery } from './list-audit-events.ts';

/**
 * One CSV cell (RFC 4180): quoted when it holds a quote, comma or line break; a cell a spreadsheet
 * would run as a formula (= + - @, tab, carriage return first) is prefixed with an apostrophe.
 */
export function csvCell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/** The organization's trail as CSV, oldest first (at most AUDIT_CSV_MAX_ROWS events). */
export async function exportAuditEvents(
  deps: AuditDeps,
  organizationId: string,
  filter: AuditFilter,
): Promise<string> {
  const rows = await listAuditEventsAscending(
    deps.db,
    await auditQuery(deps, organizationId, filter),
    AUDIT_CSV_MAX_ROWS,
  );
  const events = await toAuditEvents(deps, rows);
  const lines = [AUDIT_CSV_COLUMNS.join(',')];
  for (const event of events) {
    const cells: Record<(typeof AUDIT_CSV_COLUMNS)[number], string> = {
      at: event.at,
      action: event.action,
      actor_user_id: event.actor_user_id,
      actor_username: event.actor_username ?? '',
      document_name_hash: event.document_name_hash,
      document_hash: event.document_hash ?? '',
      codes: event.codes.join(' '),
    };
    lines.push(AUDIT_CSV_COLUMNS.map((column) => csvCell(cells[column])).join(','));
  }
  return `${lines.join('\r\n')}\r\n`;
}

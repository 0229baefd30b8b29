import type { AuditEvent } from '@sladd/contract';
import type { AuditDeps } from './audit.deps.ts';
import { type AuditQuery, listAuditEvents as listRows } from './audit.repository.ts';
import {
  documentNameHash,
  filterRange,
  nowOf,
  retentionCutoff,
  retentionDays,
  toAuditEvents,
} from './audit-shapes.ts';

export interface AuditFilter {
  from?: string | undefined;
  to?: string | undefined;
  action?: string | undefined;
  document_name?: string | undefined;
  /** The keyed name hash an event shows: all steps of one document, without its name in a URL. */
  document_name_hash?: string | undefined;
  /** The SHA-256 of the file's bytes. */
  document_hash?: string | undefined;
}

/**
 * The query for an organization's filter. Events older than its retention are left out even before
 * the sweep deletes them, so what is shown never outlives the period the organization chose.
 */
export async function auditQuery(
  deps: AuditDeps,
  organizationId: string,
  filter: AuditFilter,
): Promise<AuditQuery> {
  const cutoff = retentionCutoff(nowOf(deps), await retentionDays(deps.db, organizationId));
  const range = filterRange(filter);
  return {
    organizationId,
    since: range.from !== undefined && range.from > cutoff ? range.from : cutoff,
    before: range.before,
    action: filter.action,
    documentNameHash:
      filter.document_name === undefined
        ? filter.document_name_hash?.toLowerCase()
        : documentNameHash(deps.nameKey, organizationId, filter.document_name),
    documentHash: filter.document_hash?.toLowerCase(),
  };
}

/** One page of the organization's trail, newest first. */
export async function listAuditEvents(
  deps: AuditDeps,
  organizationId: string,
  filter: AuditFilter,
  page: number,
  pageSize: number,
): Promise<{ events: AuditEvent[]; total: number }> {
  const query = await auditQuery(deps, organizationId, filter);
  const { rows, total } = await listRows(deps.db, query, { offset: (page - 1) * pageSize, limit: pageSize });
  return { events: await toAuditEvents(deps, rows), total };
}

import { AUDIT_RETENTION_DAYS } from '@sladd/contract';
import type { AuditDeps } from './audit.deps.ts';
import { deleteExpiredAuditEvents } from './audit.repository.ts';
import { nowOf, retentionCutoff } from './audit-shapes.ts';

/** Deletes every event older than its organization's retention period. */
export async function sweepAuditEvents(deps: AuditDeps): Promise<void> {
  const now = nowOf(deps);
  await deleteExpiredAuditEvents(deps.db, AUDIT_RETENTION_DAYS.default, (days) => retentionCutoff(now, days));
}

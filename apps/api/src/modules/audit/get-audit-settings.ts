import type { AuditDeps } from './audit.deps.ts';
import { retentionDays } from './audit-shapes.ts';

/** How many days the organization keeps its events (365 until it chooses). */
export async function getAuditSettings(deps: Pick<AuditDeps, 'db'>, organizationId: string) {
  return { retention_days: await retentionDays(deps.db, organizationId) };
}

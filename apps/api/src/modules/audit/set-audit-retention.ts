import type { AuditDeps } from './audit.deps.ts';
import { saveRetentionDays } from './audit.repository.ts';

/** Sets how many days the organization keeps its events (the contract holds it to 30–3650). */
export async function setAuditRetention(deps: Pick<AuditDeps, 'db'>, organizationId: string, days: number) {
  await saveRetentionDays(deps.db, organizationId, days);
  return { retention_days: days };
}

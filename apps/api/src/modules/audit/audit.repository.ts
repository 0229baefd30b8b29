import type { Kysely } from 'kysely';
import type { AuditEventsTable, Database } from '../../db/schema.ts';

/** SQL of the audit module: the organizations' audit events and how long each keeps them. */

export type AuditEventRow = AuditEventsTable;

export interface AuditQuery {
  organizationId: string;
  /** Events at or after this instant (ISO), the later of the filter and the retention cutoff. */
  since: string;
  /** Events before this instant (ISO), when given. */
  before?: string | undefined;
  action?: string | undefined;
  documentNameHash?: string | undefined;
  documentHash?: string | undefined;
}

export async function insertAuditEvent(db: Kysely<Database>, row: AuditEventRow): Promise<void> {
  await db.insertInto('audit_events').values(row).execute();
}

function filtered(db: Kysely<Database>, query: AuditQuery) {
  let select = db
    .selectFrom('audit_events')
    .where('organization_id', '=', query.organizationId)
    .where('at', '>=', query.since);
  if (query.before !== undefined) select = select.where('at', '<', query.before);
  if (query.action !== undefined) select = select.where('action', '=', query.action);
  if (query.documentNameHash !== undefined)
    select = select.where('document_name_hash', '=', query.documentNameHash);
  if (query.documentHash !== undefined) select = select.where('document_hash', '=', query.documentHash);
  return select;
}

/** One page of events, newest first, and how many match in all. */
export async function listAuditEvents(
  db: Kysely<Database>,
  query: AuditQuery,
  page: { offset: number; limit: number },
): Promise<{ rows: AuditEventRow[]; total: number }> {
  const [rows, count] = await Promise.all([
    filtered(db, query)
      .selectAll()
      .orderBy('at', 'desc')
      .orderBy('id', 'desc')
      .offset(page.offset)
      .limit(page.limit)
      .execute(),
    filtered(db, query)
      .select((eb) => eb.fn.countAll<string | number>().as('n'))
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.n) };
}

/** Matching events, oldest first, at most `limit`. */
export async function listAuditEventsAscending(
  db: Kysely<Database>,
  query: AuditQuery,
  limit: number,
): Promise<AuditEventRow[]> {
  return filtered(db, query).selectAll().orderBy('at', 'asc').orderBy('id', 'asc').limit(limit).execute();
}

/** The organization's retention in days, or undefined when it kept the default. */
export async function findRetentionDays(
  db: Kysely<Database>,
  organizationId: string,
): Promise<number | undefined> {
  const row = await db
    .selectFrom('organization_audit_settings')
    .select('retention_days')
    .where('organization_id', '=', organizationId)
    .executeTakeFirst();
  return row ? Number(row.retention_days) : undefined;
}

export async function saveRetentionDays(
  db: Kysely<Database>,
  organizationId: string,
  days: number,
): Promise<void> {
  const values = { retention_days: days, updated_at: new Date().toISOString() };
  await db
    .insertInto('organization_audit_settings')
    .values({ organization_id: organizationId, ...values })
    .onConflict((oc) => oc.column('organization_id').doUpdateSet(values))
    .execute();
}

/**
 * Deletes every event older than its organization's retention: `cutoff(days)` gives the oldest
 * instant kept for a retention. Organizations without a setting keep `defaultDays`.
 */
export async function deleteExpiredAuditEvents(
  db: Kysely<Database>,
  defaultDays: number,
  cutoff: (days: number) => string,
): Promise<void> {
  const custom = await db
    .selectFrom('organization_audit_settings')
    .select('retention_days')
    .distinct()
    .execute();
  await db
    .deleteFrom('audit_events')
    .where('at', '<', cutoff(defaultDays))
    .where(
      'organization_id',
      'not in',
      db.selectFrom('organization_audit_settings').select('organization_id'),
    )
    .execute();
  for (const { retention_days } of custom) {
    const days = Number(retention_days);
    await db
      .deleteFrom('audit_events')
      .where('at', '<', cutoff(days))
      .where(
        'organization_id',
        'in',
        db
          .selectFrom('organization_audit_settings')
          .select('organization_id')
          .where('retention_days', '=', days),
      )
      .execute();
  }
}

import { createHmac } from 'node:crypto';
import { AUDIT_RETENTION_DAYS, type AuditAction, type AuditEvent } from '@sladd/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { AuditDeps } from './audit.deps.ts';
import { type AuditEventRow, findRetentionDays } from './audit.repository.ts';

/** The pieces the audit operations share: the name hash, the retention window, the answer's shape. */

const DAY_MS = 86_400_000;

/**
 * The keyed hash (HMAC-SHA-256, hex) that names a document in the trail. The organization is part
 * of the message, so one name gives unrelated hashes in two organizations; without the server key
 * nobody can test a guessed name against it.
 */
export function documentNameHash(key: Buffer, organizationId: string, fileName: string): string {
  return createHmac('sha256', key)
    .update(`${organizationId}\u0000${fileName.normalize('NFC')}`)
    .digest('hex');
}

export const nowOf = (deps: Pick<AuditDeps, 'now'>) => (deps.now ?? (() => new Date()))();

/** The oldest instant an organization keeping `days` days still shows. */
export const retentionCutoff = (now: Date, days: number) =>
  new Date(now.getTime() - days * DAY_MS).toISOString();

export async function retentionDays(db: Kysely<Database>, organizationId: string): Promise<number> {
  return (await findRetentionDays(db, organizationId)) ?? AUDIT_RETENTION_DAYS.default;
}

/** `from`/`to` of a filter as instants: a date is the whole day (UTC), both ends inclusive. */
export function filterRange(filter: { from?: string | undefined; to?: string | undefined }) {
  const from =
    filter.from === undefined
      ? undefined
      : new Date(isDate(filter.from) ? `${filter.from}T00:00:00Z` : filter.from);
  const to =
    filter.to === undefined
      ? undefined
      : isDate(filter.to)
        ? new Date(new Date(`${filter.to}T00:00:00Z`).getTime() + DAY_MS)
        : new Date(new Date(filter.to).getTime() + 1);
  return { from: from?.toISOString(), before: to?.toISOString() };
}
const isDate = (value: string) => /^\d{4}-\d{2}-\d{2}$/.test(value);

/** The rows as the API shows them, with each actor's username now (null once the account is gone). */
export async function toAuditEvents(
  deps: Pick<AuditDeps, 'accounts'>,
  rows: readonly AuditEventRow[],
): Promise<AuditEvent[]> {
  const ids = [...new Set(rows.map((row) => row.actor_user_id))];
  const names = await deps.accounts.usernames(ids);
  return rows.map((row) => ({
    id: row.id,
    at: row.at,
    action: row.action as AuditAction,
    actor_user_id: row.actor_user_id,
    actor_username: names.get(row.actor_user_id) ?? null,
    document_name_hash: row.document_name_hash,
    document_hash: row.document_hash,
    codes: JSON.parse(row.codes) as string[],
  }));
}

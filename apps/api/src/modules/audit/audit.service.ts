import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { Actor } from '../../platform/auth/session.ts';
import type { OrganizationsService } from '../organizations/organizations.service.ts';
import type { AuditDeps } from './audit.deps.ts';
import { exportAuditEvents } from './export-audit-events.ts';
import { getAuditSettings } from './get-audit-settings.ts';
import { type AuditFilter, listAuditEvents } from './list-audit-events.ts';
import { type AuditEventInput, recordAuditEvent } from './record-audit-event.ts';
import { setAuditRetention } from './set-audit-retention.ts';
import { sweepAuditEvents } from './sweep-audit-events.ts';

export type { AuditEventInput } from './record-audit-event.ts';
export type { AuditFilter } from './list-audit-events.ts';

/** How often, at most, expired events are swept (on the next write or read after it). */
const SWEEP_INTERVAL_MS = 60_000;

/**
 * The organizations' audit trail (issue 32 item 5, decision 0060): one file per operation, put
 * together here for app.ts. Other modules record through `record`/`recordFor`; the routes ask
 * audit.policy.ts before reading (decision 0056). Never a file name or content: names are hashed
 * (HMAC) as they come in.
 */
export function createAuditService(
  deps: AuditDeps & { organizations: Pick<OrganizationsService, 'membershipOf'> },
) {
  let lastSweep = 0;
  // Events are stamped in order, a millisecond apart at least: two steps of one request (a
  // reviewer's change, then the approval) are never listed the wrong way round.
  let lastAt = 0;
  const clock = () => {
    const now = (deps.now ?? (() => new Date()))().getTime();
    // Within the same instant (or a clock a little behind), one millisecond after the last; a clock
    // set back further (tests, a corrected system clock) is followed as it is.
    lastAt = now > lastAt || lastAt - now > 1_000 ? now : lastAt + 1;
    return new Date(lastAt);
  };
  /** Housekeeping at most once a minute; a failure here loses nothing and is tried again later. */
  async function sweepIfDue() {
    if (Date.now() - lastSweep <= SWEEP_INTERVAL_MS) return;
    lastSweep = Date.now();
    await sweepAuditEvents(deps).catch(() => undefined);
  }
  /**
   * Writes one event. Given `db` (a transaction), it is written there, with the change it records,
   * and nothing else runs in it.
   */
  async function record(event: AuditEventInput, options: { db?: Kysely<Database> } = {}): Promise<void> {
    await recordAuditEvent({ ...deps, now: clock, ...(options.db ? { db: options.db } : {}) }, event);
    if (!options.db) await sweepIfDue();
  }
  return {
    /** The caller's membership of an organization, or undefined: what the policy is asked with. */
    membershipOf: (userId: string, organizationId: string) =>
      deps.organizations.membershipOf(userId, organizationId),

    /** Writes one event to an organization's trail (the file name is hashed, never stored). */
    record,
    /**
     * Writes one event for an actor working in an organization, and nothing outside one (the
     * trail is the organization's). For other modules: the redaction, the review flow.
     */
    recordAuditEvent: async (
      actor: Actor,
      event: Omit<AuditEventInput, 'organizationId' | 'actorUserId'>,
    ): Promise<void> => {
      if (!actor.organization) return;
      await record({ ...event, organizationId: actor.organization.id, actorUserId: actor.userId });
    },
    async list(organizationId: string, filter: AuditFilter, page: number, pageSize: number) {
      await sweepIfDue();
      return listAuditEvents(deps, organizationId, filter, page, pageSize);
    },
    exportCsv: (organizationId: string, filter: AuditFilter) =>
      exportAuditEvents(deps, organizationId, filter),
    settings: (organizationId: string) => getAuditSettings(deps, organizationId),
    setRetention: (organizationId: string, days: number) => setAuditRetention(deps, organizationId, days),
    /** Deletes expired events now (operator tools, tests); requests sweep at most once a minute. */
    sweep: () => sweepAuditEvents(deps),
  };
}

export type AuditService = ReturnType<typeof createAuditService>;

import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { Actor } from '../../platform/auth/session.ts';
import { findEnabledSets, listCodes } from './legal-bases.repository.ts';
import { builtInBases, enabledSets, organizationBasis, setSummary } from './legal-code-shapes.ts';

/**
 * The legal bases the actor may put on a mark now: in an organization, the built-in sets it shows
 * and its own codes that are not retired; outside one, every built-in set.
 */
export async function listUsableLegalBases(db: Kysely<Database>, actor: Actor) {
  const organizationId = actor.organization?.id;
  const sets = enabledSets(organizationId ? await findEnabledSets(db, organizationId) : undefined);
  const own = organizationId ? await listCodes(db, organizationId) : [];
  return {
    sets: sets.map(setSummary),
    codes: [
      ...sets.flatMap(builtInBases),
      ...own
        .filter((row) => row.retired_at === null)
        .sort((a, b) => a.id.localeCompare(b.id))
        .map(organizationBasis),
    ],
  };
}

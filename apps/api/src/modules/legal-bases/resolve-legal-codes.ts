import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { Actor } from '../../platform/auth/session.ts';
import { type ResolvedLegalCode, splitBuiltInLegalCodes, unknownLegalBases } from './built-in-legal-codes.ts';
import { findCodes } from './legal-bases.repository.ts';

export type { ResolvedLegalCode } from './built-in-legal-codes.ts';

/**
 * The label, citation and title of each code id: built-in codes (every set, shown or not, so a
 * mark made before a set was hidden still reads right) and the actor's organization's own codes,
 * retired ones included. An id neither knows is 400 VALIDATION_ERROR naming it.
 */
export async function resolveLegalCodes(
  db: Kysely<Database>,
  actor: Actor,
  ids: Iterable<string>,
): Promise<Map<string, ResolvedLegalCode>> {
  const { resolved, rest } = splitBuiltInLegalCodes(ids);
  const organizationId = actor.organization?.id;
  const own = organizationId && rest.length > 0 ? await findCodes(db, organizationId, rest) : [];
  for (const row of own)
    resolved.set(row.id, {
      label: row.label,
      citation: row.citation,
      title: row.title,
      language: row.language,
    });
  const unknown = rest.filter((id) => !resolved.has(id));
  if (unknown.length > 0) throw unknownLegalBases(unknown);
  return resolved;
}

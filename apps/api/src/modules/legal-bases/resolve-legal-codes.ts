import { findLegalCode, LEGAL_CODE_SETS } from '@sladd/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { Actor } from '../../platform/auth/session.ts';
import { AppError } from '../../platform/errors.ts';
import { findCodes } from './legal-bases.repository.ts';

const languageOf = (setId: string) => LEGAL_CODE_SETS.find((set) => set.id === setId)?.language ?? 'en';

/** What a mark's code prints and what the log cites. */
export interface ResolvedLegalCode {
  label: string;
  citation: string;
  title: string;
  language: string;
}

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
  const resolved = new Map<string, ResolvedLegalCode>();
  const rest: string[] = [];
  for (const id of new Set(ids)) {
    const code = findLegalCode(id);
    if (code)
      resolved.set(id, {
        label: code.label,
        citation: code.citation,
        title: code.title,
        language: languageOf(code.set),
      });
    else rest.push(id);
  }
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
  if (unknown.length > 0)
    throw new AppError(
      'VALIDATION_ERROR',
      `Unknown legal basis ${unknown.slice(0, 5).join(', ')}${unknown.length > 5 ? ` and ${unknown.length - 5} more` : ''}.`,
      { unknown_legal_bases: unknown },
    );
  return resolved;
}

import type { OrganizationLegalCode } from '@sladd/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { codeNotFound } from './edit-legal-code.ts';
import { findCode, updateCode } from './legal-bases.repository.ts';
import { toOrganizationCode } from './legal-code-shapes.ts';

/**
 * Retires a code: it is no longer offered, but it stays, so marks, history and logs made with it
 * still resolve to its label and citation. Retiring a retired code changes nothing.
 */
export async function retireLegalCode(
  db: Kysely<Database>,
  organizationId: string,
  id: string,
): Promise<OrganizationLegalCode> {
  const current = await findCode(db, organizationId, id);
  if (!current) throw codeNotFound(id);
  if (current.retired_at !== null) return toOrganizationCode(current);
  const row = await updateCode(db, organizationId, id, { retired_at: new Date().toISOString() });
  if (!row) throw codeNotFound(id);
  return toOrganizationCode(row);
}

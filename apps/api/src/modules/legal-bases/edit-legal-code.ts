import type { OrganizationLegalCode } from '@sladd/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { AppError } from '../../platform/errors.ts';
import { findCode, updateCode } from './legal-bases.repository.ts';
import { toOrganizationCode } from './legal-code-shapes.ts';

export interface LegalCodeChanges {
  label: string;
  citation: string;
  title: string;
  language: string;
  /** false brings a retired code back; true retires it; absent leaves it as it is. */
  retired?: boolean | undefined;
}

export const codeNotFound = (id: string) => new AppError('NOT_FOUND', `The organization has no code ${id}.`);

/** Edits one of the organization's codes (its id never changes). */
export async function editLegalCode(
  db: Kysely<Database>,
  organizationId: string,
  id: string,
  { retired, ...text }: LegalCodeChanges,
): Promise<OrganizationLegalCode> {
  const current = await findCode(db, organizationId, id);
  if (!current) throw codeNotFound(id);
  const retiredAt =
    retired === undefined
      ? current.retired_at
      : retired
        ? (current.retired_at ?? new Date().toISOString())
        : null;
  const row = await updateCode(db, organizationId, id, { ...text, retired_at: retiredAt });
  if (!row) throw codeNotFound(id);
  return toOrganizationCode(row);
}

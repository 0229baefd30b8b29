import { MAX_ORGANIZATION_LEGAL_CODES, type OrganizationLegalCode } from '@sladd/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { AppError } from '../../platform/errors.ts';
import { countCodes, deleteCode, insertCode } from './legal-bases.repository.ts';
import { toOrganizationCode } from './legal-code-shapes.ts';

export interface NewLegalCode {
  id: string;
  label: string;
  citation: string;
  title: string;
  language: string;
}

/** Adds one of the organization's own codes. An id is never reused, not even a retired one's. */
export async function addLegalCode(
  db: Kysely<Database>,
  organizationId: string,
  code: NewLegalCode,
): Promise<OrganizationLegalCode> {
  const full = () =>
    new AppError(
      'CONFLICT',
      `An organization holds at most ${MAX_ORGANIZATION_LEGAL_CODES} codes, retired ones included.`,
    );
  if ((await countCodes(db, organizationId)) >= MAX_ORGANIZATION_LEGAL_CODES) throw full();
  const now = new Date().toISOString();
  const row = {
    organization_id: organizationId,
    ...code,
    created_at: now,
    updated_at: now,
    retired_at: null,
  };
  if (!(await insertCode(db, row)))
    throw new AppError(
      'CONFLICT',
      `The organization already has a code ${code.id} (a retired code keeps its id: edit it with retired: false to use it again).`,
    );
  // Adds racing past the count above: whoever finds the cap passed after writing takes theirs back.
  if ((await countCodes(db, organizationId)) > MAX_ORGANIZATION_LEGAL_CODES) {
    await deleteCode(db, organizationId, code.id);
    throw full();
  }
  return toOrganizationCode(row);
}

import { LEGAL_CODE_SETS } from '@sladd/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { AppError } from '../../platform/errors.ts';
import { describeOrganizationLegalBases } from './describe-organization-legal-bases.ts';
import { saveEnabledSets } from './legal-bases.repository.ts';

/** Sets which built-in sets the organization's members see (none is allowed: its own codes only). */
export async function chooseCodeSets(db: Kysely<Database>, organizationId: string, sets: readonly string[]) {
  const known = new Set(LEGAL_CODE_SETS.map((set) => set.id));
  const unknown = sets.filter((id) => !known.has(id));
  if (unknown.length > 0)
    throw new AppError('VALIDATION_ERROR', `There is no built-in code set ${unknown.join(', ')}.`, {
      unknown_sets: unknown,
    });
  await saveEnabledSets(db, organizationId, [...new Set(sets)]);
  return describeOrganizationLegalBases(db, organizationId);
}

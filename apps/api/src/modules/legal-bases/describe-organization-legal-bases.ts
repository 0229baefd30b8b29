import { LEGAL_CODE_SETS, type OrganizationLegalBases } from '@sladd/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { findEnabledSets, listCodes } from './legal-bases.repository.ts';
import { setSummary, toOrganizationCode } from './legal-code-shapes.ts';

/** Every built-in set with whether the organization shows it, and all its own codes (retired too). */
export async function describeOrganizationLegalBases(
  db: Kysely<Database>,
  organizationId: string,
): Promise<OrganizationLegalBases> {
  const [chosen, codes] = await Promise.all([
    findEnabledSets(db, organizationId),
    listCodes(db, organizationId),
  ]);
  return {
    sets: LEGAL_CODE_SETS.map((set) => ({
      ...setSummary(set),
      enabled: chosen === undefined || chosen.includes(set.id),
    })),
    codes: codes.map(toOrganizationCode),
  };
}

import {
  LEGAL_CODE_SETS,
  type LegalBasis,
  type LegalCodeLanguage,
  type LegalCodeSet,
  type OrganizationLegalCode,
} from '@sladd/contract';
import type { OrganizationCodeRow } from './legal-bases.repository.ts';

/** The shapes the legal-bases operations answer with, from the built-in sets and the table rows. */

export const setSummary = (set: LegalCodeSet) => ({
  id: set.id,
  name: set.name,
  language: set.language,
  jurisdiction: set.jurisdiction,
  code_count: set.codes.length,
});

export const builtInBases = (set: LegalCodeSet): LegalBasis[] =>
  set.codes.map((code) => ({
    id: code.id,
    set: set.id,
    origin: 'built_in' as const,
    label: code.label,
    citation: code.citation,
    title: code.title,
    language: set.language,
  }));

export const organizationBasis = (row: OrganizationCodeRow): LegalBasis => ({
  id: row.id,
  set: 'organization',
  origin: 'organization',
  label: row.label,
  citation: row.citation,
  title: row.title,
  language: row.language as LegalCodeLanguage,
});

export const toOrganizationCode = (row: OrganizationCodeRow): OrganizationLegalCode => ({
  id: row.id,
  label: row.label,
  citation: row.citation,
  title: row.title,
  language: row.language as LegalCodeLanguage,
  created_at: row.created_at,
  updated_at: row.updated_at,
  retired_at: row.retired_at,
});

/** The built-in sets an organization shows, in the catalogue's order (every set when it never chose). */
export const enabledSets = (chosen: readonly string[] | undefined): LegalCodeSet[] =>
  chosen === undefined ? [...LEGAL_CODE_SETS] : LEGAL_CODE_SETS.filter((set) => chosen.includes(set.id));

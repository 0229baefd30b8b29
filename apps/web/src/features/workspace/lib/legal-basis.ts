import { defaultLegalCode, findLegalCode, type LegalBasis } from '@sladd/contract';
import type { LegalBases } from '../../../lib/queries/use-legal-bases.ts';

/**
 * The default a detected entity proposes among the codes the person may use (decision 0058): the
 * first enabled set, in the fixed preference order, with a code for the entity's category. Without
 * the list of codes (not loaded, the request failed) no default is given rather than a guess.
 */
export function legalBasisDefaulter(
  bases: LegalBases | undefined,
): ((entity: string) => string | undefined) | undefined {
  if (!bases) return undefined;
  const sets = bases.sets.map((set) => set.id);
  const usable = new Set(bases.codes.map((code) => code.id));
  return (entity) => {
    const code = defaultLegalCode(entity, sets);
    return code !== undefined && usable.has(code) ? code : undefined;
  };
}

/** A code's short label ('offl. § 13'): from the usable codes, else the built-in sets, else its id. */
export function legalBasisLabel(id: string, codes: readonly LegalBasis[] | undefined): string {
  return codes?.find((code) => code.id === id)?.label ?? findLegalCode(id)?.label ?? id;
}

export interface LegalBasisGroup {
  set: string;
  name: string;
  codes: LegalBasis[];
}

/**
 * The usable codes grouped by set, in the order the answer gives them, the organization's own
 * codes first (they are what the organization chose to add). Filtered by a search over label,
 * title and citation.
 */
export function groupLegalBases(
  bases: LegalBases | undefined,
  organizationName: string,
  search = '',
): LegalBasisGroup[] {
  if (!bases) return [];
  const needle = search.trim().toLowerCase();
  const matches = (code: LegalBasis) =>
    !needle || [code.label, code.title, code.citation].some((text) => text.toLowerCase().includes(needle));
  const names = new Map(bases.sets.map((set) => [set.id, set.name]));
  const groups = new Map<string, LegalBasisGroup>();
  for (const code of bases.codes) {
    if (!matches(code)) continue;
    const group = groups.get(code.set) ?? {
      set: code.set,
      name: code.origin === 'organization' ? organizationName : (names.get(code.set) ?? code.set),
      codes: [],
    };
    group.codes.push(code);
    groups.set(code.set, group);
  }
  return [...groups.values()].sort(
    (a, b) => Number(b.set === 'organization') - Number(a.set === 'organization'),
  );
}

import {
  ALL_ENTRY,
  collapseEntitySelection,
  ENTITY_CATALOGUE,
  expandEntitySelection,
  type MethodName,
} from '@sladd/contract';

export const METHODS: readonly MethodName[] = ['fast', 'advanced', 'standard'];

export type EntityLists = Record<MethodName, string[]>;

/** One saved entity row as the entity list answers it. */
export interface SavedEntity {
  entity_text: string;
  is_predefined: boolean;
}

export type SavedLists = Record<MethodName, readonly SavedEntity[] | undefined>;

const isPseudo = (code: string) => code.startsWith('ALL_');

/**
 * The department's entity types per method: the predefined rows of the saved lists (the
 * department's presets, which its caseworkers always look for; the settings page pins them).
 */
export function departmentTypesOf(saved: SavedLists): EntityLists {
  const of = (method: MethodName) => [
    ...new Set(
      (saved[method] ?? [])
        .filter((row) => row.is_predefined && !isPseudo(row.entity_text))
        .map((row) => row.entity_text),
    ),
  ];
  return { fast: of('fast'), advanced: of('advanced'), standard: of('standard') };
}

/**
 * The detection tab's lists as the saved settings give them: the department's types first, then
 * the person's own; a list that names every type of its method shows as its ALL_* entry.
 */
export function seededLists(saved: SavedLists): EntityLists {
  const of = (method: MethodName) => {
    const rows = saved[method] ?? [];
    const ordered = [
      ...rows.filter((row) => row.is_predefined),
      ...rows.filter((row) => !row.is_predefined),
    ].map((row) => row.entity_text);
    if (ordered.length === 0) return [];
    const collapsed = collapseEntitySelection(method, ordered);
    return collapsed.includes(ALL_ENTRY[method])
      ? collapsed
      : [...new Set(ordered.filter((c) => !isPseudo(c)))];
  };
  return { fast: of('fast'), advanced: of('advanced'), standard: of('standard') };
}

/**
 * A fingerprint of the saved lists (order and row ids aside): the tab follows the saved lists
 * only when this changes, so the person's choices survive switching tabs.
 */
export function savedListsSignature(saved: SavedLists): string {
  return METHODS.map((method) =>
    (saved[method] ?? [])
      .map((row) => `${row.is_predefined ? 'p' : 'c'}:${row.entity_text}`)
      .sort()
      .join(','),
  ).join('|');
}

/**
 * The department's types the person has in the lists as types of their own choosing: those a
 * list names one by one. A list on its ALL_* entry holds them by the person's own choice.
 */
export function chosenDepartmentTypes(lists: EntityLists, department: EntityLists): EntityLists {
  const of = (method: MethodName) =>
    lists[method].includes(ALL_ENTRY[method])
      ? []
      : department[method].filter((code) => lists[method].includes(code));
  return { fast: of('fast'), advanced: of('advanced'), standard: of('standard') };
}

/** The department's types that no list holds (neither named nor under an ALL_* entry). */
export function missingDepartmentTypes(lists: EntityLists, department: EntityLists): EntityLists {
  const of = (method: MethodName) => {
    const held = expandEntitySelection(method, lists[method]);
    return department[method].filter((code) => !held.includes(code));
  };
  return { fast: of('fast'), advanced: of('advanced'), standard: of('standard') };
}

export const flattenLists = (lists: EntityLists): string[] => METHODS.flatMap((method) => lists[method]);

/** The lists without the department's types named one by one (ALL_* lists keep everything). */
export function withoutDepartmentTypes(lists: EntityLists, department: EntityLists): EntityLists {
  const chosen = chosenDepartmentTypes(lists, department);
  const of = (method: MethodName) => lists[method].filter((code) => !chosen[method].includes(code));
  return { fast: of('fast'), advanced: of('advanced'), standard: of('standard') };
}

/** The lists with every department type again (first, as the saved settings give them). */
export function withDepartmentTypes(lists: EntityLists, department: EntityLists): EntityLists {
  const missing = missingDepartmentTypes(lists, department);
  const of = (method: MethodName) =>
    missing[method].length === 0
      ? lists[method]
      : collapseEntitySelection(method, [...missing[method], ...lists[method]]).includes(ALL_ENTRY[method])
        ? [ALL_ENTRY[method]]
        : [...missing[method], ...lists[method]];
  return { fast: of('fast'), advanced: of('advanced'), standard: of('standard') };
}

/**
 * What "Save to settings" writes for a method: the person's own types only. An ALL_* entry is
 * every type of the method (the server keeps no ALL_* entry), and the department's types are
 * saved already and cannot be written again (the server answers 409 for types it has).
 */
export function ownTypesToSave(
  method: MethodName,
  list: readonly string[],
  department: readonly string[],
): string[] {
  const catalogue: readonly string[] = ENTITY_CATALOGUE[method];
  return expandEntitySelection(method, list).filter(
    (code) => catalogue.includes(code) && !isPseudo(code) && !department.includes(code),
  );
}

/** The signature the saved lists will have once `own` is saved next to the department's types. */
export function signatureAfterSave(department: EntityLists, own: EntityLists): string {
  const rows = (method: MethodName): SavedEntity[] => [
    ...department[method].map((entity_text) => ({ entity_text, is_predefined: true })),
    ...own[method].map((entity_text) => ({ entity_text, is_predefined: false })),
  ];
  return savedListsSignature({ fast: rows('fast'), advanced: rows('advanced'), standard: rows('standard') });
}

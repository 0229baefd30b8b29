import { ENTITY_CATALOGUE, type MethodName, type ModelEntity } from '@sladd/contract';

export const METHOD_NAMES: readonly MethodName[] = ['fast', 'advanced', 'standard'];

/** ALL_FAST and friends stand for "everything" in the workspace; here each entity is chosen itself. */
const isPseudo = (code: string) => code.startsWith('ALL_');

/** What the server holds for one method: the department's predefined entities and the person's own. */
export function splitSaved(list: readonly ModelEntity[]): { predefined: string[]; custom: string[] } {
  const predefined = list
    .filter((entity) => entity.is_predefined && !isPseudo(entity.entity_text))
    .map((entity) => entity.entity_text);
  const custom = list
    .filter(
      (entity) =>
        !entity.is_predefined && !isPseudo(entity.entity_text) && !predefined.includes(entity.entity_text),
    )
    .map((entity) => entity.entity_text);
  return { predefined: [...new Set(predefined)], custom: [...new Set(custom)] };
}

/** The checkboxes a person may change: the method's catalogue without pseudo options and predefined ones. */
export function selectableOf(method: MethodName, predefined: readonly string[]): string[] {
  return ENTITY_CATALOGUE[method].filter((code) => !isPseudo(code) && !predefined.includes(code));
}

/** Checks or unchecks one entity; predefined entities cannot be unchecked (spec 1 §5). */
export function toggleEntity(
  selection: readonly string[],
  code: string,
  predefined: readonly string[],
): string[] {
  if (predefined.includes(code)) return [...selection];
  return selection.includes(code) ? selection.filter((item) => item !== code) : [...selection, code];
}

export function selectAllEntities(method: MethodName, predefined: readonly string[]): string[] {
  return selectableOf(method, predefined);
}

/** Deselect all leaves only the predefined entities, which are not part of the selection. */
export function deselectAllEntities(): string[] {
  return [];
}

/** Whether two selections hold the same entities, in any order. */
export function isSameSelection(a: readonly string[], b: readonly string[]): boolean {
  const left = new Set(a);
  return left.size === new Set(b).size && b.every((code) => left.has(code));
}

/** What Save sends for a method: the chosen entities that are real and not predefined. */
export function entitiesToAdd(
  method: MethodName,
  selection: readonly string[],
  predefined: readonly string[],
): string[] {
  const selectable = new Set(selectableOf(method, predefined));
  return [...new Set(selection)].filter((code) => selectable.has(code));
}

/**
 * The standard method mixes fixed entity types (PERSON_S …) with free-text labels for its zero-shot
 * model ("date", "iban" …); several read alike, so they are shown apart. Other methods: one section.
 * Each section lists its pinned (predefined) entities first.
 */
export function sectionsOf(
  method: MethodName,
  predefined: readonly string[],
  codes: readonly string[],
): Array<{ key: 'all' | 'types' | 'labels'; pinned: string[]; codes: string[] }> {
  if (method !== 'standard') return [{ key: 'all', pinned: [...predefined], codes: [...codes] }];
  const isType = (code: string) => /^[A-Z0-9_]+$/.test(code);
  return [
    { key: 'types', pinned: predefined.filter(isType), codes: codes.filter(isType) },
    {
      key: 'labels',
      pinned: predefined.filter((code) => !isType(code)),
      codes: codes.filter((code) => !isType(code)),
    },
  ];
}

import { ALL_ENTRY, collapseEntitySelection, type MethodName } from '@sladd/contract';

/**
 * The ALL_* rules of a multi-select (spec 2 §3): picking ALL_X replaces the individual choices;
 * picking an individual entry while ALL_X is chosen drops ALL_X; choosing every entry collapses to ALL_X.
 */
export function applyEntitySelection(
  method: MethodName,
  previous: readonly string[],
  next: readonly string[],
): string[] {
  const all = ALL_ENTRY[method];
  const hadAll = previous.includes(all);
  const hasAll = next.includes(all);
  if (hasAll && !hadAll) return [all];
  const individual = next.filter((entry) => entry !== all);
  if (hasAll && individual.length === 0) return [all];
  return collapseEntitySelection(method, individual);
}

/** Whether saved entity lists name anything to detect (blank names do not count, spec 2 §5). */
export function hasSavedEntities(lists: Record<MethodName, readonly string[]>): boolean {
  return Object.values(lists).some((list) => list.some((entity) => entity.trim() !== ''));
}

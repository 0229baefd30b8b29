import type { SensitiveItem } from '../engine/detect.ts';

/**
 * A page's items with the language model's added: an item of the recognisers that run beside the
 * model (engine `standard`, an `_A` type) is dropped when a model item of the same type covers it
 * whole, so one hit is shown once. A recogniser hit the model missed, or covered only in part,
 * stays: a partial quote must not leave the rest of a number unmarked. Sorted as
 * detectPagesByMethod sorts.
 */
export function mergeModelItems(
  others: readonly SensitiveItem[],
  model: readonly SensitiveItem[],
): SensitiveItem[] {
  const isCovered = (item: SensitiveItem) =>
    item.engine === 'standard' &&
    item.entity_type.endsWith('_A') &&
    model.some((m) => m.entity_type === item.entity_type && m.start <= item.start && m.end >= item.end);
  return [...others.filter((item) => !isCovered(item)), ...model].sort(
    (a, b) => a.start - b.start || a.engine.localeCompare(b.engine),
  );
}

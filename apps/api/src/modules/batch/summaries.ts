import type { SensitiveItem } from '@sladd/detect';

/**
 * Counts of entities by type, and by page keyed 'page_N' (spec 2 §3 entity file summary). An entity
 * that wraps lines arrives as one item per line, each starting just after the previous one's line
 * break; those parts count as one entity.
 */
export function summarizeEntities(pages: { page: number; sensitive: SensitiveItem[] }[]) {
  const byType: Record<string, number> = {};
  const byPage: Record<string, number> = {};
  let total = 0;
  for (const page of pages) {
    const items = [...page.sensitive].sort((a, b) => a.start - b.start);
    let previous: SensitiveItem | undefined;
    for (const item of items) {
      const continues =
        previous !== undefined &&
        previous.entity_type === item.entity_type &&
        previous.engine === item.engine &&
        previous.score === item.score &&
        item.start === previous.end + 1;
      previous = item;
      if (continues) continue;
      byType[item.entity_type] = (byType[item.entity_type] ?? 0) + 1;
      byPage[`page_${page.page}`] = (byPage[`page_${page.page}`] ?? 0) + 1;
      total += 1;
    }
  }
  return { total, by_type: byType, by_page: byPage };
}

const round = (value: number, digits = 3) => Number(value.toFixed(digits));

/** Seconds, rounded for display. */
export const seconds = (ms: number) => round(ms / 1000);

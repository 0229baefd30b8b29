import type { SensitiveItem } from '@sladd/detect';

/** Counts of entities by type, and by page keyed 'page_N' (spec 2 §3 entity file summary). */
export function summarizeEntities(pages: { page: number; sensitive: SensitiveItem[] }[]) {
  const byType: Record<string, number> = {};
  const byPage: Record<string, number> = {};
  let total = 0;
  for (const page of pages) {
    // One entity that wraps lines is several items with the same start; count it once.
    const starts = new Set<string>();
    for (const item of page.sensitive) {
      const key = `${item.engine}:${item.entity_type}:${item.start}`;
      if (starts.has(key)) continue;
      starts.add(key);
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

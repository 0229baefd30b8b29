import type { BBox, PageWords, Word } from './types.ts';

/** Words on a 1-based page whose boxes intersect `box` (manual marking by rectangle or click). */
export function findWordsInBox(pages: PageWords[], page: number, box: BBox): Word[] {
  const target = pages.find((p) => p.page === page);
  if (!target) return [];
  return target.words.filter((w) => intersects(w.bbox, box));
}

/** True when two boxes overlap with a positive area. */
export function intersects(a: BBox, b: BBox): boolean {
  return a.x0 < b.x1 && b.x0 < a.x1 && a.y0 < b.y1 && b.y0 < a.y1;
}

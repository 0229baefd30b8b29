import { intersects } from './boxes.ts';
import type { BBox, PageWords, Word } from './types.ts';

export { intersects };

/** Words on a 1-based page whose boxes intersect `box` (manual marking by rectangle or click). */
export function findWordsInBox(pages: PageWords[], page: number, box: BBox): Word[] {
  const target = pages.find((p) => p.page === page);
  if (!target) return [];
  return target.words.filter((w) => intersects(w.bbox, box));
}

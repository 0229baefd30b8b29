import { searchPages } from './search-pages.ts';
import type { BBox, PageWords } from './types.ts';

/** A box is the same place as another when their centres lie this close (points). */
const SAME_PLACE = 1;

/**
 * Where the redacted strings are drawn but not shown: outside the page's visible box or clipped
 * away (see extractWordsAndHidden). `unclipped` holds every word of the pages that hide any text,
 * `pages` the words people see; an occurrence among the first that is not one of the second is
 * hidden. Returns, per 1-based page, the boxes of the hidden occurrences — the places to remove
 * text from, in displayed-page points (off the page, for text outside it).
 */
export function hiddenOccurrences(
  pages: PageWords[],
  unclipped: Map<number, PageWords>,
  texts: string[],
): Map<number, BBox[]> {
  const hidden = new Map<number, BBox[]>();
  if (texts.length === 0) return hidden;
  for (const [pageNumber, all] of unclipped) {
    const shown = pages[pageNumber - 1];
    if (!shown) continue;
    const [drawn] = searchPages([all], texts, { caseSensitive: false });
    if (!drawn || drawn.matches.length === 0) continue;
    const [seen] = searchPages([shown], texts, { caseSensitive: false });
    const seenBoxes = (seen?.matches ?? []).flatMap((m) => m.boxes);
    const boxes = drawn.matches
      .filter((m) => !m.boxes.some((box) => seenBoxes.some((s) => samePlace(box, s))))
      .flatMap((m) => m.boxes);
    if (boxes.length > 0) hidden.set(pageNumber, boxes);
  }
  return hidden;
}

function samePlace(a: BBox, b: BBox): boolean {
  return (
    Math.abs((a.x0 + a.x1) / 2 - (b.x0 + b.x1) / 2) <= SAME_PLACE &&
    Math.abs((a.y0 + a.y1) / 2 - (b.y0 + b.y1) / 2) <= SAME_PLACE
  );
}

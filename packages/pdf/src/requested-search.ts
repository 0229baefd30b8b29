import { searchPages } from './search-pages.ts';
import type { BBox, PageWords } from './types.ts';

/** A search term or pattern the person used to find what to remove. */
export interface RequestedSearch {
  kind: 'term' | 'pattern';
  text: string;
  caseSensitive?: boolean;
}

/** How often a requested term or pattern was found, before the redaction and in its output. */
export interface RequestCheck extends RequestedSearch {
  before: number;
  after: number;
  /** Occurrences OCR read on scanned pages that no mark covers: still in the picture, added to `after`. */
  leftOnScans?: number;
}

/** At most this many requests are counted; a caller sending more gets the first ones. */
export const MAX_REQUESTED = 200;

/**
 * Counts each request on the pages the way search finds it (after is filled in by verification).
 * On pages whose words came from OCR (`scanned`), an occurrence no mark covers stays in the picture:
 * counted in `leftOnScans`, since the redacted file has no text there to find it in again.
 */
export function countRequested(
  pages: PageWords[],
  requested: RequestedSearch[],
  marksByPage: Map<number, BBox[]> = new Map(),
  scanned: Set<number> = new Set(),
): RequestCheck[] {
  return requested.slice(0, MAX_REQUESTED).map((r) => {
    let leftOnScans = 0;
    const found = r.text.trim() === '' ? [] : search(pages, r);
    for (const page of found)
      if (scanned.has(page.page))
        for (const match of page.matches)
          if (!match.boxes.every((box) => (marksByPage.get(page.page) ?? []).some((m) => covers(m, box)))) leftOnScans++;
    const before = found.reduce((n, page) => n + page.matches.length, 0);
    return { ...r, before, after: 0, ...(leftOnScans > 0 ? { leftOnScans } : {}) };
  });
}

function search(pages: PageWords[], r: RequestedSearch) {
  return searchPages(pages, [r.text], { caseSensitive: r.caseSensitive === true, regex: r.kind === 'pattern' });
}

function covers(mark: BBox, box: BBox): boolean {
  const cx = (box.x0 + box.x1) / 2;
  const cy = (box.y0 + box.y1) / 2;
  return cx > mark.x0 && cx < mark.x1 && cy > mark.y0 && cy < mark.y1;
}

export function countMatches(pages: PageWords[], r: RequestedSearch): number {
  if (r.text.trim() === '') return 0;
  const found = searchPages(pages, [r.text], {
    caseSensitive: r.caseSensitive === true,
    regex: r.kind === 'pattern',
  });
  return found.reduce((n, page) => n + page.matches.length, 0);
}

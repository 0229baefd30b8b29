/**
 * Pages laid out before a document's first page has painted: enough to fill the screen at the
 * usual zooms. Laying out all of them (a placeholder, a visibility observer and a few store
 * subscriptions each) took longer than painting page 1 on a 155-page file; the rest follow it.
 */
export const PAGES_BEFORE_FIRST_PAINT = 4;

/**
 * How many of a document's pages to lay out: all once a page has painted (or the wait for it is
 * over, first-paint.ts), or when a jump asks for a page not laid out yet; else the first few.
 */
export function mountedPageCount(
  pageCount: number,
  isAfterFirstPaint: boolean,
  requestedPage: number | null,
): number {
  if (isAfterFirstPaint || (requestedPage !== null && requestedPage > PAGES_BEFORE_FIRST_PAINT))
    return pageCount;
  return Math.min(pageCount, PAGES_BEFORE_FIRST_PAINT);
}

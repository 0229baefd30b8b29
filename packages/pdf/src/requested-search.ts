import { searchPages } from './search-pages.ts';
import type { PageWords } from './types.ts';

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
}

/** At most this many requests are counted; a caller sending more gets the first ones. */
export const MAX_REQUESTED = 200;

/** Counts each request on the pages the way search finds it (after is filled in by verification). */
export function countRequested(pages: PageWords[], requested: RequestedSearch[]): RequestCheck[] {
  return requested.slice(0, MAX_REQUESTED).map((r) => ({ ...r, before: countMatches(pages, r), after: 0 }));
}

export function countMatches(pages: PageWords[], r: RequestedSearch): number {
  if (r.text.trim() === '') return 0;
  const found = searchPages(pages, [r.text], {
    caseSensitive: r.caseSensitive === true,
    regex: r.kind === 'pattern',
  });
  return found.reduce((n, page) => n + page.matches.length, 0);
}

import RE2 from 're2';
import { PdfError } from './pdf-error.ts';
import { searchPagesWith, type PageMatches, type SearchablePage, type SearchOptions } from './search-text.ts';

export { literalPattern } from './search-text.ts';
export type { PageMatches, SearchMatch, SearchOptions } from './search-text.ts';

/** Finds every occurrence of the terms on our extracted words (no hit cap); regex terms run on RE2 (linear time). */
export function searchPages(
  pages: SearchablePage[],
  terms: string[],
  opts: SearchOptions = {},
): PageMatches[] {
  return searchPagesWith(pages, terms, opts, (pattern, flags) => {
    try {
      return new RE2(pattern, flags);
    } catch {
      throw new PdfError(
        'INVALID_REGEX',
        'The search pattern is not a valid regular expression. Check brackets, escapes and quantifiers.',
      );
    }
  });
}

import type { SearchResult } from './task-types.ts';

/**
 * A search task's result in the answer shape shared by the API and the CLI: pages with hits only,
 * one item per line of a match (as redaction_mapping has it), and the count of whole matches.
 */
export function summarizeSearch(found: SearchResult) {
  const pages = found.pages
    .filter((page) => page.matches.length > 0)
    .map((page) => ({
      page: page.page,
      matches: page.matches.flatMap((m) =>
        m.boxes.map((bbox) => ({
          term: m.term,
          text: m.text,
          start: m.start,
          end: m.end,
          bbox,
          // AI search says why each match matched (decision 0039).
          ...(m.reason !== undefined ? { reason: m.reason, kind: m.kind } : {}),
        })),
      ),
    }));
  const totalMatches = found.pages.reduce((sum, page) => sum + page.matches.length, 0);
  return { pages, totalMatches, pagesSearched: found.pageCount };
}

import type { Word as LayoutWord } from '@sladd/contract';
import { searchPagesWith } from '@sladd/pdf/search';
import type { PageWords } from '../types.ts';
import type { SearchAnswer } from './pdf-api.ts';

/** One file for a search in the browser: its name (as the answer names files) and its words, if kept. */
export interface LocalSearchFile {
  name: string;
  pages: PageWords[] | undefined;
}

/** The answer's error code for a file whose words the browser does not have. */
export const NO_LOCAL_WORDS = 'NO_LOCAL_WORDS';

/**
 * The server's plain, case-sensitive and regex search (@sladd/pdf's own matching, shared with the
 * server) run in the browser over the words the workspace keeps from /api/pdf/extract, answered in
 * the shape of POST /api/batch/search so the highlights come out the same. Patterns run on the
 * browser's RegExp instead of RE2; regexProblem has already refused what RE2 would not take.
 * Throws a SyntaxError for a pattern the browser cannot compile.
 */
export function searchLocally(
  files: readonly LocalSearchFile[],
  term: string,
  options: { caseSensitive: boolean; regex: boolean },
): SearchAnswer {
  const started = performance.now();
  const results = files.map((file) => {
    if (!file.pages)
      return {
        file: file.name,
        status: 'error' as const,
        error: {
          code: NO_LOCAL_WORDS,
          message: 'The text of this file was not loaded before going offline.',
        },
      };
    const found = searchPagesWith(
      // An answer from a server without the layout has no lines: its words read as one line.
      file.pages.map((page) => ({ page: page.page_number, words: page.words.map(withLine) })),
      [term],
      { caseSensitive: options.caseSensitive, regex: options.regex },
      (pattern, flags) => new RegExp(pattern, flags),
    );
    // As the server answers it (apps/api search-summary): pages with hits, one item per line of a match.
    const pages = found
      .filter((page) => page.matches.length > 0)
      .map((page) => ({
        page: page.page,
        matches: page.matches.flatMap((m) =>
          m.boxes.map((bbox) => ({ term: m.term, text: m.text, start: m.start, end: m.end, bbox })),
        ),
      }));
    const totalMatches = found.reduce((sum, page) => sum + page.matches.length, 0);
    return {
      file: file.name,
      status: 'success' as const,
      results: { total_matches: totalMatches, pages_searched: file.pages.length, match_details: { pages } },
    };
  });
  const succeeded = results.filter((r) => r.status === 'success');
  return {
    batch_summary: {
      total_files: files.length,
      successful: succeeded.length,
      failed: files.length - succeeded.length,
      total_matches: succeeded.reduce((sum, r) => sum + r.results.total_matches, 0),
      search_time: Number(((performance.now() - started) / 1000).toFixed(3)),
    },
    file_results: results,
  };
}

function withLine(word: PageWords['words'][number]): LayoutWord {
  return { ...word, line: word.line ?? 0 };
}

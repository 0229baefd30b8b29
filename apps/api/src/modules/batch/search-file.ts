import { runWithOcr } from '../../jobs/run-with-ocr.ts';
import type { JobPool } from '../../jobs/pool.ts';
import { summarizeSearch } from '../../jobs/search-summary.ts';
import type { AiSearchQuery } from '@sladd/detect';
import type { SearchResult } from '../../jobs/task-types.ts';
import { AppError } from '../../platform/errors.ts';
import type { CheckedFile } from './batch.service.ts';

interface SearchOptions {
  terms: string[];
  caseSensitive: boolean;
  regex: boolean;
  /** AI search: the queries by meaning (the terms are then unused). */
  ai?: AiSearchQuery[];
}

/**
 * Searches one file; pages without a text layer are read by OCR first (decision 0020), and the
 * answer says which pages were, and which had no text to read. A file over the OCR cap (or whose
 * scan could not be read) gets its own error entry, so the other files are still answered;
 * alone in its request, its error is the answer.
 */
export async function searchFile(
  pool: JobPool,
  file: CheckedFile,
  options: SearchOptions,
  signal: AbortSignal | undefined,
  alone: boolean,
) {
  try {
    const found = await runWithOcr<SearchResult>(
      pool,
      {
        kind: 'search',
        bytes: file.bytes,
        terms: options.terms,
        caseSensitive: options.caseSensitive,
        regex: options.regex,
        ...(options.ai ? { ai: options.ai } : {}),
      },
      { signal },
    );
    const { pages, totalMatches, pagesSearched } = summarizeSearch(found);
    return {
      file: file.name,
      status: 'success' as const,
      results: {
        total_matches: totalMatches,
        pages_searched: pagesSearched,
        ocr_pages: found.ocrPages ?? [],
        unreadable_pages: found.unreadablePages ?? [],
        match_details: { pages },
      },
    };
  } catch (error) {
    if (alone || !(error instanceof AppError) || error.code === 'CANCELLED') throw error;
    return {
      file: file.name,
      status: 'error' as const,
      error: {
        code: error.code,
        message: error.message,
        ...(error.details ? { details: error.details } : {}),
      },
    };
  }
}

import { highlightsInOrder } from '../highlights/highlight-index.ts';
import type { ColorKey } from '../lib/colors.ts';
import type { SearchAnswer } from '../lib/pdf-api.ts';
import type { WorkspaceStore } from '../store/workspace-store.ts';
import type { SearchQuery, WorkspaceFile } from '../types.ts';
import {
  addHighlights,
  clearHighlights,
  removeSearchHighlightsOfTerm,
  selectHighlight,
} from './highlight-commands.ts';
import { transaction } from '../store/history.ts';
import { recordScanPages } from './scan-commands.ts';
import { goToPage } from './view-commands.ts';

export const sameQuery = (a: SearchQuery, b: SearchQuery) =>
  a.term === b.term &&
  a.caseSensitive === b.caseSensitive &&
  a.isAiSearch === b.isAiSearch &&
  Boolean(a.isRegex) === Boolean(b.isRegex);

/** Whether a query is already in the list (same term, case, AI and regex flags). */
export function hasSearchQuery(store: WorkspaceStore, query: SearchQuery): boolean {
  return store.getState().searchQueries.some((q) => sameQuery(q, query));
}

/** Stores a search answer: its matches become SEARCH highlights; re-searching a term replaces its highlights. */
export function applySearchResults(
  store: WorkspaceStore,
  query: SearchQuery,
  files: readonly WorkspaceFile[],
  answer: SearchAnswer,
  colors?: Partial<Record<ColorKey, string>>,
): number {
  const byName = new Map(files.map((f) => [f.file.name, f.key]));
  const inputs = answer.file_results.flatMap((result) => {
    const fileKey = byName.get(result.file);
    if (!fileKey || result.status !== 'success') return [];
    return (result.results?.match_details.pages ?? []).flatMap((page) =>
      page.matches.map((match) => ({
        fileKey,
        page: page.page,
        box: match.bbox,
        type: 'SEARCH' as const,
        text: match.text,
        term: query.term,
        // AI search says why each match matched; the results list shows it (search-reason.ts).
        ...(match.reason ? { reason: match.reason } : {}),
        colors,
      })),
    );
  });
  // Searching a term again replaces its highlights: one undo step brings the earlier ones back.
  transaction(store, () => {
    removeSearchHighlightsOfTerm(store, query.term);
    addHighlights(store, inputs);
  });
  for (const result of answer.file_results) {
    const fileKey = byName.get(result.file);
    if (!fileKey) continue;
    if (result.status === 'success')
      recordScanPages(store, fileKey, {
        ocr: result.results?.ocr_pages ?? [],
        unreadable: result.results?.unreadable_pages ?? [],
      });
    else if (result.error?.code === 'OCR_PAGE_LIMIT')
      recordScanPages(store, fileKey, { error: result.error.message });
  }
  store.setState((state) => ({
    searchQueries: [...state.searchQueries.filter((q) => q.term !== query.term), query],
    searchCursor: -1,
  }));
  return inputs.length;
}

export function removeSearchQuery(store: WorkspaceStore, term: string): void {
  removeSearchHighlightsOfTerm(store, term);
  store.setState((state) => ({
    searchQueries: state.searchQueries.filter((q) => q.term !== term),
    searchCursor: -1,
  }));
}

export function clearSearch(store: WorkspaceStore): void {
  clearHighlights(store, 'SEARCH');
  store.setState({ searchQueries: [], searchCursor: -1 });
}

/** Steps to the next (+1) or previous (-1) search hit with wraparound, and shows it. Returns the new index. */
export function stepSearchResult(store: WorkspaceStore, direction: 1 | -1): number {
  const { highlights, files, searchCursor } = store.getState();
  const hits = highlightsInOrder(
    highlights,
    files.map((f) => f.key),
    'SEARCH',
  );
  if (hits.length === 0) return -1;
  const index =
    searchCursor < 0
      ? direction === 1
        ? 0
        : hits.length - 1
      : (searchCursor + direction + hits.length) % hits.length;
  const hit = hits[index]!;
  store.setState({ searchCursor: index });
  goToPage(store, hit.fileKey, hit.page);
  selectHighlight(store, hit.id);
  return index;
}

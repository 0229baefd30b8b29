import { describe, expect, it } from 'vitest';
import { createWorkspaceStore } from '../store/workspace-store.ts';
import { addFiles } from './file-commands.ts';
import {
  applySearchResults,
  hasSearchQuery,
  removeSearchQuery,
  stepSearchResult,
} from './search-commands.ts';

const file = new File([new Uint8Array(4)], 'a.pdf', { type: 'application/pdf', lastModified: 1 });
const bbox = (y: number) => ({ x0: 10, y0: y, x1: 40, y1: y + 12 });
const answer = {
  batch_summary: { total_files: 1, successful: 1, failed: 0, total_matches: 3, search_time: 0 },
  file_results: [
    {
      file: 'a.pdf',
      status: 'success' as const,
      results: {
        total_matches: 3,
        pages_searched: 2,
        match_details: {
          pages: [
            { page: 2, matches: [{ term: 'Oslo', text: 'Oslo', start: 0, end: 4, bbox: bbox(10) }] },
            {
              page: 1,
              matches: [
                { term: 'Oslo', text: 'Oslo', start: 0, end: 4, bbox: bbox(50) },
                { term: 'Oslo', text: 'oslo', start: 9, end: 13, bbox: bbox(20) },
              ],
            },
          ],
        },
      },
    },
  ],
};

describe('search commands', () => {
  it('matches become search highlights and the query joins the list', () => {
    const store = createWorkspaceStore();
    const [added] = addFiles(store, [file], 'add');
    const query = { term: 'Oslo', caseSensitive: false, isAiSearch: false };
    expect(applySearchResults(store, query, [added!], answer)).toBe(3);
    expect(hasSearchQuery(store, query)).toBe(true);
    expect(hasSearchQuery(store, { ...query, caseSensitive: true })).toBe(false);
  });

  it('next and previous step in reading order and wrap around', () => {
    const store = createWorkspaceStore();
    const [added] = addFiles(store, [file], 'add');
    applySearchResults(store, { term: 'Oslo', caseSensitive: false, isAiSearch: false }, [added!], answer);
    const pageOf = () => store.getState().highlights[store.getState().selectedHighlightIds[0]!]!;
    stepSearchResult(store, 1);
    expect(pageOf()).toMatchObject({ page: 1, y: 20 });
    stepSearchResult(store, 1);
    stepSearchResult(store, 1);
    expect(pageOf().page).toBe(2);
    expect(stepSearchResult(store, 1)).toBe(0);
    expect(stepSearchResult(store, -1)).toBe(2);
  });

  it('removing a term removes its highlights', () => {
    const store = createWorkspaceStore();
    const [added] = addFiles(store, [file], 'add');
    applySearchResults(store, { term: 'Oslo', caseSensitive: false, isAiSearch: false }, [added!], answer);
    removeSearchQuery(store, 'Oslo');
    expect(Object.keys(store.getState().highlights)).toHaveLength(0);
    expect(store.getState().searchQueries).toEqual([]);
  });

  it('an AI search match keeps why it matched on its highlight', () => {
    const store = createWorkspaceStore();
    const [added] = addFiles(store, [file], 'add');
    const match = { term: 'barnevern', text: 'Barnevernet', start: 0, end: 11, bbox: bbox(10) };
    const ai = {
      ...answer,
      file_results: [
        {
          ...answer.file_results[0]!,
          results: {
            ...answer.file_results[0]!.results,
            match_details: {
              pages: [
                {
                  page: 1,
                  matches: [{ ...match, reason: 'inflected form of "barnevern"', kind: 'inflection' }],
                },
              ],
            },
          },
        },
      ],
    };
    applySearchResults(store, { term: 'barnevern', caseSensitive: false, isAiSearch: true }, [added!], ai);
    expect(Object.values(store.getState().highlights).map((h) => [h.text, h.reason])).toEqual([
      ['Barnevernet', 'inflected form of "barnevern"'],
    ]);
  });
});

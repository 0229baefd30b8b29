import { describe, expect, it } from 'vitest';
import { createWorkspaceStore } from '../store/workspace-store.ts';
import { applyStreamEvent, expireShownEvent, startDetection, stopDetection } from './detection-commands.ts';
import { addFiles } from './file-commands.ts';
import { applySearchResults } from './search-commands.ts';

const keyOf = (name: string) => (name === 'a.pdf' ? 'key-a' : undefined);
const ocrEvent = (event: string, page: number, extra: Record<string, unknown> = {}) => ({
  event,
  data: { file_name: 'a.pdf', page_number: page, total_pages: 3, ...extra },
});

describe('scanned pages in a detection stream', () => {
  it('marks a page as being read while OCR runs, then as read by OCR; a heartbeat does not hide it', () => {
    const store = createWorkspaceStore();
    startDetection(store, ['key-a']);
    applyStreamEvent(store, ocrEvent('page_ocr_started', 2, { ocr: 'started' }), keyOf);
    expect(store.getState().scanPages['key-a']).toEqual({ ocr: [], reading: [2], unreadable: [] });
    const shown = store.getState().detection.shownEvent!;
    applyStreamEvent(store, { event: 'heartbeat', data: { status: 'processing' } }, keyOf);
    expireShownEvent(store, shown);
    expect(store.getState().detection.shownEvent).toBe(shown);

    applyStreamEvent(store, ocrEvent('page_ocr_completed', 2, { ocr: 'completed', words_count: 14 }), keyOf);
    applyStreamEvent(
      store,
      ocrEvent('page_completed', 2, { has_text_layer: false, text_source: 'ocr' }),
      keyOf,
    );
    expect(store.getState().scanPages['key-a']).toEqual({ ocr: [2], reading: [], unreadable: [] });
  });

  it('records pages where OCR found nothing, and the file summary’s lists', () => {
    const store = createWorkspaceStore();
    startDetection(store, ['key-a']);
    applyStreamEvent(store, ocrEvent('page_ocr_completed', 3, { ocr: 'completed', words_count: 0 }), keyOf);
    applyStreamEvent(
      store,
      ocrEvent('page_completed', 3, {
        has_text_layer: false,
        text_source: 'ocr',
        results: { performance: { words_count: 0 } },
      }),
      keyOf,
    );
    applyStreamEvent(
      store,
      {
        event: 'file_completed',
        data: { file_name: 'a.pdf', results: { performance: { ocr_pages: [1], unreadable_pages: [3] } } },
      },
      keyOf,
    );
    expect(store.getState().scanPages['key-a']).toEqual({ ocr: [1], reading: [], unreadable: [3] });
  });

  it('keeps the reason a file’s scanned pages were not read (the OCR page cap)', () => {
    const store = createWorkspaceStore();
    startDetection(store, ['key-a']);
    const message = 'Text recognition reads at most 50 pages without a text layer per file.';
    applyStreamEvent(
      store,
      { event: 'error', data: { file_name: 'a.pdf', error_code: 'OCR_PAGE_LIMIT', error_message: message } },
      keyOf,
    );
    expect(store.getState().scanPages['key-a']?.error).toBe(message);
  });

  it('stop ends the reading state', () => {
    const store = createWorkspaceStore();
    startDetection(store, ['key-a']);
    applyStreamEvent(store, ocrEvent('page_ocr_started', 1, { ocr: 'started' }), keyOf);
    stopDetection(store, 'Stopped');
    expect(store.getState().scanPages['key-a']?.reading).toEqual([]);
    expect(store.getState().detection.shownEvent).toBeNull();
  });
});

describe('scanned pages in a search answer', () => {
  it('records the pages read by OCR and the cap error per file', () => {
    const store = createWorkspaceStore();
    const files = addFiles(
      store,
      ['a.pdf', 'b.pdf'].map(
        (name) => new File([new Uint8Array(4)], name, { type: 'application/pdf', lastModified: 1 }),
      ),
      'add',
    );
    applySearchResults(store, { term: 'Kari', caseSensitive: false, isAiSearch: false }, files, {
      batch_summary: { total_files: 2, successful: 1, failed: 1, total_matches: 0, search_time: 0 },
      file_results: [
        {
          file: 'a.pdf',
          status: 'success',
          results: {
            total_matches: 0,
            pages_searched: 2,
            ocr_pages: [2],
            unreadable_pages: [1],
            match_details: { pages: [] },
          },
        },
        {
          file: 'b.pdf',
          status: 'error',
          error: { code: 'OCR_PAGE_LIMIT', message: 'Too many scanned pages' },
        },
      ],
    });
    const [a, b] = files.map((file) => store.getState().scanPages[file.key]);
    expect(a).toEqual({ ocr: [2], reading: [], unreadable: [1] });
    expect(b?.error).toBe('Too many scanned pages');
  });
});

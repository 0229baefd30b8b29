import { describe, expect, it } from 'vitest';
import {
  addFiles,
  addHighlights,
  addManualHighlight,
  applySearchResults,
  applyStreamEvent,
  closeDetectionStatus,
  redo,
  removeFile,
  removeHighlightsOfText,
  startDetection,
  stopDetection,
  streamFileKeys,
  undo,
} from '../commands/index.ts';
import type { SearchAnswer } from '../lib/pdf-api.ts';
import { UNDO_LIMIT } from './history.ts';
import { createWorkspaceStore, type WorkspaceStore } from './workspace-store.ts';

const pdf = (name: string, size = 4) =>
  new File([new Uint8Array(size)], name, { type: 'application/pdf', lastModified: 1 });
const box = { x0: 10, y0: 10, x1: 50, y1: 22 };
const marks = (store: WorkspaceStore, type?: string) =>
  Object.values(store.getState().highlights).filter((h) => !type || h.type === type);
const fileNames = (store: WorkspaceStore) => store.getState().files.map((f) => f.file.name);

/** A page of a streamed detection with one entity on it. */
const pageCompleted = (page: number, totalPages: number) => ({
  event: 'page_completed',
  data: {
    file_name: 'sak.pdf',
    file_index: 0,
    page_number: page,
    total_pages: totalPages,
    results: {
      redaction_mapping: {
        pages: [
          {
            page,
            sensitive: [{ entity_type: 'PERSON_F', original_text: 'Kari', engine: 'fast', bbox: box }],
          },
        ],
      },
    },
  },
});

function runDetection(store: WorkspaceStore, pages: number[], totalPages: number): void {
  const files = store.getState().files;
  const keyOf = streamFileKeys(store, files);
  for (const page of pages) applyStreamEvent(store, pageCompleted(page, totalPages), keyOf);
}

describe('undo by transactions', () => {
  it('a 150-page detection run is one undo step; the manual edits before it stay undoable', () => {
    const store = createWorkspaceStore();
    const [file] = addFiles(store, [pdf('sak.pdf')], 'add');
    addManualHighlight(store, { fileKey: file!.key, page: 1, box, text: 'first' });
    addManualHighlight(store, { fileKey: file!.key, page: 2, box, text: 'second' });
    startDetection(store, [file!.key]);
    runDetection(
      store,
      Array.from({ length: 150 }, (_, i) => i + 1),
      150,
    );
    applyStreamEvent(
      store,
      { event: 'batch_completed', data: { total_pages: 150 } },
      streamFileKeys(store, []),
    );
    expect(marks(store, 'ENTITY')).toHaveLength(150);
    expect(store.getState().past).toHaveLength(3);

    expect(undo(store)).toBe(true);
    expect(marks(store, 'ENTITY')).toHaveLength(0);
    expect(marks(store, 'MANUAL').map((h) => h.text)).toEqual(['first', 'second']);
    undo(store);
    undo(store);
    expect(marks(store)).toHaveLength(0);
    expect(undo(store)).toBe(false);

    expect(redo(store)).toBe(true);
    redo(store);
    redo(store);
    expect(marks(store, 'ENTITY')).toHaveLength(150);
    expect(marks(store, 'MANUAL')).toHaveLength(2);
  });

  it('a stopped run is one step too; a mark made while it ran is its own step', () => {
    const store = createWorkspaceStore();
    const [file] = addFiles(store, [pdf('sak.pdf')], 'add');
    startDetection(store, [file!.key]);
    runDetection(store, [1, 2], 10);
    addManualHighlight(store, { fileKey: file!.key, page: 5, box, text: 'by hand' });
    runDetection(store, [3], 10);
    stopDetection(store, 'Processing cancelled by user');
    expect(marks(store, 'ENTITY')).toHaveLength(3);

    undo(store);
    expect(marks(store, 'ENTITY')).toHaveLength(0);
    expect(marks(store, 'MANUAL')).toHaveLength(1);
    undo(store);
    expect(marks(store)).toHaveLength(0);
  });

  it('closing the status bar mid-run commits what the run found as one step', () => {
    const store = createWorkspaceStore();
    const [file] = addFiles(store, [pdf('sak.pdf')], 'add');
    startDetection(store, [file!.key]);
    runDetection(store, [1, 2, 3], 10);
    closeDetectionStatus(store);
    expect(store.getState().past).toHaveLength(1);
    undo(store);
    expect(marks(store)).toHaveLength(0);
  });

  it('keeps the last 100 steps', () => {
    const store = createWorkspaceStore();
    const [file] = addFiles(store, [pdf('sak.pdf')], 'add');
    for (let i = 0; i < UNDO_LIMIT + 5; i++) addManualHighlight(store, { fileKey: file!.key, page: 1, box });
    expect(store.getState().past).toHaveLength(UNDO_LIMIT);
  });

  it('"delete all of the same text" is one step, however many files it touches', () => {
    const store = createWorkspaceStore();
    const [a, b] = addFiles(store, [pdf('a.pdf'), pdf('b.pdf', 8)], 'add');
    addManualHighlight(store, { fileKey: a!.key, page: 1, box, text: 'Kari' });
    addHighlights(store, [
      { fileKey: a!.key, page: 2, box, type: 'SEARCH', text: 'kari' },
      { fileKey: b!.key, page: 1, box, type: 'MANUAL' },
      { fileKey: b!.key, page: 3, box: { x0: 100, y0: 100, x1: 140, y1: 112 }, type: 'ENTITY', text: 'Ola' },
    ]);
    const stepsBefore = store.getState().past.length;
    const removed = removeHighlightsOfText(
      store,
      'Kari',
      [a!.key, b!.key],
      [
        { fileKey: a!.key, boxes: [] },
        { fileKey: b!.key, boxes: [{ page: 1, box }] },
      ],
    );
    expect(removed).toBe(3);
    expect(marks(store).map((h) => h.text)).toEqual(['Ola']);
    expect(store.getState().past).toHaveLength(stepsBefore + 1);
    undo(store);
    expect(marks(store)).toHaveLength(4);
  });

  it('undoing a file removal brings the file back with its highlights, in one step', () => {
    const store = createWorkspaceStore();
    const [a, b] = addFiles(store, [pdf('a.pdf'), pdf('b.pdf', 8)], 'add');
    addManualHighlight(store, { fileKey: a!.key, page: 1, box, text: 'on a' });
    addManualHighlight(store, { fileKey: b!.key, page: 1, box, text: 'on b' });
    removeFile(store, a!.key);
    expect(fileNames(store)).toEqual(['b.pdf']);
    expect(marks(store).map((h) => h.text)).toEqual(['on b']);

    expect(undo(store)).toBe(true);
    expect(fileNames(store)).toEqual(['a.pdf', 'b.pdf']);
    expect(
      marks(store)
        .map((h) => h.text)
        .sort(),
    ).toEqual(['on a', 'on b']);
    expect(store.getState().selectedKeys).toContain(a!.key);

    expect(redo(store)).toBe(true);
    expect(fileNames(store)).toEqual(['b.pdf']);
    expect(marks(store).map((h) => h.text)).toEqual(['on b']);
  });

  it('undoing a removal leaves a file added since in place', () => {
    const store = createWorkspaceStore();
    const [a] = addFiles(store, [pdf('a.pdf')], 'add');
    addManualHighlight(store, { fileKey: a!.key, page: 1, box });
    removeFile(store, a!.key);
    addFiles(store, [pdf('c.pdf')], 'add');
    undo(store);
    expect(fileNames(store)).toEqual(['a.pdf', 'c.pdf']);
    expect(marks(store)).toHaveLength(1);
  });

  it('a file removed during a run takes the run’s marks on it along; undo brings them back with it', () => {
    const store = createWorkspaceStore();
    const [file] = addFiles(store, [pdf('sak.pdf')], 'add');
    startDetection(store, [file!.key]);
    runDetection(store, [1, 2], 4);
    removeFile(store, file!.key);
    runDetection(store, [3, 4], 4);
    stopDetection(store, 'Processing cancelled by user');
    expect(marks(store)).toHaveLength(0);
    expect(store.getState().past).toHaveLength(1);

    undo(store);
    expect(fileNames(store)).toEqual(['sak.pdf']);
    expect(marks(store, 'ENTITY').map((h) => h.page)).toEqual([1, 2]);
  });

  it('replacing the files is one step; undo brings the earlier files back with their marks', () => {
    const store = createWorkspaceStore();
    const [a, b] = addFiles(store, [pdf('a.pdf'), pdf('b.pdf', 8)], 'add');
    addManualHighlight(store, { fileKey: a!.key, page: 1, box });
    addManualHighlight(store, { fileKey: b!.key, page: 1, box });
    addFiles(store, [pdf('c.pdf')], 'replace');
    expect(fileNames(store)).toEqual(['c.pdf']);
    expect(marks(store)).toHaveLength(0);
    undo(store);
    expect(fileNames(store).sort()).toEqual(['a.pdf', 'b.pdf', 'c.pdf']);
    expect(marks(store)).toHaveLength(2);
  });

  it('searching a term again replaces its highlights in one step', () => {
    const store = createWorkspaceStore();
    const [file] = addFiles(store, [pdf('sak.pdf')], 'add');
    const answer = (pages: number[]) =>
      ({
        file_results: [
          {
            file: 'sak.pdf',
            status: 'success',
            results: {
              match_details: {
                pages: pages.map((page) => ({ page, matches: [{ text: 'Kari', bbox: box }] })),
              },
            },
          },
        ],
      }) as unknown as SearchAnswer;
    const query = { term: 'Kari', caseSensitive: false, isAiSearch: false };
    applySearchResults(store, query, [file!], answer([1]));
    applySearchResults(store, query, [file!], answer([2, 3]));
    expect(marks(store).map((h) => h.page)).toEqual([2, 3]);
    undo(store);
    expect(marks(store).map((h) => h.page)).toEqual([1]);
  });
});

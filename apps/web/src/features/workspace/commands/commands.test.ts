import { describe, expect, it } from 'vitest';
import { createWorkspaceStore } from '../store/workspace-store.ts';
import {
  addFiles,
  addHighlights,
  addManualHighlight,
  clearHighlights,
  goToPage,
  redo,
  removeFile,
  removeHighlight,
  removeHighlightsByEntityType,
  removeHighlightsByText,
  setPageCount,
  undo,
  zoomIn,
  zoomOut,
} from './index.ts';

const pdf = (name: string) => new File([new Uint8Array([37, 80, 68, 70])], name, { type: 'application/pdf', lastModified: 1 });
const box = { x0: 10, y0: 10, x1: 50, y1: 22 };
const count = (store: ReturnType<typeof createWorkspaceStore>) => Object.keys(store.getState().highlights).length;

describe('highlight commands', () => {
  it('add, remove, undo and redo', () => {
    const store = createWorkspaceStore();
    const mark = addManualHighlight(store, { fileKey: 'a', page: 1, box, text: 'Kari' });
    expect(mark).toMatchObject({ type: 'MANUAL', color: '#00ff15', opacity: 0.5, x: 10, w: 40 });
    removeHighlight(store, mark.id);
    expect(count(store)).toBe(0);
    expect(undo(store)).toBe(true);
    expect(store.getState().highlights[mark.id]).toBeDefined();
    expect(redo(store)).toBe(true);
    expect(count(store)).toBe(0);
  });

  it('a new change clears the redo stack', () => {
    const store = createWorkspaceStore();
    addManualHighlight(store, { fileKey: 'a', page: 1, box });
    undo(store);
    addManualHighlight(store, { fileKey: 'a', page: 2, box });
    expect(redo(store)).toBe(false);
  });

  it('entity highlights take the model colour and opacity 0.4', () => {
    const store = createWorkspaceStore();
    const [h] = addHighlights(store, [{ fileKey: 'a', page: 1, box, type: 'ENTITY', entity: 'PERSON_F', model: 'fast' }]);
    expect(h).toMatchObject({ color: '#ffd771', opacity: 0.4 });
  });

  it('removes by text (case-insensitive) and by entity type within files', () => {
    const store = createWorkspaceStore();
    addHighlights(store, [
      { fileKey: 'a', page: 1, box, type: 'ENTITY', entity: 'PERSON_F', text: 'Kari' },
      { fileKey: 'b', page: 1, box, type: 'ENTITY', entity: 'PERSON_F', text: 'kari' },
      { fileKey: 'a', page: 2, box, type: 'SEARCH', text: 'Oslo' },
    ]);
    expect(removeHighlightsByText(store, 'KARI', ['a'])).toBe(1);
    expect(removeHighlightsByEntityType(store, 'PERSON_F')).toBe(1);
    expect(count(store)).toBe(1);
    expect(clearHighlights(store, 'SEARCH')).toBe(1);
  });

  it('removing a file removes its highlights', () => {
    const store = createWorkspaceStore();
    const [file] = addFiles(store, [pdf('a.pdf')], 'add');
    addManualHighlight(store, { fileKey: file!.key, page: 1, box });
    removeFile(store, file!.key);
    expect(count(store)).toBe(0);
    expect(store.getState().files).toEqual([]);
  });
});

describe('file and view commands', () => {
  it('skips a file already present (same name, size, lastModified); replace drops the others', () => {
    const store = createWorkspaceStore();
    addFiles(store, [pdf('a.pdf'), pdf('a.pdf'), pdf('b.pdf')], 'add');
    expect(store.getState().files.map((f) => f.file.name)).toEqual(['a.pdf', 'b.pdf']);
    addFiles(store, [pdf('c.pdf')], 'replace');
    expect(store.getState().files.map((f) => f.file.name)).toEqual(['c.pdf']);
  });

  it('zoom stays within 0.5–2.25 in steps of 0.2', () => {
    const store = createWorkspaceStore();
    for (let i = 0; i < 10; i++) zoomIn(store);
    expect(store.getState().zoom).toBe(2.25);
    for (let i = 0; i < 10; i++) zoomOut(store);
    expect(store.getState().zoom).toBe(0.5);
  });

  it('page navigation is clamped to the page count', () => {
    const store = createWorkspaceStore();
    setPageCount(store, 'a', 3);
    goToPage(store, 'a', 9);
    expect(store.getState().navigation?.page).toBe(3);
    expect(store.getState().pageStates.a?.currentPage).toBe(3);
  });
});

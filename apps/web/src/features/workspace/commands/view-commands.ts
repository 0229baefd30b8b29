import { ZOOM, type WorkspaceStore } from '../store/workspace-store.ts';
import type { CreationMode } from '../types.ts';

const round = (value: number) => Math.round(value * 100) / 100;

export function zoomIn(store: WorkspaceStore): void {
  store.setState((s) => ({ zoom: Math.min(ZOOM.max, round(s.zoom + ZOOM.step)) }));
}

export function zoomOut(store: WorkspaceStore): void {
  store.setState((s) => ({ zoom: Math.max(ZOOM.min, round(s.zoom - ZOOM.step)) }));
}

export function resetZoom(store: WorkspaceStore): void {
  store.setState({ zoom: ZOOM.fit });
}

export function toggleEditMode(store: WorkspaceStore): boolean {
  const isEditMode = !store.getState().isEditMode;
  store.setState({ isEditMode });
  return isEditMode;
}

export function setHighlightMode(store: WorkspaceStore, mode: CreationMode): void {
  store.setState({ highlightMode: mode });
}

/** Records the page a file is on (from scroll sync) without asking to scroll. */
export function setCurrentPage(store: WorkspaceStore, fileKey: string, page: number): void {
  const state = store.getState();
  const current = state.pageStates[fileKey];
  if (current?.currentPage === page && state.currentFileKey === fileKey) return;
  store.setState({
    currentFileKey: fileKey,
    pageStates: { ...state.pageStates, [fileKey]: { pageCount: current?.pageCount ?? 0, ...current, currentPage: page } },
  });
}

export function setPageCount(store: WorkspaceStore, fileKey: string, pageCount: number): void {
  const state = store.getState();
  const current = state.pageStates[fileKey];
  if (current?.pageCount === pageCount) return;
  store.setState({ pageStates: { ...state.pageStates, [fileKey]: { currentPage: current?.currentPage ?? 1, ...current, pageCount } } });
}

/** Asks the viewer to bring a page into view; clamped to the file's pages. */
export function goToPage(store: WorkspaceStore, fileKey: string, page: number): void {
  const count = store.getState().pageStates[fileKey]?.pageCount ?? page;
  const target = Math.min(Math.max(1, page), Math.max(1, count));
  setCurrentPage(store, fileKey, target);
  store.setState({ navigation: { fileKey, page: target, nonce: Date.now() + Math.random() } });
}

/** Moves by `delta` pages in the current file (keyboard navigation). */
export function stepPage(store: WorkspaceStore, delta: number | 'first' | 'last'): void {
  const { currentFileKey, pageStates } = store.getState();
  if (!currentFileKey) return;
  const state = pageStates[currentFileKey];
  const current = state?.currentPage ?? 1;
  const target = delta === 'first' ? 1 : delta === 'last' ? (state?.pageCount ?? 1) : current + delta;
  goToPage(store, currentFileKey, target);
}

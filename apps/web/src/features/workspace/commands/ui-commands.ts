import type { WorkspaceStore, WorkspaceUi } from '../store/workspace-store.ts';
import type { SidebarTab } from '../types.ts';
import { setFullScreenFile } from './file-commands.ts';

/** The full-screen viewer's zoom (spec 2 §9): 0.25–2.25 in 0.25 steps. */
export const FULL_SCREEN_ZOOM = { min: 0.25, max: 2.25, step: 0.25, fit: 1 } as const;

export function setUi(store: WorkspaceStore, patch: Partial<WorkspaceUi>): void {
  store.setState((s) => ({ ui: { ...s.ui, ...patch } }));
}

/** Shows a sidebar tab, opening a collapsed sidebar. */
export function openSidebarTab(store: WorkspaceStore, tab: SidebarTab): void {
  setUi(store, { sidebarTab: tab, isSidebarCollapsed: false });
}

export function toggleSidebar(store: WorkspaceStore): void {
  setUi(store, { isSidebarCollapsed: !store.getState().ui.isSidebarCollapsed });
}

/** Opens the search tab and the toolbar's quick-search dropdown (its field takes the focus). */
export function openSearch(store: WorkspaceStore): void {
  setUi(store, { sidebarTab: 'search', isSidebarCollapsed: false, isSearchOpen: true });
}

/** Asks the workspace's file picker to open. */
export function requestFilePicker(store: WorkspaceStore): void {
  setUi(store, { filePickerRequest: store.getState().ui.filePickerRequest + 1 });
}

/** Closes what Esc closes outside a dialog: the quick search, the help dialog and the user menu. */
export function closeOverlays(store: WorkspaceStore): void {
  setUi(store, { isSearchOpen: false, isHelpOpen: false, isUserMenuOpen: false });
}

/** Full screen for the current file, or back from it. */
export function toggleFullScreen(store: WorkspaceStore): void {
  const { fullScreenKey, currentFileKey, files } = store.getState();
  if (fullScreenKey) return setFullScreenFile(store, null);
  const key = currentFileKey ?? files[0]?.key ?? null;
  if (key) setFullScreenFile(store, key);
}

export function stepFullScreenZoom(store: WorkspaceStore, direction: 1 | -1 | 0): void {
  const zoom = store.getState().ui.fullScreenZoom;
  const next =
    direction === 0
      ? FULL_SCREEN_ZOOM.fit
      : Math.min(
          FULL_SCREEN_ZOOM.max,
          Math.max(FULL_SCREEN_ZOOM.min, zoom + direction * FULL_SCREEN_ZOOM.step),
        );
  setUi(store, { fullScreenZoom: next });
}

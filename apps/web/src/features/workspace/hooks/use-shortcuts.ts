import { useEffect, useRef } from 'react';
import { redo, resetZoom, stepPage, undo, zoomIn, zoomOut } from '../commands/index.ts';
import { isOwnedByFocus, matchShortcut } from '../lib/shortcuts.ts';
import { useWorkspaceStore } from '../store/workspace-context.tsx';
import type { SidebarTab } from '../types.ts';

export interface ShortcutHandlers {
  onOpen: () => void;
  onSave: () => void;
  onPrint: () => void;
  onSearch: () => void;
  onDetect: () => void;
  onRedact: () => void;
  onToggleEdit: () => void;
  onTab: (tab: SidebarTab) => void;
  onToggleSidebar: () => void;
  onUser: () => void;
  onHelp: () => void;
}

/** The keyboard shortcuts of spec 2 §2; ignored while the focused control owns the key (see isOwnedByFocus) or a dialog is open. */
export function useShortcuts(handlers: ShortcutHandlers): void {
  const store = useWorkspaceStore();
  const latest = useRef(handlers);
  useEffect(() => {
    latest.current = handlers;
  });

  useEffect(() => {
    const handleKey = (event: KeyboardEvent) => {
      if (isOwnedByFocus(event) || document.querySelector('[role=dialog][aria-modal=true]')) return;
      const action = matchShortcut(event);
      if (!action || action === 'closeModal') return;
      const h = latest.current;
      const actions: Record<string, () => void> = {
        open: h.onOpen,
        save: h.onSave,
        print: h.onPrint,
        search: h.onSearch,
        detect: h.onDetect,
        redact: h.onRedact,
        toggleEdit: h.onToggleEdit,
        zoomIn: () => zoomIn(store),
        zoomOut: () => zoomOut(store),
        resetZoom: () => resetZoom(store),
        undo: () => undo(store),
        redo: () => redo(store),
        user: h.onUser,
        toggleSidebar: h.onToggleSidebar,
        nextPage: () => stepPage(store, 1),
        previousPage: () => stepPage(store, -1),
        firstPage: () => stepPage(store, 'first'),
        lastPage: () => stepPage(store, 'last'),
        help: h.onHelp,
      };
      const run = action.startsWith('tab.') ? () => h.onTab(action.slice(4) as SidebarTab) : actions[action];
      if (!run) return;
      event.preventDefault();
      run();
    };
    window.addEventListener('keydown', handleKey);
    return () => window.removeEventListener('keydown', handleKey);
  }, [store]);
}

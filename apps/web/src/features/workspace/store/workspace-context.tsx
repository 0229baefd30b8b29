import { createContext, useContext, useState, type ReactNode } from 'react';
import { useStore } from 'zustand';
import { readStored } from '../../../lib/storage/local-store.ts';
import { initialCollapsed, initialTab, SIDEBAR_KEYS } from '../lib/sidebar-layout.ts';
import {
  createWorkspaceStore,
  INITIAL_UI,
  type WorkspaceState,
  type WorkspaceStore,
  type WorkspaceUi,
} from './workspace-store.ts';

/** The tab and collapsed state a workspace starts with: as stored, collapsed under 768 px. */
function storedSidebarUi(): Pick<WorkspaceUi, 'sidebarTab' | 'isSidebarCollapsed'> {
  return {
    sidebarTab: initialTab(readStored(SIDEBAR_KEYS.tab)),
    isSidebarCollapsed: initialCollapsed(readStored(SIDEBAR_KEYS.collapsed), window.innerWidth),
  };
}

const WorkspaceContext = createContext<WorkspaceStore | null>(null);

export function WorkspaceProvider({ children }: { children: ReactNode }) {
  const [store] = useState(() => createWorkspaceStore({ ui: { ...INITIAL_UI, ...storedSidebarUi() } }));
  return <WorkspaceContext.Provider value={store}>{children}</WorkspaceContext.Provider>;
}

/** The store itself, for commands. */
export function useWorkspaceStore(): WorkspaceStore {
  const store = useContext(WorkspaceContext);
  if (!store) throw new Error('useWorkspaceStore outside WorkspaceProvider');
  return store;
}

/** A slice of the workspace state; components re-render only when their slice changes. */
export function useWorkspace<T>(selector: (state: WorkspaceState) => T): T {
  return useStore(useWorkspaceStore(), selector);
}

import { createContext, useContext, useState, type ReactNode } from 'react';
import { useStore } from 'zustand';
import { createWorkspaceStore, type WorkspaceState, type WorkspaceStore } from './workspace-store.ts';

const WorkspaceContext = createContext<WorkspaceStore | null>(null);

export function WorkspaceProvider({ children }: { children: ReactNode }) {
  const [store] = useState(() => createWorkspaceStore());
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

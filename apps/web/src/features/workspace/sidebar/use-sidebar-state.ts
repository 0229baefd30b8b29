import { useCallback, useEffect, useState } from 'react';
import { readStored, writeStored } from '../../../lib/storage/local-store.ts';
import { setUi } from '../commands/ui-commands.ts';
import { clampWidth, initialWidth, SIDEBAR_KEYS } from '../lib/sidebar-layout.ts';
import { useWorkspace, useWorkspaceStore } from '../store/workspace-context.tsx';
import type { SidebarTab } from '../types.ts';

/**
 * Width, tab and collapsed state of the sidebar, kept in localStorage and kept within the window's
 * limits. Tab and collapsed state live in the workspace store (commands change them).
 */
export function useSidebarState() {
  const store = useWorkspaceStore();
  const [viewport, setViewport] = useState(() => window.innerWidth);
  const [width, setWidth] = useState(() => initialWidth(readStored(SIDEBAR_KEYS.width), window.innerWidth));
  const tab = useWorkspace((s) => s.ui.sidebarTab);
  const isCollapsed = useWorkspace((s) => s.ui.isSidebarCollapsed);
  const setTab = useCallback((next: SidebarTab) => setUi(store, { sidebarTab: next }), [store]);
  const setIsCollapsed = useCallback((next: boolean) => setUi(store, { isSidebarCollapsed: next }), [store]);

  useEffect(() => {
    const handleResize = () => setViewport(window.innerWidth);
    window.addEventListener('resize', handleResize);
    return () => window.removeEventListener('resize', handleResize);
  }, []);
  useEffect(() => writeStored(SIDEBAR_KEYS.width, String(width)), [width]);
  useEffect(() => writeStored(SIDEBAR_KEYS.tab, tab), [tab]);
  useEffect(() => writeStored(SIDEBAR_KEYS.collapsed, String(isCollapsed)), [isCollapsed]);

  return {
    viewport,
    width: clampWidth(width, viewport),
    setWidth,
    tab,
    setTab,
    isCollapsed,
    setIsCollapsed,
    isBottom: viewport < 1024,
  };
}

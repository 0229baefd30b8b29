import { useEffect, useState } from 'react';
import { readStored, writeStored } from '../../../lib/storage/local-store.ts';
import { clampWidth, initialCollapsed, initialTab, initialWidth, SIDEBAR_KEYS } from '../lib/sidebar-layout.ts';
import type { SidebarTab } from '../types.ts';

/** Width, tab and collapsed state of the sidebar, kept in localStorage and kept within the window's limits. */
export function useSidebarState() {
  const [viewport, setViewport] = useState(() => window.innerWidth);
  const [width, setWidth] = useState(() => initialWidth(readStored(SIDEBAR_KEYS.width), window.innerWidth));
  const [tab, setTab] = useState<SidebarTab>(() => initialTab(readStored(SIDEBAR_KEYS.tab)));
  const [isCollapsed, setIsCollapsed] = useState(() => initialCollapsed(readStored(SIDEBAR_KEYS.collapsed), window.innerWidth));

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

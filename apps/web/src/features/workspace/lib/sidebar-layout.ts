import { SIDEBAR_TABS, type SidebarTab } from '../types.ts';

export const SIDEBAR_KEYS = { width: 'sidebar_width', tab: 'sidebar_tab', collapsed: 'sidebar_collapsed' } as const;
export const SIDEBAR = { collapsedWidth: 50, defaultWidth: 400, min: 280, max: 600, step: 5, bigStep: 20 } as const;

/** Width limits for the window width (spec 2 §2 responsive limits). */
export function widthLimits(viewport: number): { min: number; max: number } {
  if (viewport <= 480) return { min: 260, max: 300 };
  if (viewport <= 768) return { min: 280, max: 350 };
  if (viewport <= 1024) return { min: 280, max: 400 };
  return { min: SIDEBAR.min, max: SIDEBAR.max };
}

/** A stored width is used only when within 280–600; then it is clamped to the window's limits. */
export function initialWidth(stored: string | null, viewport: number): number {
  const value = Number(stored);
  const base = stored !== null && Number.isFinite(value) && value >= SIDEBAR.min && value <= SIDEBAR.max ? value : SIDEBAR.defaultWidth;
  return clampWidth(base, viewport);
}

export function clampWidth(width: number, viewport: number): number {
  const { min, max } = widthLimits(viewport);
  return Math.min(max, Math.max(min, width));
}

export function initialTab(stored: string | null): SidebarTab {
  return SIDEBAR_TABS.includes(stored as SidebarTab) ? (stored as SidebarTab) : 'thumbnails';
}

/** Under 768 px the sidebar starts collapsed; otherwise the stored state applies. */
export function initialCollapsed(stored: string | null, viewport: number): boolean {
  if (viewport < 768) return true;
  return stored === 'true';
}

/** On the bottom sidebar: swipe down over 100 px collapses, up over 50 px expands. */
export function swipeAction(deltaY: number): 'collapse' | 'expand' | null {
  if (deltaY > 100) return 'collapse';
  if (deltaY < -50) return 'expand';
  return null;
}

/** Arrow keys resize by 5 px, 20 px with Shift. */
export function resizeByKey(width: number, key: string, isShift: boolean, viewport: number): number | null {
  const step = isShift ? SIDEBAR.bigStep : SIDEBAR.step;
  if (key === 'ArrowRight' || key === 'ArrowUp') return clampWidth(width + step, viewport);
  if (key === 'ArrowLeft' || key === 'ArrowDown') return clampWidth(width - step, viewport);
  return null;
}

import { ActionIcon, ScrollArea, Text, Tooltip } from '@mantine/core';
import {
  IconAdjustments,
  IconEraser,
  IconFiles,
  IconHistory,
  IconLayoutGrid,
  IconLayoutSidebarLeftCollapse,
  IconLayoutSidebarLeftExpand,
  IconScan,
  IconSearch,
  type Icon,
} from '@tabler/icons-react';
import { useRef, type KeyboardEvent, type PointerEvent, type TouchEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { setUi } from '../commands/ui-commands.ts';
import { tabListTarget } from '../lib/shortcuts.ts';
import { resizeByKey, swipeAction, widthLimits } from '../lib/sidebar-layout.ts';
import { useWorkspace, useWorkspaceStore } from '../store/workspace-context.tsx';
import { SIDEBAR_TABS, type SidebarTab } from '../types.ts';
import { SidebarPanel } from './sidebar-panel.tsx';
import type { useSidebarState } from './use-sidebar-state.ts';
import type { SidebarUserMenu } from './user-menu-slot.ts';

const ICONS: Record<SidebarTab, Icon> = {
  thumbnails: IconLayoutGrid,
  files: IconFiles,
  detection: IconScan,
  search: IconSearch,
  redaction: IconEraser,
  settings: IconAdjustments,
  history: IconHistory,
};

type SidebarProps = ReturnType<typeof useSidebarState> & {
  /** The app's user menu, drawn at the foot of the tab rail (user-menu-slot.ts). */
  userMenu: SidebarUserMenu;
};

/** The unified sidebar: seven tabs, collapsible to 50 px, resizable by drag or arrow keys; at the bottom under 1024 px. */
export function Sidebar(props: SidebarProps) {
  const { width, setWidth, tab, setTab, isCollapsed, setIsCollapsed, isBottom, viewport } = props;
  const UserMenu = props.userMenu;
  const { t } = useTranslation('workspace');
  const currentName = useWorkspace((s) => s.files.find((f) => f.key === s.currentFileKey)?.file.name);
  const store = useWorkspaceStore();
  const isUserMenuOpen = useWorkspace((s) => s.ui.isUserMenuOpen);
  const dragStart = useRef<{ x: number; width: number } | null>(null);
  const swipeStart = useRef<number | null>(null);
  const tabRefs = useRef<Array<HTMLButtonElement | null>>([]);
  const limits = widthLimits(viewport);

  const handleSelect = (next: SidebarTab) => {
    setTab(next);
    setIsCollapsed(false);
  };
  const handleResizeDown = (event: PointerEvent<HTMLDivElement>) => {
    event.currentTarget.setPointerCapture(event.pointerId);
    dragStart.current = { x: event.clientX, width };
  };
  const handleResizeMove = (event: PointerEvent<HTMLDivElement>) => {
    if (dragStart.current) setWidth(dragStart.current.width + event.clientX - dragStart.current.x);
  };
  const handleResizeKey = (event: KeyboardEvent<HTMLDivElement>) => {
    const next = resizeByKey(width, event.key, event.shiftKey, viewport);
    if (next === null) return;
    event.preventDefault();
    event.stopPropagation();
    setWidth(next);
  };
  // WAI-ARIA tabs: arrows, Home and End move the focus (roving tabindex); on an open sidebar the
  // focused tab is shown at once, on a collapsed one Enter or Space opens it.
  const handleTabKey = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const target = tabListTarget(event.key, index, SIDEBAR_TABS.length);
    if (target === null || event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
    event.preventDefault();
    event.stopPropagation();
    tabRefs.current[target]?.focus();
    if (!isCollapsed) setTab(SIDEBAR_TABS[target]!);
  };
  const handleTouchEnd = (event: TouchEvent) => {
    if (swipeStart.current === null) return;
    const action = swipeAction(event.changedTouches[0]!.clientY - swipeStart.current);
    swipeStart.current = null;
    if (action) setIsCollapsed(action === 'collapse');
  };

  return (
    <aside
      className="ws-sidebar"
      data-position={isBottom ? 'bottom' : 'left'}
      data-collapsed={isCollapsed || undefined}
      style={isBottom ? undefined : { width: isCollapsed ? 50 : width }}
      aria-label={t('sidebar.label')}
      onTouchStart={isBottom ? (e) => (swipeStart.current = e.touches[0]!.clientY) : undefined}
      onTouchEnd={isBottom ? handleTouchEnd : undefined}
    >
      <nav className="ws-sidebar-tabs" aria-label={t('sidebar.tabs')}>
        <Tooltip label={isCollapsed ? t('sidebar.expand') : t('sidebar.collapse')} position="right">
          <ActionIcon
            variant="subtle"
            size="lg"
            onClick={() => setIsCollapsed(!isCollapsed)}
            aria-label={isCollapsed ? t('sidebar.expand') : t('sidebar.collapse')}
            data-testid="sidebar-toggle"
          >
            {isCollapsed ? (
              <IconLayoutSidebarLeftExpand size={20} />
            ) : (
              <IconLayoutSidebarLeftCollapse size={20} />
            )}
          </ActionIcon>
        </Tooltip>
        <div
          className="ws-tab-list"
          role="tablist"
          aria-label={t('sidebar.tabs')}
          aria-orientation={isBottom ? 'horizontal' : 'vertical'}
        >
          {SIDEBAR_TABS.map((id, index) => {
            const TabIcon = ICONS[id];
            return (
              <Tooltip key={id} label={`${t(`sidebar.tab.${id}`)} (Shift+${index + 1})`} position="right">
                <ActionIcon
                  ref={(element) => {
                    tabRefs.current[index] = element;
                  }}
                  role="tab"
                  id={`ws-tab-${id}`}
                  tabIndex={tab === id ? 0 : -1}
                  onKeyDown={(event) => handleTabKey(event, index)}
                  aria-selected={tab === id && !isCollapsed}
                  aria-controls="ws-sidebar-panel"
                  variant={tab === id && !isCollapsed ? 'light' : 'subtle'}
                  size="lg"
                  onClick={() => handleSelect(id)}
                  aria-label={t(`sidebar.tab.${id}`)}
                  data-testid={`tab-${id}`}
                  data-tutorial={`sidebar-${id}`}
                >
                  <TabIcon size={20} />
                </ActionIcon>
              </Tooltip>
            );
          })}
        </div>
        <div className="ws-sidebar-user">
          <UserMenu
            isOpen={isUserMenuOpen}
            onOpenChange={(isOpen) => setUi(store, { isUserMenuOpen: isOpen })}
          />
        </div>
      </nav>
      {!isCollapsed && (
        <div
          className="ws-sidebar-body"
          id="ws-sidebar-panel"
          role="tabpanel"
          aria-labelledby={`ws-tab-${tab}`}
        >
          <Text size="xs" c="dimmed" px="md" pt="sm" truncate>
            {currentName ? t('sidebar.viewing', { name: currentName }) : t('sidebar.noFile')}
          </Text>
          <ScrollArea className="ws-sidebar-scroll" type="auto">
            <div className="ws-sidebar-content">
              <SidebarPanel tab={tab} onTab={setTab} />
            </div>
          </ScrollArea>
        </div>
      )}
      {!isCollapsed && !isBottom && (
        <div
          className="ws-resize-handle"
          role="separator"
          aria-orientation="vertical"
          aria-label={t('sidebar.resize')}
          aria-valuenow={width}
          aria-valuemin={limits.min}
          aria-valuemax={limits.max}
          tabIndex={0}
          onPointerDown={handleResizeDown}
          onPointerMove={handleResizeMove}
          onPointerUp={() => (dragStart.current = null)}
          onKeyDown={handleResizeKey}
        />
      )}
    </aside>
  );
}

import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMediaQuery } from '@mantine/hooks';
import { toggleEditMode } from './commands/index.ts';
import { useBrowserFileStore } from './hooks/use-browser-file-store.ts';
import { useOutputFiles } from './hooks/use-output-files.ts';
import { useShortcuts } from './hooks/use-shortcuts.ts';
import { useTextLayer } from './hooks/use-text-layer.ts';
import { notifyInfo } from './lib/notify.ts';
import { DetectionStatusBar } from './status/detection-status-bar.tsx';
import { Sidebar } from './sidebar/sidebar.tsx';
import { useSidebarState } from './sidebar/use-sidebar-state.ts';
import { useWorkspaceStore, WorkspaceProvider } from './store/workspace-context.tsx';
import { MobileMenu } from './toolbar/mobile-menu.tsx';
import { ShortcutsDialog } from './toolbar/shortcuts-dialog.tsx';
import { Toolbar } from './toolbar/toolbar.tsx';
import { OPEN_SEARCH_EVENT } from './toolbar/toolbar-search.tsx';
import type { SidebarTab } from './types.ts';
import { DocumentArea } from './viewer/document-area.tsx';
import { FullScreenViewer } from './viewer/full-screen-viewer.tsx';
import '@mantine/dropzone/styles.css';
import './workspace.css';

/** The PDF workspace (spec 2): one store per mounted workspace. */
export function Workspace() {
  return (
    <WorkspaceProvider>
      <WorkspaceLayout />
    </WorkspaceProvider>
  );
}

function WorkspaceLayout() {
  const { t } = useTranslation('workspace');
  const store = useWorkspaceStore();
  const sidebar = useSidebarState();
  const [isHelpOpen, setIsHelpOpen] = useState(false);
  const isMobile = useMediaQuery('(max-width: 768px)');
  const { download, print } = useOutputFiles();
  useTextLayer();
  useBrowserFileStore();

  const openTab = useCallback(
    (tab: SidebarTab) => {
      sidebar.setTab(tab);
      sidebar.setIsCollapsed(false);
    },
    [sidebar],
  );
  const handleToggleEdit = useCallback(() => {
    const isOn = toggleEditMode(store);
    notifyInfo(isOn ? t('notices.editModeOn') : t('notices.editModeOff'));
  }, [store, t]);
  const handleOpen = () => document.querySelector<HTMLInputElement>('[data-testid="uploader-add-icon"] input[type=file]')?.click();
  const handleSearch = () => {
    openTab('search');
    window.dispatchEvent(new Event(OPEN_SEARCH_EVENT));
  };

  useShortcuts({
    onOpen: handleOpen,
    onSave: () => void download(),
    onPrint: () => void print(),
    onSearch: handleSearch,
    onDetect: () => openTab('detection'),
    onRedact: () => openTab('redaction'),
    onToggleEdit: handleToggleEdit,
    onTab: openTab,
    onToggleSidebar: () => sidebar.setIsCollapsed(!sidebar.isCollapsed),
    onUser: () => document.querySelector<HTMLElement>('[data-testid="sidebar-user-menu"]')?.click(),
    onHelp: () => setIsHelpOpen(true),
  });

  return (
    <div className="ws-root" data-sidebar-position={sidebar.isBottom ? 'bottom' : 'left'}>
      <Sidebar {...sidebar} />
      <section className="ws-main" aria-label={t('workspace.label')}>
        <h1 className="ws-visually-hidden">{t('workspace.title')}</h1>
        <Toolbar onDetect={() => openTab('detection')} onRedact={() => openTab('redaction')} onToggleEdit={handleToggleEdit} onHelp={() => setIsHelpOpen(true)} />
        <div className="ws-stage">
          <DetectionStatusBar />
          <DocumentArea />
        </div>
      </section>
      {isMobile && <MobileMenu onUpload={handleOpen} onDetect={() => openTab('detection')} onRedact={() => openTab('redaction')} onDownload={() => void download()} />}
      <FullScreenViewer onOpen={handleOpen} onSearch={handleSearch} onDetect={() => openTab('detection')} onRedact={() => openTab('redaction')} onToggleEdit={handleToggleEdit} />
      <ShortcutsDialog isOpen={isHelpOpen} onClose={() => setIsHelpOpen(false)} />
    </div>
  );
}

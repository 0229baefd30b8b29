import { useTranslation } from 'react-i18next';
import { useMediaQuery } from '@mantine/hooks';
import { CommandsProvider } from './commands/registry/use-commands.tsx';
import { useBrowserFileStore } from './hooks/use-browser-file-store.ts';
import { useOfflineWords } from './hooks/use-offline-words.ts';
import { useReportOpenFiles } from './hooks/use-report-open-files.ts';
import { useShortcuts } from './hooks/use-shortcuts.ts';
import { useTextLayer } from './hooks/use-text-layer.ts';
import { WorkspaceOfflineNotice } from './offline/offline-notices.tsx';
import { ReviewBanner } from './review/review-banner.tsx';
import { useReviewHandoff } from './review/use-review-handoff.ts';
import { DetectionStatusBar } from './status/detection-status-bar.tsx';
import { Sidebar } from './sidebar/sidebar.tsx';
import { useSidebarState } from './sidebar/use-sidebar-state.ts';
import type { SidebarUserMenu } from './sidebar/user-menu-slot.ts';
import { WorkspaceProvider } from './store/workspace-context.tsx';
import { MobileMenu } from './toolbar/mobile-menu.tsx';
import { ShortcutsDialog } from './toolbar/shortcuts-dialog.tsx';
import { LegalBasisDialog } from './highlights/legal-basis-dialog.tsx';
import { Toolbar } from './toolbar/toolbar.tsx';
import { DocumentArea } from './viewer/document-area.tsx';
import { FullScreenViewer } from './viewer/full-screen-viewer.tsx';
import '@mantine/dropzone/styles.css';
import './workspace.css';

interface WorkspaceProps {
  /** The user menu of the sidebar, supplied by the app that hosts the workspace. */
  userMenu: SidebarUserMenu;
}

/** The PDF workspace (spec 2): one store per mounted workspace, and one command registry over it. */
export function Workspace({ userMenu }: WorkspaceProps) {
  return (
    <WorkspaceProvider>
      <CommandsProvider>
        <WorkspaceLayout userMenu={userMenu} />
      </CommandsProvider>
    </WorkspaceProvider>
  );
}

/**
 * The workspace's background work, in a component of its own that draws nothing: these hooks follow
 * the open files, and in the layout each new file would re-render every toolbar button, dialog and
 * tab around the document (the longest task between a drop and its first page).
 */
function WorkspaceBackground() {
  useTextLayer();
  useBrowserFileStore();
  useOfflineWords();
  useReportOpenFiles();
  useShortcuts();
  return null;
}

function WorkspaceLayout({ userMenu }: WorkspaceProps) {
  const { t } = useTranslation('workspace');
  const sidebar = useSidebarState();
  const isMobile = useMediaQuery('(max-width: 768px)');
  const openReview = useReviewHandoff();

  return (
    <div className="ws-root" data-sidebar-position={sidebar.isBottom ? 'bottom' : 'left'}>
      <WorkspaceBackground />
      <Sidebar {...sidebar} userMenu={userMenu} />
      <section className="ws-main" aria-label={t('workspace.label')}>
        <h1 className="ws-visually-hidden">{t('workspace.title')}</h1>
        <Toolbar />
        {openReview && <ReviewBanner open={openReview} />}
        <WorkspaceOfflineNotice />
        <div className="ws-stage">
          <DetectionStatusBar />
          <DocumentArea />
        </div>
      </section>
      {isMobile && <MobileMenu />}
      <FullScreenViewer />
      <ShortcutsDialog />
      <LegalBasisDialog />
    </div>
  );
}

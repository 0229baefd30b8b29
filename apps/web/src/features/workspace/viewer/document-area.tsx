import { useCallback, useEffect, useRef, useState, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { toggleEditMode } from '../commands/index.ts';
import { HighlightContextMenu } from '../highlights/highlight-context-menu.tsx';
import { notifyInfo } from '../lib/notify.ts';
import { useWorkspace, useWorkspaceStore } from '../store/workspace-context.tsx';
import type { Highlight } from '../types.ts';
import { FileUploader } from './file-uploader.tsx';
import { FileCard } from './file-card.tsx';
import { useDragPan } from './use-drag-pan.ts';
import { useElementWidth } from './use-element-width.ts';
import { useScrollSync } from './use-scroll-sync.ts';

/** The scrollable stack of file cards with scroll sync, page navigation, panning and edit-mode toggling. */
export function DocumentArea() {
  const { t } = useTranslation('workspace');
  const store = useWorkspaceStore();
  const files = useWorkspace((s) => s.files);
  const zoom = useWorkspace((s) => s.zoom);
  const isEditMode = useWorkspace((s) => s.isEditMode);
  const navigation = useWorkspace((s) => s.navigation);
  const scrollRef = useRef<HTMLDivElement>(null);
  const navigatingUntil = useRef(0);
  const [menu, setMenu] = useState<{ highlight: Highlight; x: number; y: number } | null>(null);
  const report = useScrollSync(
    store,
    useCallback(() => performance.now() < navigatingUntil.current, []),
  );
  useDragPan(scrollRef, zoom > 1 && !isEditMode);
  const areaWidth = useElementWidth(scrollRef);

  useEffect(() => {
    if (!navigation) return;
    // The page may be a placeholder still; it has its size, so scrolling to it is exact enough.
    navigatingUntil.current = performance.now() + 400;
    const timer = window.setTimeout(() => {
      const area = scrollRef.current;
      const target = area?.querySelector(`[data-page-anchor="${CSS.escape(`${navigation.fileKey}#${navigation.page}`)}"]`);
      // Scroll only the document area: scrollIntoView would also scroll the window on phones.
      if (area && target) area.scrollTop += target.getBoundingClientRect().top - area.getBoundingClientRect().top - 8;
    }, 50);
    return () => window.clearTimeout(timer);
  }, [navigation]);

  const handleDoubleClick = (event: MouseEvent) => {
    if ((event.target as HTMLElement).closest('button, input, .ws-highlight, .ws-file-card-header')) return;
    const isOn = toggleEditMode(store);
    notifyInfo(isOn ? t('notices.editModeOn') : t('notices.editModeOff'));
  };
  const handleContextMenu = useCallback((highlight: Highlight, position: { x: number; y: number }) => setMenu({ highlight, ...position }), []);

  if (files.length === 0) return <FileUploader mode="replace" variant="panel" />;
  return (
    <div
      ref={scrollRef}
      className="ws-document-area"
      data-zoomed={zoom > 1 || undefined}
      data-zoom={zoom.toFixed(1)}
      data-edit-mode={isEditMode || undefined}
      data-testid="document-area"
      onDoubleClick={handleDoubleClick}
    >
      {files.map((file) => (
        <FileCard key={file.key} file={file} scale={zoom} areaWidth={areaWidth} onVisibility={report} onContextMenu={handleContextMenu} />
      ))}
      {menu && <HighlightContextMenu highlight={menu.highlight} x={menu.x} y={menu.y} onClose={() => setMenu(null)} />}
    </div>
  );
}

import { ActionIcon, Group, Paper, Text, Tooltip } from '@mantine/core';
import { IconDownload, IconEraser, IconPencil, IconPrinter, IconScan, IconSearch, IconUpload, IconX, IconZoomIn, IconZoomOut, IconZoomReset } from '@tabler/icons-react';
import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { setFullScreenFile } from '../commands/index.ts';
import { useOutputFiles } from '../hooks/use-output-files.ts';
import { useWorkspace, useWorkspaceStore } from '../store/workspace-context.tsx';
import { FileDocument } from './file-document.tsx';

const HIDE_MS = 3000;
const FULL_ZOOM = { min: 0.25, max: 2.25, step: 0.25 } as const;
const noop = () => {};

interface FullScreenViewerProps {
  onOpen: () => void;
  onSearch: () => void;
  onDetect: () => void;
  onRedact: () => void;
  onToggleEdit: () => void;
}

/** One file over everything, with a toolbar that hides after 3 s without movement. */
export function FullScreenViewer(props: FullScreenViewerProps) {
  const { t } = useTranslation('workspace');
  const store = useWorkspaceStore();
  const key = useWorkspace((s) => s.fullScreenKey);
  const file = useWorkspace((s) => s.files.find((f) => f.key === s.fullScreenKey));
  const isEditMode = useWorkspace((s) => s.isEditMode);
  const [zoom, setZoom] = useState(1);
  const [isToolbarShown, setIsToolbarShown] = useState(true);
  const ref = useRef<HTMLDivElement>(null);
  const timer = useRef<number | undefined>(undefined);
  const { download, print } = useOutputFiles();
  const close = useCallback(() => setFullScreenFile(store, null), [store]);

  const poke = useCallback(() => {
    setIsToolbarShown(true);
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => setIsToolbarShown(false), HIDE_MS);
  }, []);

  useEffect(() => {
    if (!key) return;
    poke();
    ref.current?.requestFullscreen?.().catch((error: unknown) => console.warn('Full screen failed', error));
    const handleChange = () => !document.fullscreenElement && close();
    document.addEventListener('fullscreenchange', handleChange);
    return () => {
      document.removeEventListener('fullscreenchange', handleChange);
      window.clearTimeout(timer.current);
      if (document.fullscreenElement) void document.exitFullscreen().catch(() => undefined);
    };
  }, [key, close, poke]);

  if (!file) return null;
  const tool = (label: string, onClick: () => void, icon: ReactNode, disabled = false) => (
    <Tooltip label={label}>
      <ActionIcon variant="default" size="lg" aria-label={label} onClick={onClick} disabled={disabled}>
        {icon}
      </ActionIcon>
    </Tooltip>
  );
  return (
    <div ref={ref} className="ws-full-screen" role="dialog" aria-modal="true" aria-label={file.file.name} onMouseMove={poke} onKeyDown={(e) => e.key === 'Escape' && close()}>
      <Paper className="ws-full-screen-title" shadow="sm" px="sm" py={4}>
        <Group gap="xs" wrap="nowrap">
          <Text size="sm" fw={600} truncate maw={400}>
            {file.file.name}
          </Text>
          <ActionIcon variant="subtle" onClick={close} aria-label={t('fullScreen.exit')}>
            <IconX size={18} />
          </ActionIcon>
        </Group>
      </Paper>
      <div className="ws-full-screen-scroll">
        <FileDocument file={file} scale={zoom} onVisibility={noop} onContextMenu={noop} />
      </div>
      <Paper className="ws-full-screen-toolbar" data-hidden={!isToolbarShown || undefined} shadow="md" p={6}>
        <Group gap={6} wrap="nowrap">
          {tool(t('toolbar.open'), props.onOpen, <IconUpload size={18} />)}
          {tool(t('toolbar.save'), () => void download(), <IconDownload size={18} />)}
          {tool(t('toolbar.print'), () => void print(), <IconPrinter size={18} />)}
          {tool(t('toolbar.search'), props.onSearch, <IconSearch size={18} />)}
          {tool(t('toolbar.detect'), props.onDetect, <IconScan size={18} />)}
          {tool(t('toolbar.redact'), props.onRedact, <IconEraser size={18} />)}
          {tool(isEditMode ? t('toolbar.editOff') : t('toolbar.editOn'), props.onToggleEdit, <IconPencil size={18} />)}
          {tool(t('toolbar.zoomOut'), () => setZoom((z) => Math.max(FULL_ZOOM.min, z - FULL_ZOOM.step)), <IconZoomOut size={18} />, zoom <= FULL_ZOOM.min)}
          <Text size="sm" w={48} ta="center">{`${Math.round(zoom * 100)}%`}</Text>
          {tool(t('toolbar.zoomIn'), () => setZoom((z) => Math.min(FULL_ZOOM.max, z + FULL_ZOOM.step)), <IconZoomIn size={18} />, zoom >= FULL_ZOOM.max)}
          {tool(t('toolbar.fit'), () => setZoom(1), <IconZoomReset size={18} />)}
        </Group>
      </Paper>
    </div>
  );
}

import { ActionIcon, Divider, Group, Text, Tooltip } from '@mantine/core';
import {
  IconArrowBackUp,
  IconArrowForwardUp,
  IconDownload,
  IconEraser,
  IconHelp,
  IconPencil,
  IconPrinter,
  IconScan,
  IconZoomIn,
  IconZoomOut,
  IconZoomReset,
} from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { redo, resetZoom, undo, zoomIn, zoomOut } from '../commands/index.ts';
import { useOutputFiles } from '../hooks/use-output-files.ts';
import { useWorkspace, useWorkspaceStore } from '../store/workspace-context.tsx';
import { ZOOM } from '../store/workspace-store.ts';
import { FileUploader } from '../viewer/file-uploader.tsx';
import { ToolbarSearch } from './toolbar-search.tsx';

export interface ToolbarProps {
  onDetect: () => void;
  onRedact: () => void;
  onToggleEdit: () => void;
  onHelp: () => void;
}

function Tool({
  label,
  onClick,
  children,
  disabled,
  active,
  testId,
}: {
  label: string;
  onClick: () => void;
  children: ReactNode;
  disabled?: boolean;
  active?: boolean;
  testId?: string;
}) {
  return (
    <Tooltip label={label}>
      <ActionIcon
        variant={active ? 'filled' : 'default'}
        size="lg"
        onClick={onClick}
        disabled={disabled}
        aria-label={label}
        aria-pressed={active}
        data-testid={testId}
      >
        {children}
      </ActionIcon>
    </Tooltip>
  );
}

/** Open, save, print, search, detect, redact, edit mode, undo/redo and zoom. */
export function Toolbar({ onDetect, onRedact, onToggleEdit, onHelp }: ToolbarProps) {
  const { t } = useTranslation('workspace');
  const store = useWorkspaceStore();
  const zoom = useWorkspace((s) => s.zoom);
  const isEditMode = useWorkspace((s) => s.isEditMode);
  const hasFiles = useWorkspace((s) => s.files.length > 0);
  const canUndo = useWorkspace((s) => s.past.length > 0);
  const canRedo = useWorkspace((s) => s.future.length > 0);
  const { download, print, isBusy } = useOutputFiles();

  return (
    <Group
      className="ws-toolbar"
      gap={6}
      px="sm"
      py={6}
      wrap="nowrap"
      role="toolbar"
      aria-label={t('toolbar.label')}
    >
      <FileUploader mode="add" variant="icon" />
      <Tool
        label={t('toolbar.save')}
        onClick={() => void download()}
        disabled={!hasFiles || isBusy}
        testId="toolbar-download"
      >
        <IconDownload size={18} />
      </Tool>
      <Tool label={t('toolbar.print')} onClick={() => void print()} disabled={!hasFiles || isBusy}>
        <IconPrinter size={18} />
      </Tool>
      <ToolbarSearch />
      <Divider orientation="vertical" />
      <Tool label={t('toolbar.detect')} onClick={onDetect} disabled={!hasFiles}>
        <IconScan size={18} />
      </Tool>
      <Tool label={t('toolbar.redact')} onClick={onRedact} disabled={!hasFiles}>
        <IconEraser size={18} />
      </Tool>
      <Tool
        label={isEditMode ? t('toolbar.editOff') : t('toolbar.editOn')}
        onClick={onToggleEdit}
        active={isEditMode}
        disabled={!hasFiles && !isEditMode}
        testId="toolbar-edit"
      >
        <IconPencil size={18} />
      </Tool>
      <Tool label={t('toolbar.undo')} onClick={() => undo(store)} disabled={!canUndo} testId="toolbar-undo">
        <IconArrowBackUp size={18} />
      </Tool>
      <Tool label={t('toolbar.redo')} onClick={() => redo(store)} disabled={!canRedo}>
        <IconArrowForwardUp size={18} />
      </Tool>
      <Divider orientation="vertical" />
      <Tool label={t('toolbar.zoomOut')} onClick={() => zoomOut(store)} disabled={zoom <= ZOOM.min}>
        <IconZoomOut size={18} />
      </Tool>
      <Text
        size="sm"
        w={48}
        ta="center"
        aria-live="polite"
        data-testid="zoom-level"
      >{`${Math.round(zoom * 100)}%`}</Text>
      <Tool label={t('toolbar.zoomIn')} onClick={() => zoomIn(store)} disabled={zoom >= ZOOM.max}>
        <IconZoomIn size={18} />
      </Tool>
      <Tool label={t('toolbar.fit')} onClick={() => resetZoom(store)}>
        <IconZoomReset size={18} />
      </Tool>
      <div style={{ flex: 1 }} />
      <Tool label={t('toolbar.help')} onClick={onHelp}>
        <IconHelp size={18} />
      </Tool>
    </Group>
  );
}

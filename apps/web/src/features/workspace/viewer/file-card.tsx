import { ActionIcon, Badge, Checkbox, Group, Loader, Paper, Text, Tooltip } from '@mantine/core';
import { IconChevronDown, IconChevronRight, IconMaximize, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import {
  openFile,
  removeFile,
  setFullScreenFile,
  toggleFileCollapsed,
  toggleFileSelected,
} from '../commands/index.ts';
import { truncateName } from '../lib/file-key.ts';
import { formatPages } from '../sidebar/format.ts';
import { useWorkspace, useWorkspaceStore } from '../store/workspace-context.tsx';
import type { Highlight, WorkspaceFile } from '../types.ts';
import { FileDocument } from './file-document.tsx';
import { releasePdfDocument } from './pdf-cache.ts';

interface FileCardProps {
  file: WorkspaceFile;
  scale: number;
  areaWidth?: number;
  onVisibility: (fileKey: string, page: number, ratio: number) => void;
  onContextMenu: (highlight: Highlight, position: { x: number; y: number }) => void;
}

/** One file in the stack: title bar with collapse, select, full screen, remove; then its pages. */
export function FileCard({ file, scale, areaWidth, onVisibility, onContextMenu }: FileCardProps) {
  const { t } = useTranslation('workspace');
  const store = useWorkspaceStore();
  const isCollapsed = useWorkspace((s) => s.collapsedKeys.includes(file.key));
  const isSelected = useWorkspace((s) => s.selectedKeys.includes(file.key));
  const isCurrent = useWorkspace((s) => s.currentFileKey === file.key);
  const name = file.file.name;
  const scan = useWorkspace((s) => s.scanPages[file.key]);
  const ocrPages = scan ? [...new Set([...scan.ocr, ...scan.reading])] : [];

  const handleRemove = () => {
    removeFile(store, file.key);
    releasePdfDocument(file.key);
  };

  return (
    <Paper
      withBorder
      className="ws-file-card"
      data-current={isCurrent || undefined}
      data-file-key={file.key}
      data-testid="file-card"
    >
      <Group className="ws-file-card-header" gap="xs" wrap="nowrap" px="sm" py={6}>
        <ActionIcon
          variant="subtle"
          onClick={() => toggleFileCollapsed(store, file.key)}
          aria-label={isCollapsed ? t('files.expand') : t('files.collapse')}
          aria-expanded={!isCollapsed}
        >
          {isCollapsed ? <IconChevronRight size={18} /> : <IconChevronDown size={18} />}
        </ActionIcon>
        <Checkbox
          checked={isSelected}
          onChange={() => toggleFileSelected(store, file.key)}
          aria-label={t('files.selectFile', { name })}
        />
        <Text
          fw={600}
          size="sm"
          title={name}
          style={{ flex: 1, cursor: 'pointer' }}
          truncate
          onClick={() => openFile(store, file.key)}
        >
          {truncateName(name, 32, 29)}
          {file.isRedacted && (
            <Text span size="xs" c="green" ml={6}>
              {t('files.redactedBadge')}
            </Text>
          )}
        </Text>
        {ocrPages.length > 0 && (
          <Tooltip
            label={
              scan!.reading.length > 0
                ? t('scan.readingPages', { pages: formatPages(scan!.reading), count: scan!.reading.length })
                : t('scan.ocrPages', { pages: formatPages(ocrPages), count: ocrPages.length })
            }
          >
            <Badge
              variant="light"
              color="blue"
              size="sm"
              style={{ flexShrink: 0 }}
              data-testid="file-ocr-badge"
              leftSection={scan!.reading.length > 0 ? <Loader size={10} /> : undefined}
            >
              {t('scan.ocrBadge')}
            </Badge>
          </Tooltip>
        )}
        <Tooltip label={t('files.fullScreen')}>
          <ActionIcon
            variant="subtle"
            onClick={() => setFullScreenFile(store, file.key)}
            aria-label={t('files.fullScreen')}
          >
            <IconMaximize size={18} />
          </ActionIcon>
        </Tooltip>
        <Tooltip label={t('files.remove')}>
          <ActionIcon
            variant="subtle"
            color="red"
            onClick={handleRemove}
            aria-label={t('files.removeFile', { name })}
          >
            <IconTrash size={18} />
          </ActionIcon>
        </Tooltip>
      </Group>
      {!isCollapsed && (
        <FileDocument
          file={file}
          scale={scale}
          areaWidth={areaWidth}
          onVisibility={onVisibility}
          onContextMenu={onContextMenu}
        />
      )}
    </Paper>
  );
}

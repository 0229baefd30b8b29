import { ActionIcon, Button, Checkbox, Group, Stack, Text } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { openFile, removeFile, setAllSelected, toggleFileSelected } from '../commands/index.ts';
import { truncateName } from '../lib/file-key.ts';
import { useWorkspace, useWorkspaceStore } from '../store/workspace-context.tsx';
import { FileUploader } from '../viewer/file-uploader.tsx';
import { formatCount } from './format.ts';
import { releasePdfDocument } from '../viewer/pdf-cache.ts';

/** Files tab: select, open, remove; add more files. */
export function FilesTab() {
  const { t, i18n } = useTranslation('workspace');
  const store = useWorkspaceStore();
  const files = useWorkspace((s) => s.files);
  const selected = useWorkspace((s) => s.selectedKeys);
  const current = useWorkspace((s) => s.currentFileKey);

  return (
    <Stack gap="xs">
      <Group justify="space-between">
        <Text fw={600} size="sm">
          {t('files.count', { count: files.length })}
        </Text>
        <Group gap={4}>
          <Button
            size="compact-xs"
            variant="subtle"
            onClick={() => setAllSelected(store, selected.length !== files.length)}
            disabled={files.length === 0}
          >
            {selected.length === files.length && files.length > 0
              ? t('files.deselectAll')
              : t('files.selectAll')}
          </Button>
          <FileUploader mode="add" variant="icon" />
        </Group>
      </Group>
      {files.length === 0 && (
        <Text size="sm" c="dimmed">
          {t('thumbnails.empty')}
        </Text>
      )}
      {files.map((file) => (
        <Group
          key={file.key}
          gap="xs"
          wrap="nowrap"
          className="ws-file-row"
          data-current={file.key === current || undefined}
        >
          <Checkbox
            checked={selected.includes(file.key)}
            onChange={() => toggleFileSelected(store, file.key)}
            aria-label={t('files.selectFile', { name: file.file.name })}
          />
          <Text
            size="sm"
            style={{ flex: 1, cursor: 'pointer' }}
            title={file.file.name}
            onClick={() => openFile(store, file.key)}
            truncate
          >
            {truncateName(file.file.name, 24, 21)}
          </Text>
          <Text size="xs" c="dimmed">
            {formatCount(file.file.size / 1024, i18n.language)} KB
          </Text>
          <ActionIcon
            variant="subtle"
            color="red"
            size="sm"
            aria-label={t('files.removeFile', { name: file.file.name })}
            onClick={() => {
              removeFile(store, file.key);
              releasePdfDocument(file.key);
            }}
          >
            <IconTrash size={14} />
          </ActionIcon>
        </Group>
      ))}
    </Stack>
  );
}

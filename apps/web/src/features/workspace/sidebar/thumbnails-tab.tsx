import { ActionIcon, Collapse, Group, Loader, Stack, Text, UnstyledButton } from '@mantine/core';
import { IconChevronDown, IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { goToPage } from '../commands/index.ts';
import { truncateName } from '../lib/file-key.ts';
import { useWorkspace, useWorkspaceStore } from '../store/workspace-context.tsx';
import type { WorkspaceFile } from '../types.ts';
import { useIsAfterFirstPaint } from '../viewer/first-paint.ts';
import { usePdfDocument } from '../viewer/use-pdf-document.ts';
import { PageInput } from './page-input.tsx';
import { Thumbnail } from './thumbnail.tsx';

/** Thumbnails tab (titled Files with a count): one collapsible section per file. */
export function ThumbnailsTab() {
  const { t } = useTranslation('workspace');
  const files = useWorkspace((s) => s.files);
  return (
    <Stack gap="sm">
      <Text fw={600} size="sm">
        {t('thumbnails.title', { count: files.length })}
      </Text>
      {files.length === 0 && (
        <Text size="sm" c="dimmed">
          {t('thumbnails.empty')}
        </Text>
      )}
      {files.map((file) => (
        <FileThumbnails key={file.key} file={file} />
      ))}
    </Stack>
  );
}

function FileThumbnails({ file }: { file: WorkspaceFile }) {
  const { t } = useTranslation('workspace');
  const store = useWorkspaceStore();
  const [isOpen, setIsOpen] = useState(true);
  const { doc, firstPageSize, error } = usePdfDocument(file.key, file.file);
  // The grid waits for the first main page: laying out every thumbnail would hold that page back.
  const isAfterFirstPaint = useIsAfterFirstPaint(doc);
  const pageState = useWorkspace((s) => s.pageStates[file.key]);
  const page = pageState?.currentPage ?? 1;
  const count = doc?.numPages ?? pageState?.pageCount ?? 0;
  const go = (target: number) => goToPage(store, file.key, target);

  return (
    <Stack gap={6} className="ws-thumbnail-section">
      <UnstyledButton onClick={() => setIsOpen((v) => !v)} aria-expanded={isOpen}>
        <Group gap={4} wrap="nowrap">
          <IconChevronDown size={14} style={{ transform: isOpen ? undefined : 'rotate(-90deg)' }} />
          <Text size="sm" fw={500} title={file.file.name}>
            {truncateName(file.file.name, 24, 21)}
          </Text>
        </Group>
      </UnstyledButton>
      <Collapse expanded={isOpen}>
        <Group gap={4} mb={6}>
          <ActionIcon
            size="sm"
            variant="default"
            disabled={page <= 1}
            onClick={() => go(page - 1)}
            aria-label={t('thumbnails.previous')}
          >
            <IconChevronLeft size={14} />
          </ActionIcon>
          <PageInput page={page} pageCount={count} onGo={go} />
          <Text size="xs">{t('thumbnails.ofTotal', { total: count })}</Text>
          <ActionIcon
            size="sm"
            variant="default"
            disabled={page >= count}
            onClick={() => go(page + 1)}
            aria-label={t('thumbnails.next')}
          >
            <IconChevronRight size={14} />
          </ActionIcon>
        </Group>
        {error && (
          <Text size="sm" c="red">
            {t('thumbnails.error')}
          </Text>
        )}
        {(!doc || !isAfterFirstPaint) && !error && <Loader size="xs" aria-label={t('thumbnails.loading')} />}
        {doc && firstPageSize && isAfterFirstPaint && (
          <div className="ws-thumbnail-grid">
            {Array.from({ length: doc.numPages }, (_, index) => (
              <Thumbnail
                key={index}
                doc={doc}
                pageNumber={index + 1}
                size={firstPageSize}
                isActive={index + 1 === page}
                onClick={() => go(index + 1)}
              />
            ))}
          </div>
        )}
      </Collapse>
    </Stack>
  );
}

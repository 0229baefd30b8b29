import { Center, Loader, Stack, Text } from '@mantine/core';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { setPageCount } from '../commands/index.ts';
import { useWorkspace, useWorkspaceStore } from '../store/workspace-context.tsx';
import type { Highlight, WorkspaceFile } from '../types.ts';
import { PdfPage } from './pdf-page.tsx';
import { fitScale } from './fit-scale.ts';
import { useIsAfterFirstPaint } from './first-paint.ts';
import { mountedPageCount } from './mounted-pages.ts';
import { usePdfDocument } from './use-pdf-document.ts';

interface FileDocumentProps {
  file: WorkspaceFile;
  scale: number;
  /** Width of the document area; on narrow screens pages shrink to fit it. */
  areaWidth?: number;
  onVisibility: (fileKey: string, page: number, ratio: number) => void;
  onContextMenu: (highlight: Highlight, position: { x: number; y: number }) => void;
}

/** All pages of one file, each lazily rendered; the first few first (mounted-pages.ts). */
export function FileDocument({ file, scale, areaWidth, onVisibility, onContextMenu }: FileDocumentProps) {
  const { t } = useTranslation('workspace');
  const store = useWorkspaceStore();
  const { doc, firstPageSize, error } = usePdfDocument(file.key, file.file);
  const isAfterFirstPaint = useIsAfterFirstPaint(doc);
  const requestedPage = useWorkspace((s) => (s.navigation?.fileKey === file.key ? s.navigation.page : null));

  useEffect(() => {
    if (doc) setPageCount(store, file.key, doc.numPages);
  }, [doc, file.key, store]);

  if (error)
    return (
      <Stack role="alert" gap={4} p="lg" align="center">
        <Text fw={600}>{t('viewer.errorLoadingPdf')}</Text>
        <Text size="sm">{t('viewer.couldNotLoadPdf')}</Text>
        <Text size="sm" c="dimmed">
          {t('viewer.tryUploadingAgain')}
        </Text>
      </Stack>
    );
  if (!doc || !firstPageSize)
    return (
      <Center p="xl">
        <Loader size="sm" aria-label={t('viewer.loading')} />
      </Center>
    );
  const pageScale = scale * fitScale(areaWidth, firstPageSize.width);
  return (
    <div className="ws-pages">
      {Array.from(
        { length: mountedPageCount(doc.numPages, isAfterFirstPaint, requestedPage) },
        (_, index) => (
          <PdfPage
            key={index}
            doc={doc}
            fileKey={file.key}
            pageNumber={index + 1}
            pageCount={doc.numPages}
            scale={pageScale}
            estimatedSize={firstPageSize}
            onVisibility={onVisibility}
            onContextMenu={onContextMenu}
          />
        ),
      )}
    </div>
  );
}

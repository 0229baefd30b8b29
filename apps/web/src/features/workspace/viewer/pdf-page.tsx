import { Group, Loader } from '@mantine/core';
import type { PDFDocumentProxy } from 'pdfjs-dist';
import { memo, useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { HighlightLayer } from '../highlights/highlight-layer.tsx';
import { MarkingLayer } from '../highlights/marking-layer.tsx';
import { useWorkspace, useWorkspaceStore } from '../store/workspace-context.tsx';
import type { Highlight } from '../types.ts';
import { PageCanvas } from './page-canvas.tsx';
import { usePageVisibility } from './use-page-visibility.ts';

interface PdfPageProps {
  doc: PDFDocumentProxy;
  fileKey: string;
  pageNumber: number;
  pageCount: number;
  scale: number;
  estimatedSize: { width: number; height: number };
  onVisibility: (fileKey: string, page: number, ratio: number) => void;
  onContextMenu: (highlight: Highlight, position: { x: number; y: number }) => void;
}

/** One page: a sized placeholder always, the canvas and layers only while at least 10 % is visible. */
export const PdfPage = memo(function PdfPage(props: PdfPageProps) {
  const { doc, fileKey, pageNumber, pageCount, scale, estimatedSize, onVisibility, onContextMenu } = props;
  const { t } = useTranslation('workspace');
  const ref = useRef<HTMLDivElement>(null);
  const [size, setSize] = useState(estimatedSize);
  const handleRatio = useCallback((ratio: number) => onVisibility(fileKey, pageNumber, ratio), [onVisibility, fileKey, pageNumber]);
  const ratio = usePageVisibility(ref, handleRatio);
  const isEditMode = useWorkspace((s) => s.isEditMode);
  const ocrStatus = useWorkspace((s) => s.ocr[fileKey]?.status);
  // Failed: the whole text layer, or (too many scanned pages to read) this page that has no text of its own.
  const isPageFailed = useWorkspace((s) => {
    if (s.ocr[fileKey]?.status !== 'error' || s.highlightMode !== 'text_selection') return false;
    const words = s.words[fileKey];
    return words === 'error' || (Array.isArray(words) && !words.some((p) => p.page_number === pageNumber && p.words.length > 0));
  });
  const handleSize = useCallback((next: { width: number; height: number }) => {
    setSize((current) => (current.width === next.width && current.height === next.height ? current : next));
  }, []);
  // Once painted, a page stays mounted until it leaves the screen entirely, so it does not flicker at 9 %.
  const [isPainted, setIsPainted] = useState(false);
  const shouldRender = ratio >= 0.1 || (isPainted && ratio > 0);
  const store = useWorkspaceStore();
  const handleRendered = useCallback(() => {
    setIsPainted(true);
    if (!store.getState().hasPaintedPage) store.setState({ hasPaintedPage: true });
  }, [store]);
  useEffect(() => {
    if (ratio === 0) setIsPainted(false);
  }, [ratio]);

  return (
    <div
      ref={ref}
      className="ws-page"
      data-page-anchor={`${fileKey}#${pageNumber}`}
      data-page-number={pageNumber}
      data-painted={(isPainted && shouldRender) || undefined}
      style={{ width: size.width * scale, height: size.height * scale }}
    >
      {shouldRender && (
        <>
          <PageCanvas doc={doc} pageNumber={pageNumber} scale={scale} onSize={handleSize} onRendered={handleRendered} />
          <HighlightLayer fileKey={fileKey} page={pageNumber} scale={scale} onContextMenu={onContextMenu} />
          {isEditMode && <MarkingLayer fileKey={fileKey} page={pageNumber} scale={scale} />}
          {ocrStatus === 'processing' && (
            <div className="ws-page-status" role="status" data-testid="page-preparing-text-layer">
              <Group gap={6} wrap="nowrap">
                <Loader size={10} color="white" />
                {t('viewer.preparingTextLayer')}
              </Group>
            </div>
          )}
          {isPageFailed && (
            <div className="ws-page-status" data-error data-testid="page-text-layer-failed">
              {t('viewer.processingFailed')}
            </div>
          )}
        </>
      )}
      <span className="ws-page-number" aria-hidden="true">
        {t('viewer.pageOf', { page: pageNumber, total: pageCount })}
      </span>
    </div>
  );
});

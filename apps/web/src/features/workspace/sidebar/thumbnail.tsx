import type { PDFDocumentProxy } from 'pdfjs-dist';
import { memo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useWorkspace } from '../store/workspace-context.tsx';
import { PageCanvas } from '../viewer/page-canvas.tsx';
import { usePageVisibility } from '../viewer/use-page-visibility.ts';

const THUMBNAIL_SCALE = 0.2;

interface ThumbnailProps {
  doc: PDFDocumentProxy;
  pageNumber: number;
  size: { width: number; height: number };
  isActive: boolean;
  onClick: () => void;
}

/** One page at 0.2 scale, painted only while visible. */
export const Thumbnail = memo(function Thumbnail({ doc, pageNumber, size, isActive, onClick }: ThumbnailProps) {
  const { t } = useTranslation('workspace');
  const ref = useRef<HTMLButtonElement>(null);
  const ratio = usePageVisibility(ref);
  const hasPaintedPage = useWorkspace((s) => s.hasPaintedPage);
  return (
    <button
      ref={ref}
      type="button"
      className="ws-thumbnail"
      data-active={isActive || undefined}
      aria-current={isActive ? 'page' : undefined}
      aria-label={t('thumbnails.goToPage', { page: pageNumber })}
      onClick={onClick}
    >
      <span className="ws-thumbnail-page" style={{ width: size.width * THUMBNAIL_SCALE, height: size.height * THUMBNAIL_SCALE }}>
        {ratio > 0 && hasPaintedPage && <PageCanvas doc={doc} pageNumber={pageNumber} scale={THUMBNAIL_SCALE} />}
      </span>
      <span className="ws-thumbnail-label">{pageNumber}</span>
    </button>
  );
});

import type { PDFDocumentProxy, RenderTask } from 'pdfjs-dist';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notePagePainted, notePageRenderStarted } from './first-paint.ts';

interface PageCanvasProps {
  doc: PDFDocumentProxy;
  pageNumber: number;
  scale: number;
  onSize?: (size: { width: number; height: number }) => void;
  onRendered?: () => void;
}

/** Paints one page; mounted only while the page is visible, so its bitmap is freed when it scrolls away. */
export function PageCanvas({ doc, pageNumber, scale, onSize, onRendered }: PageCanvasProps) {
  const { t } = useTranslation('workspace');
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const [hasError, setHasError] = useState(false);

  useEffect(() => {
    let task: RenderTask | null = null;
    let isCurrent = true;
    const canvas = canvasRef.current;
    void doc
      .getPage(pageNumber)
      .then((page) => {
        if (!isCurrent || !canvas) return;
        const viewport = page.getViewport({ scale });
        onSize?.({ width: viewport.width / scale, height: viewport.height / scale });
        // Sharp on high-density screens, but capped so a zoomed page does not take hundreds of MB.
        const ratio = Math.min(window.devicePixelRatio || 1, 2);
        canvas.width = Math.floor(viewport.width * ratio);
        canvas.height = Math.floor(viewport.height * ratio);
        canvas.style.width = `${viewport.width}px`;
        canvas.style.height = `${viewport.height}px`;
        notePageRenderStarted(doc);
        task = page.render({
          canvas,
          viewport,
          transform: ratio === 1 ? undefined : [ratio, 0, 0, ratio, 0, 0],
        });
        return task.promise.then(() => {
          if (!isCurrent) return;
          notePagePainted(doc);
          onRendered?.();
        });
      })
      .catch((error: unknown) => {
        if (isCurrent && (error as { name?: string })?.name !== 'RenderingCancelledException')
          setHasError(true);
      });
    return () => {
      isCurrent = false;
      task?.cancel();
      // Zero-size the bitmap right away: browsers free canvas memory lazily otherwise.
      if (canvas) {
        canvas.width = 0;
        canvas.height = 0;
      }
    };
  }, [doc, pageNumber, scale, onSize, onRendered]);

  if (hasError) return <div role="alert">{t('viewer.errorLoadingPage')}</div>;
  return <canvas ref={canvasRef} data-rendered-page={pageNumber} style={{ display: 'block' }} />;
}

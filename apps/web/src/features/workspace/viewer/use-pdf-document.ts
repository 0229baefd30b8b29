import type { PDFDocumentProxy } from 'pdfjs-dist';
import { useEffect, useState } from 'react';
import { openPdf } from './pdf-cache.ts';

export interface PdfDocumentState {
  doc: PDFDocumentProxy | null;
  /** Size of page 1 at scale 1: the placeholder size of pages not yet measured. */
  firstPageSize: { width: number; height: number } | null;
  error: Error | null;
}

/** Loads a file's pdf.js document and the size of its first page. */
export function usePdfDocument(key: string, file: File): PdfDocumentState {
  const [state, setState] = useState<PdfDocumentState>({ doc: null, firstPageSize: null, error: null });
  useEffect(() => {
    let isCurrent = true;
    openPdf(key, file)
      .then(({ doc, firstPageSize }) => {
        if (isCurrent) setState({ doc, firstPageSize, error: null });
      })
      .catch((error: unknown) => {
        if (isCurrent)
          setState({
            doc: null,
            firstPageSize: null,
            error: error instanceof Error ? error : new Error(String(error)),
          });
      });
    return () => {
      isCurrent = false;
    };
  }, [key, file]);
  return state;
}

import { getDocument, GlobalWorkerOptions, type PDFDocumentProxy } from 'pdfjs-dist';
import { PDF_WORKER_URL, startedPdfWorker } from '../../../lib/pdf/pdf-worker.ts';
import { markLoad } from './load-marks.ts';

// The worker started at startup (main.tsx) when it came up; else pdf.js starts one from the same static path.
GlobalWorkerOptions.workerSrc = PDF_WORKER_URL;
const started = startedPdfWorker();
if (started) GlobalWorkerOptions.workerPort = started;

export interface OpenedPdf {
  doc: PDFDocumentProxy;
  /** Size of page 1 at scale 1: the placeholder size of pages not yet measured. */
  firstPageSize: { width: number; height: number };
}

interface CachedPdf {
  /** Resolves once the bytes are read and handed to pdf.js (whether or not they parse). */
  bytesRead: Promise<void>;
  document: Promise<PDFDocumentProxy>;
  opened: Promise<OpenedPdf>;
}

// Parsed documents are resources, not state: kept by file key so the file card, thumbnails, print
// and full-screen view share one pdf.js document instead of parsing the same bytes again.
const cache = new Map<string, CachedPdf>();

function cachedPdf(key: string, file: File): CachedPdf {
  const cached = cache.get(key);
  if (cached) return cached;
  const bytes = file.arrayBuffer();
  const document = bytes.then((buffer) => {
    markLoad('bytes-read');
    return getDocument({
      data: new Uint8Array(buffer),
      cMapUrl: '/cmaps/',
      cMapPacked: true,
      standardFontDataUrl: '/standard_fonts/',
      // The app's CSP has no 'unsafe-eval'; pdf.js then draws fonts without compiled paths.
      isEvalSupported: false,
    }).promise.then((doc) => {
      markLoad('document-opened');
      return doc;
    });
  });
  const opened = document.then(async (doc) => {
    const viewport = (await doc.getPage(1)).getViewport({ scale: 1 });
    markLoad('first-page-measured');
    return { doc, firstPageSize: { width: viewport.width, height: viewport.height } };
  });
  const entry: CachedPdf = {
    bytesRead: bytes.then(
      () => undefined,
      () => undefined,
    ),
    document,
    opened,
  };
  cache.set(key, entry);
  // A file that failed is read again next time (the failure may have been the read).
  opened.catch(() => {
    if (cache.get(key) === entry) cache.delete(key);
  });
  return entry;
}

/** The pdf.js document of a file, parsed once per key. */
export function loadPdfDocument(key: string, file: File): Promise<PDFDocumentProxy> {
  return cachedPdf(key, file).document;
}

/** The document and the size of its first page, once per key (the viewer and thumbnails share it). */
export function openPdf(key: string, file: File): Promise<OpenedPdf> {
  return cachedPdf(key, file).opened;
}

/**
 * Starts opening a file; resolves once its bytes are with pdf.js. The drop waits for this (briefly)
 * before the workspace re-renders, so the worker parses while React lays the new file out.
 */
export function startOpeningPdf(key: string, file: File): Promise<void> {
  const { bytesRead, opened } = cachedPdf(key, file);
  // Whoever shows the file reports a failure; here it must not surface as an unhandled rejection.
  opened.catch(() => undefined);
  return bytesRead;
}

/** Frees a removed file's document (worker memory included). */
export function releasePdfDocument(key: string): void {
  const cached = cache.get(key);
  cache.delete(key);
  void cached?.document.then((doc) => doc.destroy()).catch(() => undefined);
}

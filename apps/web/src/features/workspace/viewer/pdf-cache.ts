import { getDocument, GlobalWorkerOptions, type PDFDocumentProxy } from 'pdfjs-dist';
import { PDF_WORKER_URL, startedPdfWorker } from '../../../lib/pdf/pdf-worker.ts';
import { markLoad } from './load-marks.ts';

// The worker started at startup (main.tsx) when it came up; else pdf.js starts one from the same static path.
GlobalWorkerOptions.workerSrc = PDF_WORKER_URL;
const started = startedPdfWorker();
if (started) GlobalWorkerOptions.workerPort = started;

// Parsed documents are resources, not state: kept by file key so the file card, thumbnails and
// full-screen view share one pdf.js document instead of parsing the same bytes three times.
const documents = new Map<string, Promise<PDFDocumentProxy>>();

/** The pdf.js document of a file, parsed once per key. */
export function loadPdfDocument(key: string, file: File): Promise<PDFDocumentProxy> {
  let loading = documents.get(key);
  if (!loading) {
    loading = file.arrayBuffer().then((buffer) => {
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
    documents.set(key, loading);
    loading.catch(() => documents.delete(key));
  }
  return loading;
}

/** Frees a removed file's document (worker memory included). */
export function releasePdfDocument(key: string): void {
  const loading = documents.get(key);
  documents.delete(key);
  void loading?.then((doc) => doc.destroy()).catch(() => undefined);
}

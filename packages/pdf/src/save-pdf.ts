import { getEngineDocument, type PdfDocument } from './open-pdf.ts';

// A full rewrite (never incremental) with garbage collection, so removed objects, old revisions
// and unreferenced streams do not linger in the output. Not "compact" (renumbering): MuPDF 1.28
// then writes any stream whose dictionary a JavaScript wrapper still holds (sanitising visits every
// object) without its data, and viewers drop those images and forms — a redacted book lost its
// cover, a paper its charts (issue 26). The object numbers keep their gaps instead.
const SAVE_OPTIONS = 'garbage=yes,compress';

/** Serialises an opened (for example sanitised) document to new PDF bytes. */
export function savePdf(handle: PdfDocument): Uint8Array {
  return saveEngineDocument(getEngineDocument(handle));
}

/** Internal: saves an engine document with the options above. */
export function saveEngineDocument(doc: import('mupdf').PDFDocument): Uint8Array {
  return new Uint8Array(doc.saveToBuffer(SAVE_OPTIONS).asUint8Array());
}

import { getEngineDocument, type PdfDocument } from './open-pdf.ts';

// A full rewrite (never incremental) with garbage collection and renumbering, so removed
// objects, old revisions and unreferenced streams do not linger in the output.
const SAVE_OPTIONS = 'garbage=compact,compress';

/** Serialises an opened (for example sanitised) document to new PDF bytes. */
export function savePdf(handle: PdfDocument): Uint8Array {
  return saveEngineDocument(getEngineDocument(handle));
}

/** Internal: saves an engine document with the options above. */
export function saveEngineDocument(doc: import('mupdf').PDFDocument): Uint8Array {
  return new Uint8Array(doc.saveToBuffer(SAVE_OPTIONS).asUint8Array());
}

import { mupdf } from './mupdf-runtime.ts';
import { PdfError } from './pdf-error.ts';
import type { OpenPdfLimits } from './types.ts';
import { checkPageSizes } from './check-page-sizes.ts';
import { checkFormDraws } from './form-draws.ts';

export const DEFAULT_LIMITS: Required<OpenPdfLimits> = {
  maxBytes: 10 * 1024 * 1024,
  maxPages: 2000,
  maxPageSide: 200 * 72,
  maxMegapixels: 200,
  renderDpi: 300,
  maxFormDraws: 100_000,
};

const engineDocs = new WeakMap<PdfDocument, import('mupdf').PDFDocument>();

/** An opened, validated PDF. Opaque: pass it back to this package's functions; call closePdf when done. */
export class PdfDocument {
  readonly pageCount: number;
  constructor(pageCount: number) {
    this.pageCount = pageCount;
  }
}

/** Validates and opens a PDF held in memory; every failure is a PdfError with an actionable message. */
export function openPdf(bytes: Uint8Array, limits: OpenPdfLimits = {}): PdfDocument {
  const lim = { ...DEFAULT_LIMITS, ...limits };
  if (!hasPdfSignature(bytes)) {
    throw new PdfError(
      'NOT_A_PDF',
      'This file is not a PDF. Choose a PDF document (it must start with "%PDF-").',
    );
  }
  if (bytes.length > lim.maxBytes) {
    const mb = Math.round(lim.maxBytes / 1024 / 1024);
    throw new PdfError(
      'FILE_TOO_LARGE',
      `This PDF is larger than ${mb} MB. Split or compress it and try again.`,
    );
  }
  const doc = openEngineDocument(bytes);
  try {
    validateOpened(doc, lim);
    assertComplete(doc, bytes);
  } catch (err) {
    doc.destroy();
    throw err;
  }
  const handle = new PdfDocument(doc.countPages());
  engineDocs.set(handle, doc);
  return handle;
}

/** Frees the engine memory held by an opened document; further use of the handle throws. */
export function closePdf(handle: PdfDocument): void {
  engineDocs.get(handle)?.destroy();
  engineDocs.delete(handle);
}

/** Internal: the engine document behind a handle. Not exported from index.ts. */
export function getEngineDocument(handle: PdfDocument): import('mupdf').PDFDocument {
  const doc = engineDocs.get(handle);
  if (!doc) throw new Error('PDF document is closed');
  return doc;
}

/** Readers accept the header anywhere in the first 1024 bytes, so we do too. */
export function hasPdfSignature(bytes: Uint8Array): boolean {
  if (bytes.length < 5) return false;
  const end = Math.min(bytes.length - 5, 1024);
  for (let i = 0; i <= end; i++) {
    if (
      bytes[i] === 0x25 &&
      bytes[i + 1] === 0x50 &&
      bytes[i + 2] === 0x44 &&
      bytes[i + 3] === 0x46 &&
      bytes[i + 4] === 0x2d
    )
      return true;
  }
  return false;
}

function openEngineDocument(bytes: Uint8Array): import('mupdf').PDFDocument {
  try {
    const doc = mupdf.Document.openDocument(bytes, 'application/pdf');
    const pdf = doc.asPDF();
    if (!pdf) throw new Error('not a PDF');
    return pdf;
  } catch {
    throw new PdfError(
      'PDF_UNREADABLE',
      'This PDF is damaged and could not be read. Re-export it from the original program and try again.',
    );
  }
}

/**
 * MuPDF quietly repairs a cut-off file and shows its lost pages as blank; redacting such a file
 * would hand back a broken document. A repaired file without an end-of-file marker was truncated.
 */
function assertComplete(doc: import('mupdf').PDFDocument, bytes: Uint8Array): void {
  if (!doc.wasRepaired()) return;
  // slice, not subarray: TextDecoder refuses views of shared memory (uploads live in a SharedArrayBuffer).
  const tail = new TextDecoder('latin1').decode(bytes.slice(Math.max(0, bytes.length - 1024)));
  if (!tail.includes('%%EOF')) {
    throw new PdfError(
      'PDF_UNREADABLE',
      'This PDF is incomplete: the file was cut off (for example an interrupted download). Get the whole file and try again.',
    );
  }
}

function validateOpened(doc: import('mupdf').PDFDocument, lim: Required<OpenPdfLimits>): void {
  // MuPDF reports 0 pages (not an error) for a locked file, so ask explicitly. An empty user
  // password (owner-password-only files) authenticates and opens like any other file.
  if (doc.needsPassword() && !doc.authenticatePassword('')) {
    throw new PdfError(
      'PDF_ENCRYPTED',
      'This PDF is password protected. Remove the password (save an unprotected copy) and try again.',
    );
  }
  let pages: number;
  try {
    pages = doc.countPages();
  } catch {
    pages = 0;
  }
  if (pages <= 0) {
    throw new PdfError(
      'PDF_UNREADABLE',
      'This PDF has no readable pages. Re-export it from the original program and try again.',
    );
  }
  if (pages > lim.maxPages) {
    throw new PdfError(
      'TOO_MANY_PAGES',
      `This PDF has ${pages} pages; the limit is ${lim.maxPages}. Split it into smaller files and try again.`,
    );
  }
  checkPageSizes(doc, pages, lim);
  checkFormDraws(doc, pages, lim.maxFormDraws);
}

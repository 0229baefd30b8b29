import { mupdf } from './mupdf-runtime.ts';
import { PdfError } from './pdf-error.ts';
import { APPEARANCE_MARKER } from './draw-appearance.ts';
import { readPageChars } from './read-page-chars.ts';
import type { BBox } from './types.ts';

/** Outcome of re-reading a redacted file; counts only, never the leftover text. */
export interface RedactionVerification {
  ok: boolean;
  pagesChecked: number;
  marksChecked: number;
  leftoverChars: number;
  failures: { page: number; count: number }[];
}

/** Reopens the redacted bytes and counts chars whose centre still lies inside a mark (1-based page → boxes). */
export function verifyRedaction(pdf: Uint8Array, marksByPage: Map<number, BBox[]>): RedactionVerification {
  const result: RedactionVerification = {
    ok: true,
    pagesChecked: 0,
    marksChecked: 0,
    leftoverChars: 0,
    failures: [],
  };
  const doc = new mupdf.PDFDocument(pdf);
  try {
    for (const [pageNumber, boxes] of marksByPage) {
      const page = doc.loadPage(pageNumber - 1);
      try {
        dropAppearanceStreams(doc, page.getObject());
        const count = countCharsInside(page, boxes);
        result.pagesChecked++;
        result.marksChecked += boxes.length;
        if (count > 0) {
          result.leftoverChars += count;
          result.failures.push({ page: pageNumber, count });
        }
      } finally {
        page.destroy();
      }
    }
  } finally {
    doc.destroy();
  }
  result.ok = result.leftoverChars === 0;
  return result;
}

// Our own label ("[REDACTED]") is drawn inside the boxes on purpose; it lives in streams we
// flagged, which are removed here in memory only so that every other char is checked.
function dropAppearanceStreams(doc: import('mupdf').PDFDocument, pageObj: import('mupdf').PDFObject): void {
  const contents = pageObj.get('Contents');
  if (!contents.isArray()) return;
  const kept = doc.newArray();
  contents.forEach((item) => {
    if (!item.resolve().get(APPEARANCE_MARKER).isNull()) return;
    kept.push(item);
  });
  pageObj.put('Contents', kept);
}

function countCharsInside(page: import('mupdf').PDFPage, boxes: BBox[]): number {
  // Synthetic spaces are irrelevant here (whitespace is skipped) and cost time to compute.
  const stext = page.toStructuredText('inhibit-spaces');
  let count = 0;
  try {
    readPageChars(stext, {
      line: () => {},
      char: (code, x0, y0, x1, y1) => {
        if (code <= 32) return;
        const cx = (x0 + x1) / 2;
        const cy = (y0 + y1) / 2;
        for (const b of boxes) {
          if (cx > b.x0 && cx < b.x1 && cy > b.y0 && cy < b.y1) {
            count++;
            return;
          }
        }
      },
    });
  } finally {
    stext.destroy();
  }
  return count;
}

/** Throws REDACTION_VERIFICATION_FAILED (carrying the counts) unless verification passed. */
export function assertVerified(verification: RedactionVerification): void {
  if (verification.ok) return;
  const why =
    verification.leftoverChars > 0
      ? `${verification.leftoverChars} characters remain inside marked areas`
      : 'the redacted file could not be re-read to check it';
  throw new PdfError(
    'REDACTION_VERIFICATION_FAILED',
    `Redaction could not be confirmed: ${why}. The file was not released.`,
    verification,
  );
}

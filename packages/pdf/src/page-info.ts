import { PdfError } from './pdf-error.ts';

/** Loads a page (0-based), turning engine failures into PDF_UNREADABLE. */
export function loadPageOrThrow(
  doc: import('mupdf').PDFDocument,
  pageIndex: number,
): import('mupdf').PDFPage {
  try {
    return doc.loadPage(pageIndex);
  } catch {
    throw new PdfError(
      'PDF_UNREADABLE',
      `Page ${pageIndex + 1} of this PDF is damaged and could not be read.`,
    );
  }
}

/** Displayed size and normalised /Rotate of a loaded page. */
export function readPageInfo(page: import('mupdf').PDFPage): {
  width: number;
  height: number;
  rotation: number;
} {
  const [x0, y0, x1, y1] = page.getBounds();
  let rotation = 0;
  try {
    const rotate = page.getObject().getInheritable('Rotate');
    if (rotate.isNumber()) rotation = (((Math.round(rotate.asNumber() / 90) * 90) % 360) + 360) % 360;
  } catch {
    rotation = 0;
  }
  return { width: x1 - x0, height: y1 - y0, rotation };
}

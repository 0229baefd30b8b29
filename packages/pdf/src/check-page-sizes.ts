import { PdfError } from './pdf-error.ts';
import type { OpenPdfLimits } from './types.ts';

/** Rejects documents with a page so large that rendering it (thumbnails, OCR) would exhaust memory. */
export function checkPageSizes(
  doc: import('mupdf').PDFDocument,
  pages: number,
  lim: Required<OpenPdfLimits>,
): void {
  const scale = lim.renderDpi / 72;
  for (let i = 0; i < pages; i++) {
    let w: number;
    let h: number;
    try {
      const page = doc.loadPage(i);
      const [x0, y0, x1, y1] = page.getBounds();
      page.destroy();
      w = x1 - x0;
      h = y1 - y0;
    } catch {
      throw new PdfError(
        'PDF_UNREADABLE',
        `Page ${i + 1} of this PDF is damaged and could not be read. Re-export the file and try again.`,
      );
    }
    if (!(w > 0 && h > 0)) {
      throw new PdfError(
        'PDF_UNREADABLE',
        `Page ${i + 1} of this PDF has no size. Re-export the file and try again.`,
      );
    }
    const megapixels = (w * scale * h * scale) / 1e6;
    if (w > lim.maxPageSide || h > lim.maxPageSide || megapixels > lim.maxMegapixels) {
      const inches = `${Math.round(w / 72)}×${Math.round(h / 72)} inches`;
      throw new PdfError(
        'PAGE_TOO_LARGE',
        `Page ${i + 1} is ${inches}, larger than this service can process. Resize the page and try again.`,
      );
    }
  }
}

import { PdfError } from './pdf-error.ts';
import type { BBox } from './types.ts';

/** Refuses a mark that lies wholly outside its page: it would remove nothing while looking done. */
export function assertMarksOnPages(doc: import('mupdf').PDFDocument, marksByPage: Map<number, BBox[]>): void {
  for (const [pageNumber, boxes] of marksByPage) {
    const page = doc.loadPage(pageNumber - 1);
    let bounds: number[];
    try {
      bounds = page.getBounds();
    } finally {
      page.destroy();
    }
    const width = bounds[2]! - bounds[0]!;
    const height = bounds[3]! - bounds[1]!;
    boxes.forEach((b, i) => {
      if (b.x1 <= bounds[0]! || b.y1 <= bounds[1]! || b.x0 >= bounds[2]! || b.y0 >= bounds[3]!) {
        throw new PdfError(
          'INVALID_MARKS',
          `Mark ${i + 1} on page ${pageNumber} lies outside the page (${Math.round(width)} × ${Math.round(height)} pt); coordinates are PDF points from the top-left corner of the page as displayed.`,
        );
      }
    });
  }
}

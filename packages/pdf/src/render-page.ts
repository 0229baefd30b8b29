import { mupdf } from './mupdf-runtime.ts';
import { getEngineDocument, type PdfDocument } from './open-pdf.ts';
import { PdfError } from './pdf-error.ts';
import { loadPageOrThrow } from './page-info.ts';

const MAX_PIXELS = 200e6;

/** Renders a page (0-based index) to PNG at `dpi`, annotations included, white background. */
export function renderPage(handle: PdfDocument, pageIndex: number, opts: { dpi: number }): Uint8Array {
  const doc = getEngineDocument(handle);
  if (!Number.isInteger(pageIndex) || pageIndex < 0 || pageIndex >= handle.pageCount) {
    throw new PdfError(
      'INVALID_MARKS',
      `Page ${pageIndex + 1} does not exist; the document has ${handle.pageCount} pages.`,
    );
  }
  const dpi = Math.min(Math.max(opts.dpi, 1), 1200);
  const page = loadPageOrThrow(doc, pageIndex);
  try {
    const [x0, y0, x1, y1] = page.getBounds();
    const scale = dpi / 72;
    if ((x1 - x0) * scale * (y1 - y0) * scale > MAX_PIXELS) {
      throw new PdfError(
        'PAGE_TOO_LARGE',
        `Page ${pageIndex + 1} is too large to render at ${dpi} dpi. Use a lower resolution.`,
      );
    }
    const pixmap = page.toPixmap(mupdf.Matrix.scale(scale, scale), mupdf.ColorSpace.DeviceRGB, false, true);
    try {
      return new Uint8Array(pixmap.asPNG());
    } finally {
      pixmap.destroy();
    }
  } catch (err) {
    if (err instanceof PdfError) throw err;
    throw new PdfError(
      'PDF_UNREADABLE',
      `Page ${pageIndex + 1} could not be rendered; the page content is damaged.`,
    );
  } finally {
    page.destroy();
  }
}

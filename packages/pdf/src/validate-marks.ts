import { PdfError } from './pdf-error.ts';
import type { BBox, RedactionMark } from './types.ts';

/** Checks marks against the document and groups their boxes by 1-based page. */
export function groupMarksByPage(marks: RedactionMark[], pageCount: number): Map<number, BBox[]> {
  if (!Array.isArray(marks))
    throw new PdfError('INVALID_MARKS', 'Redaction marks must be a list of { page, bbox } items.');
  const byPage = new Map<number, BBox[]>();
  marks.forEach((mark, i) => {
    const page = mark?.page;
    if (!Number.isInteger(page) || page < 1 || page > pageCount) {
      throw new PdfError(
        'INVALID_MARKS',
        `Mark ${i + 1} points to page ${String(page)}, but the document has pages 1 to ${pageCount}.`,
      );
    }
    const b = mark.bbox;
    const valid =
      b &&
      [b.x0, b.y0, b.x1, b.y1].every((v) => typeof v === 'number' && Number.isFinite(v)) &&
      b.x1 > b.x0 &&
      b.y1 > b.y0;
    if (!valid) {
      throw new PdfError(
        'INVALID_MARKS',
        `Mark ${i + 1} on page ${page} has an invalid box; it needs finite x0 < x1 and y0 < y1.`,
      );
    }
    const list = byPage.get(page) ?? [];
    list.push({ x0: b.x0, y0: b.y0, x1: b.x1, y1: b.y1 });
    byPage.set(page, list);
  });
  return new Map([...byPage].sort((a, b) => a[0] - b[0]));
}

/** A mark wholly outside the page would remove nothing yet count as checked: refuse it instead. */
export function assertMarksOnPage(boxes: BBox[], page: number, bounds: number[]): void {
  const [left = 0, top = 0, right = 0, bottom = 0] = bounds;
  const index = boxes.findIndex((b) => b.x1 <= left || b.x0 >= right || b.y1 <= top || b.y0 >= bottom);
  if (index === -1) return;
  const w = Math.round(right - left);
  const h = Math.round(bottom - top);
  throw new PdfError(
    'INVALID_MARKS',
    `A mark on page ${page} lies entirely outside the page (${w} × ${h} pt), so it would remove nothing.`,
  );
}

/**
 * Each mark's label (its legal basis, resolved by the caller) by 1-based page, in the order
 * groupMarksByPage keeps the boxes, so labels[i] belongs to boxes[i]. Call after groupMarksByPage.
 */
export function groupLabelsByPage(marks: RedactionMark[]): Map<number, (string | undefined)[]> {
  const byPage = new Map<number, (string | undefined)[]>();
  for (const mark of marks) {
    const list = byPage.get(mark.page) ?? [];
    list.push(typeof mark.label === 'string' ? mark.label : undefined);
    byPage.set(mark.page, list);
  }
  return byPage;
}

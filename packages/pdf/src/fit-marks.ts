import { readPageChars } from './read-page-chars.ts';
import type { BBox } from './types.ts';

const EPS = 0.01;

// MuPDF removes a glyph when its box, shrunk by a tenth of its width and height on each side,
// touches a Redact rectangle at all (pdf_redact_text_filter, pdf-clean.c). Glyph boxes run from
// descender to ascender, so in ordinarily leaded text a mark over one line touches the glyphs of
// the lines above and below, and all three lines would vanish. Each mark is therefore narrowed
// until it spares every char whose centre lies outside it, but never so far that it stops
// touching a char whose centre lies inside (the chars verification will look for).

/** Options for the structured text fitMarksToGlyphs reads: glyphs plus image and vector blocks. */
export const FIT_STEXT_OPTIONS = 'inhibit-spaces,preserve-images,vectors,accurate-ascenders';

/** Mark rectangles for MuPDF's text removal, narrowed per mark against the page's glyph boxes. */
export function fitMarksToGlyphs(
  stext: import('mupdf').StructuredText,
  marks: BBox[],
): { textBoxes: BBox[]; hasArtUnderMarks: boolean } {
  const boxes = collectShrunkGlyphBoxes(stext);
  return {
    textBoxes: marks.map((mark) => shiftForVerticalText(fitMark(mark, boxes), mark, boxes)),
    hasArtUnderMarks: hasArtUnder(stext, marks),
  };
}

/** True when an image or a vector path on the page touches one of the marks. */
function hasArtUnder(stext: import('mupdf').StructuredText, marks: BBox[]): boolean {
  let found = false;
  const check = (r: number[]): void => {
    if (marks.some((m) => r[0]! <= m.x1 && r[2]! >= m.x0 && r[1]! <= m.y1 && r[3]! >= m.y0)) found = true;
  };
  stext.walk({ onImageBlock: (bbox) => check(bbox), onVector: (bbox) => check(bbox) });
  return found;
}

// MuPDF's text filter places a glyph of vertical (top-to-bottom) writing one em above where it is
// drawn and where its structured text puts it (measured on Identity-V CJK text: an unshifted mark
// keeps the first char of a column run and removes the char after it). A mark over vertical text is
// moved up by that em for the text pass, so the filter removes exactly the chars under the mark.
function shiftForVerticalText(box: BBox, mark: BBox, g: Float64Array): BBox {
  const heights: number[] = [];
  for (let i = 0; i < g.length; i += STRIDE) {
    const em = g[i + 4]!;
    if (em === 0) continue;
    const cx = (g[i]! + g[i + 2]!) / 2;
    const cy = (g[i + 1]! + g[i + 3]!) / 2;
    if (cx > mark.x0 && cx < mark.x1 && cy > mark.y0 && cy < mark.y1) heights.push(em);
  }
  if (heights.length === 0) return box;
  const em = heights.sort((a, b) => a - b)[heights.length >> 1]!;
  return { ...box, y0: box.y0 - em, y1: box.y1 - em };
}

// x0, y0, x1, y1 of the shrunk glyph box, then the glyph height when it sits in vertical writing.
const STRIDE = 5;

// Reused between pages: a dense page has ~4000 glyphs, 20000 numbers.
let scratch = new Float64Array(20480);

function collectShrunkGlyphBoxes(stext: import('mupdf').StructuredText): Float64Array {
  let n = 0;
  let vertical = false;
  readPageChars(stext, {
    line: (_horizontal, _vertical, verticalWriting) => {
      vertical = verticalWriting;
    },
    char: (code, x0, y0, x1, y1) => {
      if (code <= 32) return;
      if (n + STRIDE > scratch.length) {
        const bigger = new Float64Array(scratch.length * 2);
        bigger.set(scratch);
        scratch = bigger;
      }
      const dx = (x1 - x0) / 10;
      const dy = (y1 - y0) / 10;
      scratch[n++] = x0 + dx;
      scratch[n++] = y0 + dy;
      scratch[n++] = x1 - dx;
      scratch[n++] = y1 - dy;
      scratch[n++] = vertical ? y1 - y0 : 0;
    },
  });
  return scratch.subarray(0, n);
}

function fitMark(m: BBox, g: Float64Array): BBox {
  let { x0, y0, x1, y1 } = m;
  // Limits that keep the mark touching every char it owns.
  let ownMinY1 = Infinity;
  let ownMaxY0 = -Infinity;
  let ownMinX1 = Infinity;
  let ownMaxX0 = -Infinity;
  for (let i = 0; i < g.length; i += STRIDE) {
    const gx0 = g[i]!;
    const gy0 = g[i + 1]!;
    const gx1 = g[i + 2]!;
    const gy1 = g[i + 3]!;
    if (gx0 > m.x1 || gx1 < m.x0 || gy0 > m.y1 || gy1 < m.y0) continue; // MuPDF would not touch it
    const cx = (gx0 + gx1) / 2;
    const cy = (gy0 + gy1) / 2;
    if (cx > m.x0 && cx < m.x1 && cy > m.y0 && cy < m.y1) {
      ownMinY1 = Math.min(ownMinY1, gy1);
      ownMaxY0 = Math.max(ownMaxY0, gy0);
      ownMinX1 = Math.min(ownMinX1, gx1);
      ownMaxX0 = Math.max(ownMaxX0, gx0);
    } else if (cy <= m.y0) y0 = Math.max(y0, gy1 + EPS);
    else if (cy >= m.y1) y1 = Math.min(y1, gy0 - EPS);
    else if (cx <= m.x0) x0 = Math.max(x0, gx1 + EPS);
    else x1 = Math.min(x1, gx0 - EPS);
  }
  y0 = Math.min(y0, ownMinY1 - EPS);
  y1 = Math.max(y1, ownMaxY0 + EPS);
  x0 = Math.min(x0, ownMinX1 - EPS);
  x1 = Math.max(x1, ownMaxX0 + EPS);
  // Lines so tight that no rectangle separates them: remove too much rather than too little.
  if (!(x0 < x1 && y0 < y1)) return { ...m };
  return { x0, y0, x1, y1 };
}

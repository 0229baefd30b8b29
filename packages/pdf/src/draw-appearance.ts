import { mupdf } from './mupdf-runtime.ts';
import { hasCross, hasFill, labelOf, type RedactionAppearance, type Rgb } from './appearance.ts';
import type { BBox } from './types.ts';

/** Key put on the content stream we append, so verification can tell our label text from leftovers. */
export const APPEARANCE_MARKER = 'SladdAppearance';
const FONT_NAME = 'SladdLabel';
const PAD = 2;

/** Per-document state: one shared font and the q/Q wrapper streams. */
export interface AppearanceContext {
  font: import('mupdf').Font;
  fontRef: import('mupdf').PDFObject;
  open: import('mupdf').PDFObject;
  close: import('mupdf').PDFObject;
}

/** Creates the shared objects used to draw appearances into `doc`. */
export function createAppearanceContext(doc: import('mupdf').PDFDocument): AppearanceContext {
  const font = new mupdf.Font('Helvetica');
  return {
    font,
    fontRef: doc.addSimpleFont(font, 'Latin'),
    open: doc.addStream('q\n', {}),
    close: doc.addStream('\nQ\n', {}),
  };
}

/**
 * Draws the appearance over each box (displayed-page coords) as new page content, after redaction.
 * `labels` runs beside `boxes`: each mark's own label (its legal basis), printed instead of the
 * fixed text when the appearance asks for it (labelOf).
 */
export function drawAppearance(
  doc: import('mupdf').PDFDocument,
  page: import('mupdf').PDFPage,
  boxes: BBox[],
  look: RedactionAppearance,
  ctx: AppearanceContext,
  labels: readonly (string | undefined)[] = [],
): void {
  if (look.mode === 'transparent' || boxes.length === 0) return;
  const toUser = mupdf.Matrix.invert(page.getTransform());
  let content = '';
  boxes.forEach((b, index) => {
    const w = b.x1 - b.x0;
    const h = b.y1 - b.y0;
    // Local space: origin at the box's bottom-left as displayed, y up; works for any /Rotate.
    const m = mupdf.Matrix.concat([1, 0, 0, -1, b.x0, b.y1], toUser);
    // Clipped to the box: nothing of the appearance reaches outside the mark (the visual check
    // compares the page outside the marks without it).
    content += `q ${m.map(num).join(' ')} cm 0 0 ${num(w)} ${num(h)} re W n\n`;
    if (hasFill(look) && look.fill_color)
      content += `${rgb(look.fill_color)} rg 0 0 ${num(w)} ${num(h)} re f\n`;
    if (hasCross(look)) {
      const lw = Math.max(0.5, Math.min(w, h) / 25);
      content += `${rgb(look.text_color)} RG ${num(lw)} w 0 0 m ${num(w)} ${num(h)} l ${num(w)} 0 m 0 ${num(h)} l S\n`;
    }
    const label = labelOf(look, labels[index]);
    if (label) content += labelContent(look, label, w, h, ctx.font);
    content += 'Q\n';
  });
  const pageObj = page.getObject();
  ensureFont(doc, pageObj, ctx.fontRef);
  const stream = doc.addStream(content, { [APPEARANCE_MARKER]: true });
  const old = pageObj.get('Contents');
  const contents = doc.newArray();
  contents.push(ctx.open);
  if (old.isArray()) old.forEach((item) => contents.push(item));
  else if (!old.isNull()) contents.push(old);
  contents.push(ctx.close);
  contents.push(stream);
  pageObj.put('Contents', contents);
}

function labelContent(
  look: RedactionAppearance,
  text: string,
  w: number,
  h: number,
  font: import('mupdf').Font,
): string {
  const { bytes, width: unitWidth } = encodeLabel(text, font);
  // Shrink the label to fit the box rather than spill over neighbouring text; never below 4 pt.
  let size = Math.min(look.font_size, Math.max(4, h * 0.9));
  if (unitWidth * size > w - 2 * PAD) size = Math.max(4, (w - 2 * PAD) / Math.max(unitWidth, 1e-6));
  const tw = unitWidth * size;
  const x = look.align === 0 ? PAD : look.align === 2 ? w - PAD - tw : (w - tw) / 2;
  const y = (h - size * 0.72) / 2; // 0.72 em ≈ Helvetica cap height, centres the label vertically
  return `q 0 0 ${num(w)} ${num(h)} re W n BT /${FONT_NAME} ${num(size)} Tf ${rgb(look.text_color)} rg ${num(x)} ${num(y)} Td ${bytes} Tj ET Q\n`;
}

/** The label as a PDF string in the simple font's Latin encoding, and its width per point of size. */
function encodeLabel(text: string, font: import('mupdf').Font): { bytes: string; width: number } {
  let out = '(';
  let width = 0;
  for (const ch of text) {
    let code = ch.codePointAt(0)!;
    if (code > 0xff || (code >= 0x80 && code < 0xa0) || code < 0x20) code = 0x3f; // outside Latin-1: '?'
    width += font.advanceGlyph(font.encodeCharacter(code));
    const c = String.fromCharCode(code);
    out +=
      c === '(' || c === ')' || c === '\\'
        ? '\\' + c
        : code > 0x7e
          ? '\\' + code.toString(8).padStart(3, '0')
          : c;
  }
  return { bytes: out + ')', width };
}

function ensureFont(
  doc: import('mupdf').PDFDocument,
  pageObj: import('mupdf').PDFObject,
  fontRef: import('mupdf').PDFObject,
): void {
  let res = pageObj.getInheritable('Resources');
  if (res.isNull()) {
    res = doc.newDictionary();
    pageObj.put('Resources', res);
  }
  let fonts = res.get('Font');
  if (fonts.isNull()) {
    fonts = doc.newDictionary();
    res.put('Font', fonts);
  }
  fonts.put(FONT_NAME, fontRef);
}

function rgb(c: Rgb): string {
  return c.map(num).join(' ');
}

function num(n: number): string {
  return Number.isInteger(n) ? String(n) : n.toFixed(4).replace(/0+$/, '');
}

import { describe, expect, it } from 'vitest';
import { makeTextPdf } from '../scripts/make-fixtures.ts';
import { extractWords } from './extract-words.ts';
import { closePdf, openPdf } from './open-pdf.ts';
import { redactPdf } from './redact-pdf.ts';
import { searchPages } from './search-pages.ts';
import { popplerRenderRgb } from './test-support.ts';

const DPI = 144;
const input = makeTextPdf(1);
const doc = openPdf(input);
const pages = extractWords(doc);
closePdf(doc);
const marks = searchPages(pages, ['Storgata 1, 0155 Oslo.']).flatMap((p) =>
  p.matches.flatMap((m) => m.boxes.map((bbox) => ({ page: p.page, bbox }))),
);
const box = marks[0]!.bbox;

/** The pixels inside the redacted box (inset 1 pt so anti-aliased edges do not count), as [r, g, b]. */
function pixelsOfLabel(appearance: object): [number, number, number][] {
  const img = popplerRenderRgb(redactPdf(input, marks, appearance).pdf, 1, DPI);
  const s = DPI / 72;
  const out: [number, number, number][] = [];
  for (let y = Math.ceil((box.y0 + 1) * s); y < Math.floor((box.y1 - 1) * s); y++)
    for (let x = Math.ceil((box.x0 + 1) * s); x < Math.floor((box.x1 - 1) * s); x++) {
      const i = (y * img.width + x) * 3;
      out.push([img.data[i]!, img.data[i + 1]!, img.data[i + 2]!]);
    }
  return out;
}
const grey = ([r, g, b]: [number, number, number]) => (r + g + b) / 3;
const darkest = (px: [number, number, number][]) => Math.min(...px.map(grey));
const lightest = (px: [number, number, number][]) => Math.max(...px.map(grey));

describe('redaction labels can be read', () => {
  it('replace_text with the default white text colour draws a black label on the white page', () => {
    const px = pixelsOfLabel({ mode: 'replace_text', text_color: [1, 1, 1] });
    expect(darkest(px)).toBeLessThan(60);
    expect(lightest(px)).toBeGreaterThan(245); // the page, not a box, behind the label
  });

  it('a label the same colour as its fill switches to the contrasting one', () => {
    expect(
      darkest(pixelsOfLabel({ mode: 'fill_and_text', fill_color: [1, 1, 1], text_color: [1, 1, 1] })),
    ).toBeLessThan(60);
    expect(
      darkest(pixelsOfLabel({ mode: 'fill_and_text', fill_color: [1, 1, 0], text_color: [1, 1, 1] })),
    ).toBeLessThan(60);
    expect(
      lightest(pixelsOfLabel({ mode: 'fill_and_text', fill_color: [0, 0, 0], text_color: [0, 0, 0] })),
    ).toBeGreaterThan(200);
  });

  it('the default (black box) keeps its white label, and a readable chosen colour is kept', () => {
    expect(lightest(pixelsOfLabel({ mode: 'fill_and_text' }))).toBeGreaterThan(200);
    const red = pixelsOfLabel({ mode: 'replace_text', text_color: [0.8, 0, 0] });
    expect(red.some(([r, g, b]) => r > 150 && g < 80 && b < 80)).toBe(true);
  });

  it('the cross of cross_out uses the readable colour too', () => {
    expect(
      darkest(pixelsOfLabel({ mode: 'cross_out', fill_color: [1, 1, 1], text_color: [1, 1, 1] })),
    ).toBeLessThan(100);
  });
});

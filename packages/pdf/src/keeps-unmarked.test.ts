// What a redaction must keep: every page without a mark looks exactly as before, a marked page
// looks as before outside its marks, and images, forms and scans are read as viewers read them.
// Rendered with poppler (pdftoppm), an engine other than the one that redacts.
import { afterEach, describe, expect, it } from 'vitest';
import {
  makeLeadingPdf,
  makeMarkedUpPdf,
  makeScaledWordsPdf,
  makeMismatchedJpegPdf,
  makePatternImagePdf,
  makeWebPrintPatternPdf,
  makeSharedResourcesPdf,
} from '../scripts/make-fixtures.ts';
import { PdfError } from './pdf-error.ts';
import { extractWords } from './extract-words.ts';
import { closePdf, openPdf } from './open-pdf.ts';
import { redactPdf } from './redact-pdf.ts';
import { searchPages } from './search-pages.ts';
import {
  marksFor,
  meanGray,
  popplerRenderGray,
  popplerText,
  qdfText,
  type GrayImage,
} from './test-support.ts';
import type { BBox } from './types.ts';

const DPI = 72;

/** Pixels whose grey level moved by more than 40, outside the boxes (grown by 2 px). */
function changedOutside(a: GrayImage, b: GrayImage, boxes: BBox[] = []): number {
  expect([b.width, b.height]).toEqual([a.width, a.height]);
  const s = DPI / 72;
  const inside = (x: number, y: number): boolean =>
    boxes.some((m) => x >= m.x0 * s - 2 && x <= m.x1 * s + 2 && y >= m.y0 * s - 2 && y <= m.y1 * s + 2);
  let n = 0;
  for (let y = 0; y < a.height; y++)
    for (let x = 0; x < a.width; x++) {
      const k = y * a.width + x;
      if (Math.abs(a.data[k]! - b.data[k]!) > 40 && !inside(x, y)) n++;
    }
  return n;
}

describe('redaction keeps what no mark touches', () => {
  const input = makeSharedResourcesPdf();
  const marks = marksFor(input, ['Kari Nordmann']);
  const { pdf, verification } = redactPdf(input, marks, { mode: 'fill' });

  it('removes the name', () => {
    expect(marks.map((m) => m.page)).toEqual([1]);
    expect(popplerText(pdf)).not.toContain('Nordmann');
  });

  it('leaves the pages without a mark pixel for pixel as they were: shared logo, own photo, shared header', () => {
    for (const page of [2, 3])
      expect(changedOutside(popplerRenderGray(input, page, DPI), popplerRenderGray(pdf, page, DPI))).toBe(0);
  });

  it('leaves the marked page as it was outside the mark, header form included (it keeps its own letter spacing)', () => {
    const boxes = marks.map((m) => m.bbox);
    expect(changedOutside(popplerRenderGray(input, 1, DPI), popplerRenderGray(pdf, 1, DPI), boxes)).toBe(0);
    expect(popplerText(pdf)).toContain('Header of the office');
  });

  it('reports the visual check in the certificate: every page compared, nothing changed outside the marks', () => {
    expect(verification.visual).toMatchObject({
      ok: true,
      pagesCompared: 3,
      changedPages: [],
      marksWithTraces: [],
    });
    expect(verification.visual!.maxChangedPercent).toBeLessThanOrEqual(
      verification.visual!.tolerance.percentOfPage,
    );
  });

  it('keeps every page of a cleaned copy (no marks, only sanitising) exactly as it was', () => {
    const cleaned = redactPdf(input, [], { mode: 'fill' });
    expect(cleaned.verification.visual).toMatchObject({ ok: true, pagesCompared: 3 });
    for (const page of [1, 2, 3])
      expect(
        changedOutside(popplerRenderGray(input, page, DPI), popplerRenderGray(cleaned.pdf, page, DPI)),
      ).toBe(0);
  });
});

describe('text drawn line by line with a leading (TL, T*, \', ")', () => {
  const input = makeLeadingPdf();
  const marks = marksFor(input, ['Kari Nordmann']);
  const { pdf, verification } = redactPdf(input, marks, { mode: 'fill' });

  it("keeps every other line where it was (MuPDF's rewriter used to move the page's text off the page)", () => {
    expect(marks).toHaveLength(1);
    const boxes = marks.map((m) => m.bbox);
    expect(changedOutside(popplerRenderGray(input, 1, DPI), popplerRenderGray(pdf, 1, DPI), boxes)).toBe(0);
    const text = popplerText(pdf);
    expect(text).not.toContain('Nordmann');
    for (const line of ['After an empty line', 'Spaced words', 'The last line', 'Numbers 456 and 730'])
      expect(text).toContain(line);
    expect(verification.visual).toMatchObject({ ok: true, changedPages: [] });
  });

  it('does not take coordinates in the rewritten content for redacted numbers', () => {
    const withNumbers = redactPdf(input, marksFor(input, ['456']), { mode: 'fill' });
    expect(withNumbers.verification.strings.find((s) => s.text === '456')).toMatchObject({
      after: 0,
      inObjects: 0,
    });
  });
});

describe('words drawn each with a horizontal scaling of its own (OCR text layers)', () => {
  const input = makeScaledWordsPdf();

  it('keeps every word after a redacted one where it was, visible and invisible', () => {
    const marks = marksFor(input, ['Pemberton']);
    expect(marks).toHaveLength(2);
    const { pdf, verification } = redactPdf(input, marks, { mode: 'fill' });
    expect(verification.ok).toBe(true);
    const position = (bytes: Uint8Array) => {
      const doc = openPdf(bytes);
      const words = extractWords(doc)[0]!.words;
      closePdf(doc);
      return words.map((w) => `${w.text}@${w.bbox.x0.toFixed(1)},${w.bbox.y0.toFixed(1)}`);
    };
    const before = position(input).filter((w) => !w.startsWith('Pemberton'));
    // MuPDF alone moved "a chance to leave." left by the scaling it applied to Pemberton's width.
    expect(position(pdf)).toEqual(before);
    expect(
      changedOutside(
        popplerRenderGray(input, 1, DPI),
        popplerRenderGray(pdf, 1, DPI),
        marks.map((m) => m.bbox),
      ),
    ).toBe(0);
  });
});

describe('text under highlight, underline, strike-out and squiggly annotations', () => {
  it('is redacted (it was refused as damaged: markup annotations have no Rect of their own), annotation and comment gone', () => {
    const input = makeMarkedUpPdf();
    const marks = marksFor(input, ['Kari Nordmann']);
    expect(marks.map((m) => m.page)).toEqual([1, 2, 3, 4]);
    const { pdf, verification } = redactPdf(input, marks, { mode: 'fill' });
    expect(verification.ok).toBe(true);
    const text = popplerText(pdf);
    expect(text).not.toContain('Nordmann');
    expect(text.match(/Another line stays\./g)).toHaveLength(4);
    expect(qdfText(pdf)).not.toContain('Nordmann');
  });
});

describe('a scan whose JPEG disagrees with its colour space', () => {
  const { pdf: input, bars } = makeMismatchedJpegPdf();
  const [first, marked, third] = bars as [BBox, BBox, BBox];

  it("is redacted in the JPEG's own reading: the marked line is gone, the others stay where they were", () => {
    const { pdf, verification } = redactPdf(input, [{ page: 1, bbox: marked }], { mode: 'transparent' });
    const after = popplerRenderGray(pdf, 1, DPI);
    expect(meanGray(after, marked, DPI)).toBeGreaterThan(200); // emptied, not a dark bar any more
    expect(meanGray(after, first, DPI)).toBeLessThan(60);
    expect(meanGray(after, third, DPI)).toBeLessThan(60);
    // Between the bars the page is the light ground it was, not wrapped picture rows.
    expect(meanGray(after, { x0: 30, y0: 80, x1: 270, y1: 110 }, DPI)).toBeGreaterThan(200);
    expect(verification.visual).toMatchObject({ ok: true, marksWithTraces: [] });
  });
});

describe('the visual check refuses what it cannot confirm', () => {
  afterEach(() => {
    delete process.env.SLADD_TEST_DAMAGE_OUTPUT;
  });

  it('refuses an output that lost its images (test hook), naming the page, and releases no file', () => {
    const input = makeSharedResourcesPdf();
    process.env.SLADD_TEST_DAMAGE_OUTPUT = 'drop-images';
    let error: unknown;
    try {
      redactPdf(input, marksFor(input, ['Kari Nordmann']), { mode: 'fill' });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(PdfError);
    expect((error as PdfError).code).toBe('REDACTION_VERIFICATION_FAILED');
    expect((error as PdfError).message).toMatch(/page 3 would look different outside the marks/);
    const visual = ((error as PdfError).details as { visual: { changedPages: { page: number }[] } }).visual;
    expect(visual.changedPages.map((p) => p.page).sort()).toEqual([1, 2, 3]);
  });

  it('refuses a mark over picture content it could not remove (an image inside a fill pattern)', () => {
    const input = makePatternImagePdf();
    expect(() =>
      redactPdf(input, [{ page: 1, bbox: { x0: 100, y0: 100, x1: 150, y1: 150 } }], { mode: 'fill' }),
    ).toThrow(/picture content .* under 1 mark on page 1/);
  });
});

describe('pictures held in pattern tiles', () => {
  it('cuts the picture of a one-tile pattern (a web print) under a mark, and only there', () => {
    const input = makeWebPrintPatternPdf();
    const doc = openPdf(input);
    const [match] = searchPages(extractWords(doc), ['Kari Nordmann'])[0]!.matches;
    closePdf(doc);
    const marks = match!.boxes.map((bbox) => ({ page: 1, bbox }));
    const { verification, pdf } = redactPdf(input, marks, { mode: 'transparent' });
    expect(verification.visual).toMatchObject({ ok: true, marksWithTraces: [], changedPages: [] });
    const box = marks[0]!.bbox;
    const inside = { x0: box.x0 + 2, y0: box.y0 + 2, x1: box.x1 - 2, y1: box.y1 - 2 };
    expect(meanGray(popplerRenderGray(pdf, 1, DPI), inside, DPI)).toBeGreaterThan(250);
    expect(meanGray(popplerRenderGray(pdf, 1, DPI), { x0: 60, y0: 60, x1: 240, y1: 90 }, DPI)).toBeLessThan(
      60,
    );
    // Page 2 shares the pattern: its picture is whole.
    expect(meanGray(popplerRenderGray(pdf, 2, DPI), inside, DPI)).toBeLessThan(60);
  });
});

describe("following the refusal's advice", () => {
  it('removes a fill-pattern picture when the whole of it is marked', () => {
    const input = makePatternImagePdf();
    const { verification, pdf } = redactPdf(
      input,
      [{ page: 1, bbox: { x0: 45, y0: 45, x1: 255, y1: 255 } }],
      {
        mode: 'transparent',
      },
    );
    expect(verification.visual).toMatchObject({ ok: true, marksWithTraces: [] });
    expect(
      meanGray(popplerRenderGray(pdf, 1, DPI), { x0: 60, y0: 60, x1: 240, y1: 240 }, DPI),
    ).toBeGreaterThan(250);
  });
});

import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  makeActualTextPdf,
  makeScannedPdf,
  makeTextPdf,
  makeWrongAscentPdf,
} from '../scripts/make-fixtures.ts';
import { searchPages } from './search-pages.ts';
import { redactPdf } from './redact-pdf.ts';
import { extractPageWords, extractWords } from './extract-words.ts';
import { lowLevel, mupdf } from './mupdf-runtime.ts';
import { closePdf, openPdf } from './open-pdf.ts';
import { readPageCharsVia, type CharPath } from './read-page-chars.ts';
import { meanGray, popplerRenderGray, popplerText } from './test-support.ts';

const REAL = new URL('../fixtures/real/libtasn1-manual.pdf', import.meta.url);

describe('extractWords', () => {
  it('returns words with Norwegian letters, line indices and char edges', () => {
    const doc = openPdf(makeTextPdf(2));
    const pages = extractWords(doc);
    closePdf(doc);
    expect(pages.map((p) => p.page)).toEqual([1, 2]);
    const [first] = pages;
    expect(first).toMatchObject({ width: 612, height: 792, rotation: 0, hasTextLayer: true });
    const texts = first!.words.map((w) => w.text);
    expect(texts).toContain('Blåbærsyltetøy');
    expect(texts).toContain('Ærøy.');
    const kari = first!.words.find((w) => w.text === 'Kari')!;
    // Drawn at x=72, baseline y=720 from the bottom in 12 pt: top-left origin puts it near y=72.
    expect(kari.bbox.x0).toBeCloseTo(72, 0);
    expect(kari.bbox.y1).toBeGreaterThan(72);
    expect(kari.bbox.y0).toBeLessThan(72);
    expect(kari.xs).toHaveLength(5);
    expect(kari.xs![4]).toBeCloseTo(kari.bbox.x1, 3);
    const lines = new Set(first!.words.map((w) => w.line));
    expect(lines.size).toBe(7);
    expect(first!.words.find((w) => w.text === 'Nordmann')!.line).toBe(kari.line);
  });

  it('places boxes where the words appear on a page rotated by /Rotate 90', () => {
    const bytes = makeTextPdf(1, 90);
    const doc = openPdf(bytes);
    const page = extractPageWords(doc, 0);
    closePdf(doc);
    expect(page).toMatchObject({ width: 792, height: 612, rotation: 90 });
    const img = popplerRenderGray(bytes, 1, 72);
    expect(img.width).toBe(792);
    const word = page.words.find((w) => w.text === 'Blåbærsyltetøy')!;
    // Text on a /Rotate 90 page runs top to bottom on screen: the box is tall and narrow.
    expect(word.bbox.y1 - word.bbox.y0).toBeGreaterThan(word.bbox.x1 - word.bbox.x0);
    expect(meanGray(img, word.bbox, 72)).toBeLessThan(235); // ink inside the box
    const beside = { ...word.bbox, x0: word.bbox.x0 - 200, x1: word.bbox.x1 - 200 };
    expect(meanGray(img, beside, 72)).toBeGreaterThan(250); // blank paper elsewhere
  });

  it('boxes the words of a font that declares a wrong ascent as tall as their glyphs, so marks cover them', () => {
    const bytes = makeWrongAscentPdf();
    const doc = openPdf(bytes);
    const [page] = extractWords(doc);
    closePdf(doc);
    const words = page!.words.filter((w) => ['Thu', 'Sep', '22'].includes(w.text));
    expect(words).toHaveLength(3);
    const img = popplerRenderGray(bytes, 1, 72);
    for (const w of words) {
      expect(w.bbox.y1 - w.bbox.y0).toBeGreaterThan(9); // 12 pt text, not a hairline
      expect(meanGray(img, w.bbox, 72)).toBeLessThan(235);
    }
    // Marks made from these boxes cover the glyphs: nothing outside them changes.
    const marks = words.map((w) => ({ page: 1, bbox: w.bbox }));
    const { verification } = redactPdf(bytes, marks, { mode: 'fill' });
    expect(verification.visual).toMatchObject({ ok: true, maxChangedPercent: 0 });
  });

  it('reads what is drawn when a tagged ActualText stands for far less, so the visible name is found and removed', () => {
    const bytes = makeActualTextPdf();
    expect(
      new mupdf.PDFDocument(bytes).loadPage(0).toStructuredText('preserve-whitespace').asText(),
    ).not.toContain('Kari'); // MuPDF's own reading
    const doc = openPdf(bytes);
    const pages = extractWords(doc);
    closePdf(doc);
    const [found] = searchPages(pages, ['Kari Nordmann']);
    expect(found!.matches).toHaveLength(1);
    const marks = found!.matches[0]!.boxes.map((bbox) => ({ page: 1, bbox }));
    const { pdf, verification } = redactPdf(bytes, marks, { mode: 'fill' });
    expect(verification.ok).toBe(true);
    const text = popplerText(pdf);
    expect(text).not.toContain('Kari Nordmann');
    expect(text).toContain('Storgata 1');
  });

  it('reports no text layer for an image-only page', () => {
    const doc = openPdf(makeScannedPdf(72));
    const [page] = extractWords(doc);
    closePdf(doc);
    expect(page).toMatchObject({ hasTextLayer: false, words: [] });
  });

  it('reads a real pdfTeX document, and the heap, the accessors and MuPDF’s public walker agree', () => {
    const bytes = new Uint8Array(readFileSync(REAL));
    const doc = openPdf(bytes);
    const pages = extractWords(doc);
    closePdf(doc);
    expect(pages).toHaveLength(36);
    expect(pages[0]!.words.map((w) => w.text).join(' ')).toMatch(/Libtasn1/);

    expect(lowLevel, 'the fast paths must be active, or this comparison proves nothing').not.toBeNull();
    const engine = mupdf.Document.openDocument(bytes, 'application/pdf');
    const stext = engine.loadPage(3).toStructuredText('preserve-whitespace');
    const read = (path: CharPath, maxChars?: number) => {
      const out: number[] = [];
      const complete = readPageCharsVia(
        path,
        stext,
        {
          line: (horizontal, vertical, verticalWriting) =>
            out.push(-1, +horizontal, +vertical, +verticalWriting),
          char: (c, x0, y0, x1, y1) => out.push(c, x0, y0, x1, y1),
        },
        maxChars,
      );
      return { out, complete };
    };
    const heap = read('heap');
    expect(heap.out.length).toBeGreaterThan(5000);
    expect(heap).toEqual(read('accessors'));
    expect(heap).toEqual(read('walker'));
    // Stopping at the char limit stops at the same char.
    expect(read('heap', 700)).toEqual(read('accessors', 700));
    expect(read('heap', 700).complete).toBe(false);
  });
});

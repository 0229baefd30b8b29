import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  makeHiddenTextPdf,
  makeImagePdf,
  makeIndirectRotatePdf,
  makeTextPdf,
  makeTightLinesPdf,
  makeVectorPdf,
} from '../scripts/make-fixtures.ts';
import { extractWords } from './extract-words.ts';
import { closePdf, openPdf } from './open-pdf.ts';
import { PdfError } from './pdf-error.ts';
import { redactPdf } from './redact-pdf.ts';
import {
  marksFor,
  meanGray,
  popplerRenderGray,
  popplerRenderRgb,
  popplerText,
  qdfText,
  qpdfCheck,
} from './test-support.ts';
import type { RedactionMark } from './types.ts';

const SECRETS = ['Kari Nordmann', '01010112345', 'Secret phrase wraps across'];
const CONTROLS = ['Storgata', 'Blåbærsyltetøy', 'alpha bravo charlie', 'Page marker 2', 'lines here.'];

const hex = (s: string): string => Buffer.from(s, 'latin1').toString('hex');

describe('redactPdf: text', () => {
  const input = makeTextPdf(2);
  const marks = marksFor(input, SECRETS);
  const { pdf, verification } = redactPdf(input, marks, { mode: 'fill' });

  it('removes every marked string for an independent extractor and keeps the rest', () => {
    expect(marks.length).toBe(8); // 4 boxes per page: the phrase wraps onto a second line
    const text = popplerText(pdf).replace(/\s+/g, ' ');
    for (const s of ['Nordmann', 'Kari', '01010112345', 'Secret', 'wraps']) expect(text).not.toContain(s);
    for (const s of CONTROLS) expect(text).toContain(s);
  });

  it('leaves no marked string anywhere in the uncompressed file, literal or hex', () => {
    const raw = qdfText(pdf);
    for (const s of ['Nordmann', '01010112345', 'Secret phrase']) {
      expect(raw).not.toContain(s);
      expect(raw.toLowerCase()).not.toContain(hex(s));
    }
    expect(raw).toContain('Storgata'); // proves the search would have found surviving text
  });

  it('writes a structurally valid file and reports a passed verification', () => {
    expect(qpdfCheck(pdf).ok).toBe(true);
    expect(verification).toMatchObject({
      ok: true,
      pagesChecked: 2,
      marksChecked: 8,
      leftoverChars: 0,
      failures: [],
    });
    // Per redacted string: on both pages before, on none after, in no object of the file.
    expect(verification.strings.map((s) => s.text).sort()).toEqual(
      ['01010112345', 'Kari Nordmann', 'Secret phrase wraps', 'across'].sort(),
    );
    for (const s of verification.strings)
      expect(s).toMatchObject({ before: 2, kept: 0, after: 0, inObjects: 0 });
  });

  it('removes only the matched part of a word (tight boxes from char edges)', () => {
    const one = makeTextPdf(1);
    const text = popplerText(redactPdf(one, marksFor(one, ['rdma']), { mode: 'transparent' }).pdf);
    expect(text).toContain('Kari No');
    expect(text).toContain('nn bor');
    expect(text).not.toContain('rdma');
  });

  it('redacts at the right place when /Rotate is an indirect object', () => {
    const rotated = makeIndirectRotatePdf();
    const doc = openPdf(rotated);
    const [page] = extractWords(doc);
    closePdf(doc);
    expect(page!.rotation).toBe(90);
    const { pdf } = redactPdf(rotated, marksFor(rotated, ['Kari Nordmann']), { mode: 'fill' });
    const text = popplerText(pdf);
    expect(text).not.toContain('Kari');
    expect(text).toContain('Storgata');
  });

  it('redacts at the right place on a /Rotate 90 page', () => {
    const rotated = makeTextPdf(1, 90);
    const rmarks = marksFor(rotated, ['Nordmann', '01010112345']);
    expect(rmarks).toHaveLength(2);
    const out = redactPdf(rotated, rmarks, { mode: 'fill' }).pdf;
    const text = popplerText(out);
    expect(text).not.toMatch(/Nordmann|01010112345/);
    expect(text).toContain('Kari');
    expect(text).toContain('konto');
    const img = popplerRenderGray(out, 1, 72);
    expect(meanGray(img, rmarks[0]!.bbox, 72)).toBeLessThan(20);
  });
});

describe('redactPdf: closely set lines', () => {
  it.each([11, 12, 13])('removes only the marked line when 11 pt text is set %i pt apart', (leading) => {
    const input = makeTightLinesPdf(leading);
    const { pdf } = redactPdf(input, marksFor(input, ['middle SECRET line']), { mode: 'fill' });
    const text = popplerText(pdf);
    expect(text).not.toMatch(/middle|SECRET/);
    for (const kept of ['alpha above line', 'omega below line', 'fourth line stays'])
      expect(text).toContain(kept);
  });

  it('removes every line a tall manual box covers, and only those', () => {
    const input = makeTightLinesPdf(12);
    const doc = openPdf(input);
    const [page] = extractWords(doc);
    closePdf(doc);
    const y = (word: string) => page!.words.find((w) => w.text === word)!.bbox;
    const box = { x0: 60, y0: y('middle').y0, x1: 400, y1: y('omega').y1 };
    const text = popplerText(redactPdf(input, [{ page: 1, bbox: box }]).pdf);
    expect(text).not.toMatch(/middle|omega/);
    expect(text).toContain('alpha above line');
    expect(text).toContain('fourth line stays');
  });
});

describe('redactPdf: text the eye does not see', () => {
  it('removes invisible (OCR layer) text and text inside form XObjects under a mark', () => {
    const input = makeHiddenTextPdf();
    const before = popplerText(input);
    expect(before).toContain('InvisibleOcrSecret');
    expect(before).toContain('FormXObjectSecret');
    const marks = marksFor(input, ['InvisibleOcrSecret', 'FormXObjectSecret']);
    expect(marks).toHaveLength(2);
    const { pdf } = redactPdf(input, marks, { mode: 'fill' });
    const after = popplerText(pdf);
    expect(after).not.toMatch(/InvisibleOcrSecret|FormXObjectSecret/);
    expect(after).toContain('neighbour');
    expect(after).toContain('visible');
    expect(qdfText(pdf)).not.toMatch(/InvisibleOcrSecret|FormXObjectSecret/);
  });
});

describe('redactPdf: images and vector art', () => {
  it('blanks only the image pixels under the box', () => {
    // Image covers x 100–300, y 192–392 (displayed); the mark covers its left half.
    const out = redactPdf(makeImagePdf(), [{ page: 1, bbox: { x0: 100, y0: 192, x1: 200, y1: 392 } }], {
      mode: 'transparent',
    }).pdf;
    const img = popplerRenderRgb(out, 1, 72);
    const red = (box: { x0: number; y0: number; x1: number; y1: number }): number =>
      meanGray(img, box, 72, 3);
    expect(red({ x0: 105, y0: 200, x1: 195, y1: 380 })).toBeGreaterThan(250); // blanked to white
    expect(red({ x0: 210, y0: 200, x1: 290, y1: 380 })).toBeLessThan(120); // still red
    expect(popplerText(out)).toContain('Image caption text');
  });

  it('blanks the pixels under each of several boxes on one image', () => {
    const strips = [
      { page: 1, bbox: { x0: 100, y0: 192, x1: 150, y1: 392 } },
      { page: 1, bbox: { x0: 250, y0: 192, x1: 300, y1: 392 } },
    ];
    const img = popplerRenderRgb(redactPdf(makeImagePdf(), strips, { mode: 'transparent' }).pdf, 1, 72);
    expect(meanGray(img, { x0: 105, y0: 200, x1: 145, y1: 380 }, 72, 3)).toBeGreaterThan(250);
    expect(meanGray(img, { x0: 255, y0: 200, x1: 295, y1: 380 }, 72, 3)).toBeGreaterThan(250);
    expect(meanGray(img, { x0: 160, y0: 200, x1: 240, y1: 380 }, 72, 3)).toBeLessThan(120);
  });

  it('removes every image from marked pages with removeImages', () => {
    const out = redactPdf(
      makeImagePdf(),
      [{ page: 1, bbox: { x0: 0, y0: 0, x1: 10, y1: 10 } }],
      { mode: 'transparent' },
      { removeImages: true },
    ).pdf;
    const img = popplerRenderGray(out, 1, 72);
    expect(meanGray(img, { x0: 105, y0: 200, x1: 295, y1: 380 }, 72)).toBeGreaterThan(250);
    expect(popplerText(out)).toContain('Image caption text');
  });

  it('removes vector art the box covers and keeps art it does not', () => {
    // Blue square at x 100–200, y 192–292 (displayed); a black line at y 242 from x 300 to 500.
    const out = redactPdf(makeVectorPdf(), [{ page: 1, bbox: { x0: 95, y0: 187, x1: 205, y1: 297 } }], {
      mode: 'transparent',
    }).pdf;
    const img = popplerRenderGray(out, 1, 72);
    expect(meanGray(img, { x0: 105, y0: 197, x1: 195, y1: 287 }, 72)).toBeGreaterThan(250);
    expect(meanGray(img, { x0: 320, y0: 240, x1: 480, y1: 244 }, 72)).toBeLessThan(60);
  });
});

describe('redactPdf: appearance', () => {
  const input = makeTextPdf(1);
  const marks = marksFor(input, ['Storgata 1, 0155 Oslo.']);
  const box = marks[0]!.bbox;
  const render = (appearance: object) => popplerRenderRgb(redactPdf(input, marks, appearance).pdf, 1, 144);

  it.each([
    ['fill', {}, (m: number) => m < 10],
    ['transparent', {}, (m: number) => m > 250],
    ['cross_out', {}, (m: number) => m < 120],
    ['replace_text', {}, (m: number) => m > 150 && m < 250],
    ['fill_and_text', {}, (m: number) => m > 10 && m < 120],
    ['cross_out_and_text', { font_size: 6 }, (m: number) => m > 10 && m < 160],
  ])('renders mode %s', (mode, extra, check) => {
    const mean = meanGray(render({ mode, ...extra }), box, 144, 3);
    expect(check(mean), `mean ${mean}`).toBe(true);
  });

  it('uses the chosen fill colour', () => {
    const img = render({ mode: 'fill', fill_color: [1, 0, 0] });
    const s = 2;
    const i =
      (Math.round(((box.y0 + box.y1) / 2) * s) * img.width + Math.round(((box.x0 + box.x1) / 2) * s)) * 3;
    expect([...img.data.subarray(i, i + 3)]).toEqual([255, 0, 0]);
  });

  it('shows the replacement text to an extractor but not the original', () => {
    const text = popplerText(redactPdf(input, marks, { mode: 'fill_and_text', text: 'SLADDET' }).pdf);
    expect(text).toContain('SLADDET');
    expect(text).not.toContain('Storgata');
  });
});

describe('redactPdf: invalid marks', () => {
  const input = makeTextPdf(2);
  const bad: [string, unknown][] = [
    ['page 0', [{ page: 0, bbox: { x0: 0, y0: 0, x1: 1, y1: 1 } }]],
    ['a page past the end', [{ page: 3, bbox: { x0: 0, y0: 0, x1: 1, y1: 1 } }]],
    ['a NaN coordinate', [{ page: 1, bbox: { x0: Number.NaN, y0: 0, x1: 1, y1: 1 } }]],
    ['an inverted box', [{ page: 1, bbox: { x0: 10, y0: 0, x1: 1, y1: 1 } }]],
    ['a missing box', [{ page: 1 }]],
  ];
  it.each(bad)('rejects %s with INVALID_MARKS', (_name, marks) => {
    expect(() => redactPdf(input, marks as RedactionMark[])).toThrow(
      expect.objectContaining({ code: 'INVALID_MARKS' }) as PdfError,
    );
  });
});

describe('redactPdf: a real document', () => {
  it('removes every occurrence of terms from a 36-page pdfTeX manual (embedded Type 1 fonts)', () => {
    const input = new Uint8Array(
      readFileSync(new URL('../fixtures/real/libtasn1-manual.pdf', import.meta.url)),
    );
    const count = (text: string, s: string): number => text.split(s).length - 1;
    const before = popplerText(input);
    expect(count(before, 'asn1_create_element')).toBeGreaterThan(3);
    const marks = marksFor(input, ['asn1_create_element', 'Free Software Foundation']);
    const { pdf, verification } = redactPdf(input, marks, { mode: 'fill' });
    const after = popplerText(pdf);
    expect(count(after, 'asn1_create_element')).toBe(0);
    expect(after.replace(/\s+/g, ' ')).not.toContain('Free Software Foundation');
    expect(count(after, 'asn1_der_decoding')).toBe(count(before, 'asn1_der_decoding'));
    expect(verification.ok).toBe(true);
    expect(qpdfCheck(pdf).ok).toBe(true);
  });
});

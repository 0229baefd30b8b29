import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { makeTextPdf } from '../scripts/make-fixtures.ts';
import { labelOf, normalizeAppearance } from './appearance.ts';
import { redactPdf } from './redact-pdf.ts';
import { marksFor, popplerText, qpdfCheck, withTempDir } from './test-support.ts';
import type { BBox, RedactionMark } from './types.ts';

/** Words of page 1 with their boxes, as poppler's pdftotext -bbox reads them. */
function popplerWordBoxes(pdf: Uint8Array): { text: string; box: BBox }[] {
  const html = withTempDir((dir) => {
    writeFileSync(join(dir, 'in.pdf'), pdf);
    return execFileSync(
      'pdftotext',
      ['-bbox', '-f', '1', '-l', '1', '-enc', 'UTF-8', join(dir, 'in.pdf'), '-'],
      {
        encoding: 'utf8',
      },
    );
  });
  const words: { text: string; box: BBox }[] = [];
  const re = /<word xMin="([\d.]+)" yMin="([\d.]+)" xMax="([\d.]+)" yMax="([\d.]+)">([^<]*)<\/word>/g;
  for (const m of html.matchAll(re))
    words.push({
      text: m[5]!.replace(/&amp;/g, '&'),
      box: { x0: Number(m[1]), y0: Number(m[2]), x1: Number(m[3]), y1: Number(m[4]) },
    });
  return words;
}

const inside = (word: BBox, box: BBox, slack = 1) =>
  word.x0 >= box.x0 - slack &&
  word.x1 <= box.x1 + slack &&
  word.y0 >= box.y0 - slack &&
  word.y1 <= box.y1 + slack;

describe('labelOf', () => {
  it('prints the code label only when asked, and falls back to the fixed text', () => {
    const codes = normalizeAppearance({ mode: 'fill', text_source: 'legal_basis' });
    expect(labelOf(codes, 'offl. § 13')).toBe('offl. § 13');
    expect(labelOf(codes, undefined)).toBeNull(); // fill has no fixed text
    const withText = normalizeAppearance({ mode: 'fill_and_text', text_source: 'legal_basis' });
    expect(labelOf(withText, undefined)).toBe('[REDACTED]');
    expect(labelOf(withText, '  ')).toBe('[REDACTED]');
    expect(labelOf(normalizeAppearance({ mode: 'fill_and_text' }), 'offl. § 13')).toBe('[REDACTED]');
    expect(labelOf(normalizeAppearance({ mode: 'transparent', text_source: 'legal_basis' }), 'x')).toBeNull();
    expect(normalizeAppearance({}).text_source).toBe('fixed');
  });
});

describe('redactPdf: each mark prints its legal basis', () => {
  const input = new Uint8Array(
    readFileSync(new URL('../fixtures/real/libtasn1-manual.pdf', import.meta.url)),
  );
  const withLabel = (marks: RedactionMark[], label: string) => marks.map((m) => ({ ...m, label }));
  const first = withLabel(
    marksFor(input, ['Simon Josefsson']).filter((m) => m.page === 1),
    'offl. § 13',
  );
  const second = withLabel(
    marksFor(input, ['Nikos Mavrogiannopoulos']).filter((m) => m.page === 1),
    'offl. § 14',
  );
  const { pdf, verification } = redactPdf(input, [...first, ...second], {
    mode: 'fill',
    text_source: 'legal_basis',
  });

  it('shows both codes, with the § sign, where the boxes are, and not the removed words', () => {
    expect(first).toHaveLength(1);
    expect(second).toHaveLength(1);
    const page1 = popplerText(pdf).split('\f')[0]!;
    expect(page1).toContain('offl. § 13');
    expect(page1).toContain('offl. § 14');
    for (const removed of ['Josefsson', 'Mavrogiannopoulos', 'Nikos']) expect(page1).not.toContain(removed);
    expect(page1).toContain('Fabio Fiorina'); // the line above is kept
    const words = popplerWordBoxes(pdf);
    for (const [marks, code] of [
      [first, '13'],
      [second, '14'],
    ] as const) {
      const box = marks[0]!.bbox;
      const label = words.filter((w) => inside(w.box, box)).map((w) => w.text);
      expect(label).toEqual(['offl.', '§', code]);
    }
  });

  it('passes verification: the labels are ours, not leftover text', () => {
    expect(verification.ok).toBe(true);
    expect(verification.leftoverChars).toBe(0);
    expect(verification.marksChecked).toBe(2);
    expect(qpdfCheck(pdf).ok).toBe(true);
  });

  it('prints the fixed text (or nothing) for a mark without a code', () => {
    const doc = makeTextPdf(1);
    const [coded, plain] = marksFor(doc, ['Kari Nordmann', '01010112345']);
    const text = (appearance: Parameters<typeof redactPdf>[2]) =>
      popplerText(redactPdf(doc, [{ ...coded!, label: 'offl. § 13' }, plain!], appearance).pdf);
    const fill = text({ mode: 'fill', text_source: 'legal_basis' });
    expect(fill).toContain('offl. § 13');
    expect(fill).not.toContain('[REDACTED]');
    const both = text({ mode: 'fill_and_text', text_source: 'legal_basis' });
    expect(both).toContain('offl. § 13');
    expect(both).toContain('[REDACTED]');
    // Without text_source the labels are not printed: existing answers stay as they were.
    expect(text({ mode: 'fill' })).not.toContain('offl.');
  });
});

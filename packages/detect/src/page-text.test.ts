import { describe, expect, it } from 'vitest';
import { makePage } from './test-data.ts';
import { boxesForSpan, buildPageText, createPageLayout, splitSpanByLine } from './page-text.ts';

describe('page text mapping', () => {
  const page = makePage(['Ring Kari på', '912 34 567 i dag']);

  it('joins words with spaces and lines with newlines', () => {
    expect(buildPageText(page)).toBe('Ring Kari på\n912 34 567 i dag');
  });

  it('gives one box per line for a span crossing a line break', () => {
    const text = buildPageText(page);
    const start = text.indexOf('på');
    const parts = splitSpanByLine(createPageLayout(page), start, text.indexOf(' i dag'));
    expect(parts.map((p) => text.slice(p.start, p.end))).toEqual(['på', '912 34 567']);
    // Words are 6pt per character plus a 6pt gap: "på" starts after "Ring " and "Kari ".
    expect(parts[0]!.bbox).toEqual({ x0: 50 + 30 + 30, y0: 100, x1: 50 + 30 + 30 + 12, y1: 110 });
    expect(parts[1]!.bbox).toEqual({ x0: 50, y0: 112, x1: 50 + 18 + 6 + 12 + 6 + 18, y1: 122 });
  });

  it('uses character edges for a partial word and the word box without them', () => {
    const tight = makePage(['Kontonr:12345678903']);
    const text = buildPageText(tight);
    const start = text.indexOf('1');
    expect(boxesForSpan(tight, start, text.length)).toEqual([{ x0: 50 + 8 * 6, y0: 100, x1: 50 + 19 * 6, y1: 110 }]);
    const loose = makePage(['Kontonr:12345678903'], 1, false);
    expect(boxesForSpan(loose, start, text.length)).toEqual([{ x0: 50, y0: 100, x1: 50 + 19 * 6, y1: 110 }]);
  });

  it('counts an empty word like @sladd/pdf does, so offsets agree between the packages', () => {
    const page = makePage(['a b']);
    page.words.splice(1, 0, { text: '', line: 0, bbox: { x0: 0, y0: 0, x1: 0, y1: 0 } });
    expect(buildPageText(page)).toBe('a  b');
    expect(boxesForSpan(page, 3, 4)).toEqual([page.words[2]!.bbox]);
  });
});

describe('letter-spaced OCR words (same rule as @sladd/pdf)', () => {
  it('reads "O s l o" drawn letter by letter as "Oslo", and its box covers the letters', () => {
    const x = (i: number) => 100 + i * 7;
    const words = [
      { text: 'Bor', line: 0, bbox: { x0: 60, y0: 100, x1: 80, y1: 110 } },
      { text: 'i', line: 0, bbox: { x0: 88, y0: 100, x1: 91, y1: 110 } },
      ...[...'Oslo'].map((ch, i) => ({ text: ch, line: 0, bbox: { x0: x(i), y0: 100, x1: x(i) + 5, y1: 110 } })),
    ];
    const page = { page: 1, width: 600, height: 800, words };
    expect(buildPageText(page)).toBe('Bor i Oslo');
    const text = buildPageText(page);
    expect(boxesForSpan(page, text.indexOf('Oslo'), text.length)).toEqual([{ x0: 100, y0: 100, x1: x(3) + 5, y1: 110 }]);
  });
});

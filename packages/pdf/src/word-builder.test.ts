import { describe, expect, it } from 'vitest';
import { boxesForSpan, buildPageText } from './page-text.ts';
import type { PageWords, Word } from './types.ts';
import { WordBuilder } from './word-builder.ts';

type Glyph = [string, number, number, number, number];

/** Feeds glyphs (char, x0, y0, x1, y1) as one structured-text line per inner array. */
function build(lines: Glyph[][], dir: 'h' | 'v' = 'h'): Word[] {
  const builder = new WordBuilder();
  for (const line of lines) {
    builder.line(dir === 'h', dir === 'v', dir === 'v');
    for (const [c, x0, y0, x1, y1] of line) builder.char(c.codePointAt(0)!, x0, y0, x1, y1);
  }
  builder.flush();
  return builder.takeWords();
}

/** Glyphs 6 pt wide from x, 12 pt tall, each starting where the previous ended. */
function run(text: string, x: number, y = 100): Glyph[] {
  return [...text].map((c, i) => [c, x + 6 * i, y, x + 6 * (i + 1), y + 12]);
}

const asPage = (words: Word[]): PageWords => ({
  page: 1,
  width: 600,
  height: 800,
  rotation: 0,
  hasTextLayer: true,
  words,
});

describe('WordBuilder', () => {
  it('joins words across a space glyph that the next glyph is drawn over, as readers show them', () => {
    // "agreement" then a space whose width the producer takes back before "on": one word on paper.
    const agreement = run('agreement', 100);
    const space: Glyph = [' ', 154, 100, 157, 112];
    const on = run('on', 154);
    expect(build([[...agreement, space, ...on]]).map((w) => w.text)).toEqual(['agreementon']);
  });

  it('keeps words apart when the space glyph leaves a visible gap', () => {
    const words = build([[...run('contractual', 100), [' ', 166, 100, 169, 112], ...run('agreement', 167)]]);
    expect(words.map((w) => w.text)).toEqual(['contractual', 'agreement']);
  });

  it('reads vertical writing that arrives one glyph per line as one run down the column', () => {
    const column: Glyph[][] = [...'宮澤賢治'].map((c, i) => [[c, 76, 537 + 9.6 * i, 85, 546.6 + 9.6 * i]]);
    const next: Glyph[][] = [[['序', 60, 537, 69, 546.6]]];
    const words = build([...column, ...next], 'v');
    expect(words.map((w) => w.text)).toEqual(['宮澤賢治', '序']);
    expect(words[0]!.line).not.toBe(words[1]!.line);
    const [box] = boxesForSpan(asPage(words), 1, 3); // 澤賢
    expect(box!.y0).toBeCloseTo(546.6, 1);
    expect(box!.y1).toBeCloseTo(565.8, 1);
  });

  it('gives tight boxes inside right-to-left words', () => {
    // Hebrew "מבקר" in logical order, drawn from right to left.
    const glyphs: Glyph[] = [...'מבקר'].map((c, i) => [c, 300 - 7 * (i + 1), 100, 300 - 7 * i, 112]);
    const words = build([glyphs]);
    expect(words[0]).toMatchObject({ text: 'מבקר', rtl: true });
    const [box] = boxesForSpan(asPage(words), 1, 3); // בק
    expect(box).toMatchObject({ x0: 279, x1: 293 });
  });

  it('keeps each char’s extent in a word that mixes directions', () => {
    // Arabic letters drawn leftwards, then Latin "in" to their right.
    const arabic: Glyph[] = [...'ابت'].map((c, i) => [c, 200 - 5 * (i + 1), 100, 200 - 5 * i, 112]);
    const latin = run('in', 200);
    const words = build([[...arabic, ...latin]]);
    const { text } = buildPageText(asPage(words));
    expect(text).toBe('ابتin');
    expect(boxesForSpan(asPage(words), 0, 3)[0]).toMatchObject({ x0: 185, x1: 200 });
    expect(boxesForSpan(asPage(words), 3, 5)[0]).toMatchObject({ x0: 200, x1: 212 });
  });

  it('writes a char beyond the BMP as a surrogate pair with one extent, and keeps a lone surrogate', () => {
    const b = new WordBuilder();
    b.line(true);
    b.char(0x1d400, 10, 100, 20, 112); // 𝐀
    b.char(0x61, 20, 100, 26, 112);
    b.char(32, 26, 100, 30, 112);
    b.char(0xd800, 40, 100, 46, 112);
    b.flush();
    expect(b.takeWords()).toEqual([
      { text: '\u{1d400}a', bbox: { x0: 10, y0: 100, x1: 26, y1: 112 }, line: 0, xs: [10, 10, 20, 26] },
      { text: '\ud800', bbox: { x0: 40, y0: 100, x1: 46, y1: 112 }, line: 0, xs: [40, 46] },
    ]);
  });

  it('fails the word of a code point beyond Unicode when it ends, as String.fromCodePoint did', () => {
    const b = new WordBuilder();
    b.line(true);
    b.char(0x110000, 10, 100, 20, 112);
    expect(b.count).toBe(0);
    expect(() => b.flush()).toThrow(RangeError);
  });

  it('gives form text its source, in the field order extraction has always had, on a line of its own', () => {
    const b = new WordBuilder();
    b.line(true);
    for (const [c, x0, y0, x1, y1] of run('Kari', 100)) b.char(c.codePointAt(0)!, x0, y0, x1, y1);
    b.flush();
    b.source = 'form';
    b.line(true);
    for (const [c, x0, y0, x1, y1] of run('Ola', 130)) b.char(c.codePointAt(0)!, x0, y0, x1, y1);
    b.flush();
    const [content, form] = b.takeWords();
    expect(Object.keys(content!)).toEqual(['text', 'bbox', 'line', 'xs']);
    expect(Object.keys(form!)).toEqual(['text', 'bbox', 'line', 'source', 'xs']);
    // Right of the content word on its baseline, but from another source: another line.
    expect([content!.line, form!.line]).toEqual([0, 1]);
  });

  it('grows its arrays for a page of many words', () => {
    const b = new WordBuilder();
    b.line(true);
    for (let i = 0; i < 5000; i++) {
      b.char(0x61 + (i % 26), 6 * i, 100, 6 * i + 5, 112);
      b.char(0x62, 6 * i + 5, 100, 6 * i + 5.5, 112);
      b.char(32, 6 * i + 5.5, 100, 6 * i + 6, 112);
    }
    b.flush();
    const words = b.takeWords();
    expect(words).toHaveLength(5000);
    expect(words[4999]).toEqual({
      text: `${String.fromCharCode(0x61 + (4999 % 26))}b`,
      bbox: { x0: 29994, y0: 100, x1: 29999.5, y1: 112 },
      line: 0,
      xs: [29994, 29999, 29999.5],
    });
  });

  it('hands its arrays to the next builder once its words are taken out, and the next starts empty', () => {
    const first = new WordBuilder();
    first.line(true);
    for (const [c, x0, y0, x1, y1] of run('Kari', 100)) first.char(c.codePointAt(0)!, x0, y0, x1, y1);
    first.flush();
    expect(first.takeWords().map((w) => w.text)).toEqual(['Kari']);
    const second = new WordBuilder();
    second.line(true);
    for (const [c, x0, y0, x1, y1] of run('Ola', 100)) second.char(c.codePointAt(0)!, x0, y0, x1, y1);
    second.flush();
    // Fed again after its words were taken, the first builder starts over on arrays of its own.
    first.char(0x78, 200, 100, 206, 112);
    first.flush();
    expect(second.takeWords()).toEqual([
      { text: 'Ola', bbox: { x0: 100, y0: 100, x1: 118, y1: 112 }, line: 0, xs: [100, 106, 112, 118] },
    ]);
    expect(first.takeWords().map((w) => w.text)).toEqual(['x']);
  });
});

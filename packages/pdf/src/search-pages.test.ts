import { describe, expect, it } from 'vitest';
import { findWordsInBox } from './find-words-in-box.ts';
import { boxesForSpan, buildPageText } from './page-text.ts';
import { PdfError } from './pdf-error.ts';
import { searchPages } from './search-pages.ts';
import type { PageWords, Word } from './types.ts';

/** Words laid out in a fixed grid: 10 pt per char, lines 20 pt apart, with char edges. */
function page(lines: string[][], n = 1): PageWords {
  const words: Word[] = [];
  lines.forEach((line, li) => {
    let x = 10;
    for (const text of line) {
      const xs = Array.from({ length: text.length + 1 }, (_, i) => x + i * 10);
      words.push({
        text,
        line: li,
        xs,
        bbox: { x0: x, y0: 20 * li + 5, x1: x + text.length * 10, y1: 20 * li + 15 },
      });
      x += text.length * 10 + 10;
    }
  });
  return { page: n, width: 600, height: 800, rotation: 0, hasTextLayer: true, words };
}

const sample = page([
  ['Kari', 'Nordmann', 'bor'],
  ['i', 'Oslo.', 'Secret'],
  ['phrase', 'here'],
]);

describe('buildPageText / boxesForSpan', () => {
  it('joins words with spaces and lines with newlines, recording offsets', () => {
    const { text, wordStarts } = buildPageText(sample);
    expect(text).toBe('Kari Nordmann bor\ni Oslo. Secret\nphrase here');
    expect(wordStarts.slice(0, 4)).toEqual([0, 5, 14, 18]);
  });

  it('gives a tight box for part of a word using char edges', () => {
    const [box] = boxesForSpan(sample, 7, 11); // "rdma" inside "Nordmann" (starts x=60)
    expect(box).toEqual({ x0: 80, y0: 5, x1: 120, y1: 15 });
  });

  it('merges boxes per line for a span that wraps', () => {
    const { text } = buildPageText(sample);
    const start = text.indexOf('Secret');
    const boxes = boxesForSpan(sample, start, start + 'Secret\nphrase'.length);
    expect(boxes).toHaveLength(2);
    expect(boxes[0]!.y0).toBe(25);
    expect(boxes[1]!.y0).toBe(45);
  });
});

describe('searchPages', () => {
  it('is case-insensitive by default and honours caseSensitive', () => {
    expect(searchPages([sample], ['kari'])[0]!.matches).toHaveLength(1);
    expect(searchPages([sample], ['kari'], { caseSensitive: true })[0]!.matches).toHaveLength(0);
  });

  it('matches Norwegian letters case-insensitively', () => {
    const p = page([['Blåbær', 'ÆRØY']]);
    expect(searchPages([p], ['blåbær', 'ærøy'])[0]!.matches.map((m) => m.text)).toEqual(['Blåbær', 'ÆRØY']);
  });

  it('finds plain letters for a term pasted in presentation forms (Arabic script, Latin ligatures)', () => {
    const p = page([['جعفر', 'مهراد'], ['finance']]);
    // "ﻣﻬﺮاد" as some viewers copy it: contextual forms, not the letters the page text holds.
    expect(searchPages([p], ['\uFEE3\uFEEC\uFEAE\u0627\u062F'])[0]!.matches.map((m) => m.text)).toEqual([
      'مهراد',
    ]);
    expect(searchPages([p], ['\uFB01nance'])[0]!.matches.map((m) => m.text)).toEqual(['finance']);
    expect(searchPages([p], ['مهراد'])[0]!.matches).toHaveLength(1);
  });

  it('matches a phrase across a line break with one box per line', () => {
    const [result] = searchPages([sample], ['secret phrase']);
    expect(result!.matches).toHaveLength(1);
    expect(result!.matches[0]).toMatchObject({ term: 'secret phrase', text: 'Secret\nphrase' });
    expect(result!.matches[0]!.boxes).toHaveLength(2);
  });

  it('treats regex characters in plain terms literally', () => {
    expect(searchPages([sample], ['Oslo.'])[0]!.matches).toHaveLength(1);
    expect(searchPages([sample], ['O.lo'])[0]!.matches).toHaveLength(0);
  });

  it('has no hit cap', () => {
    const many = page(Array.from({ length: 100 }, () => Array.from({ length: 12 }, () => 'ja')));
    expect(searchPages([many], ['ja'])[0]!.matches).toHaveLength(1200);
  });

  it('supports regex terms with RE2 and rejects invalid patterns', () => {
    const [result] = searchPages([sample], ['\\b[A-Z]\\w+mann\\b'], { regex: true, caseSensitive: true });
    expect(result!.matches.map((m) => m.text)).toEqual(['Nordmann']);
    expect(() => searchPages([sample], ['(unclosed'], { regex: true })).toThrow(PdfError);
    expect(() => searchPages([sample], ['a{2,1}'], { regex: true })).toThrow(
      expect.objectContaining({ code: 'INVALID_REGEX' }),
    );
  });

  it('runs a catastrophic-backtracking pattern in linear time', () => {
    // The engine first, without timing: RE2 refuses what only a backtracking engine offers (JS
    // RegExp accepts both). Failing here also keeps a backtracking engine away from the call
    // below, which would block the thread where the test's timeout cannot stop it.
    for (const backtrackingOnly of ['(Kari) \\1', 'Kari(?= Nordmann)'])
      expect(() => searchPages([sample], [backtrackingOnly], { regex: true })).toThrow(
        expect.objectContaining({ code: 'INVALID_REGEX' }),
      );
    const evil = page([['a'.repeat(30_000) + 'b']]);
    const t = performance.now();
    expect(searchPages([evil], ['(a+)+$', '(a|aa)+c'], { regex: true })[0]!.matches).toEqual([]);
    // A backtracking engine needs longer than the age of the universe here; RE2 takes milliseconds.
    // The bound is generous so a busy machine cannot fail it.
    expect(performance.now() - t).toBeLessThan(10_000);
  });
});

describe('findWordsInBox', () => {
  it('returns the words a rectangle touches', () => {
    const words = findWordsInBox([sample], 1, { x0: 55, y0: 0, x1: 130, y1: 30 });
    expect(words.map((w) => w.text)).toEqual(['Nordmann', 'Oslo.', 'Secret']);
    expect(findWordsInBox([sample], 2, { x0: 0, y0: 0, x1: 600, y1: 800 })).toEqual([]);
  });
});

describe('searchPages: words broken at a line end', () => {
  const hyphenated = page([['an', 'al-'], ['ternative', 'to', 'Hewlett-'], ['Packard', 'al-'], ['so']]);

  it('finds a word hyphenated across a line end, with a box on each line', () => {
    const [result] = searchPages([hyphenated], ['alternative']);
    expect(result!.matches).toHaveLength(1);
    expect(result!.matches[0]!.boxes).toHaveLength(2);
    expect(result!.matches[0]!.boxes[0]).toMatchObject({ x0: 40, x1: 70 }); // "al-", hyphen included
  });

  it('finds a hyphenated compound whose hyphen ends a line', () => {
    const [result] = searchPages([hyphenated], ['Hewlett-Packard']);
    expect(result!.matches.map((m) => m.boxes.length)).toEqual([2]);
  });

  it('does not join two words that merely end and start lines without a hyphen', () => {
    const [result] = searchPages([hyphenated], ['tern', 'Packardal', 'alone']);
    expect(result!.matches.map((m) => m.text)).toEqual(['tern']);
  });
});

/** One line of words placed at given x ranges, 10 pt high, as an OCR layer draws them. */
function placed(items: [string, number, number][]): PageWords {
  const words: Word[] = items.map(([text, x0, x1]) => ({
    text,
    line: 0,
    xs: Array.from({ length: text.length + 1 }, (_, i) => x0 + ((x1 - x0) * i) / text.length),
    bbox: { x0, y0: 100, x1, y1: 110 },
  }));
  return { page: 1, width: 600, height: 800, rotation: 0, hasTextLayer: true, words };
}

describe('letter-spaced OCR words', () => {
  // "A m e r i c a n President Lines, Ltd": letters 5 pt wide, 1.8 pt apart; words 8 pt apart.
  const letters = (word: string, x: number): [string, number, number][] =>
    [...word].map((ch, i) => [ch, x + i * 6.8, x + i * 6.8 + 5]);
  const ocr = placed([
    ['9', 40, 45],
    ...letters('North', 53),
    ...letters('Buona', 95),
    ['President', 140, 190],
    ...letters('Lines,', 198),
  ]);

  it('reads a word spelled out letter by letter as one word, split where the gap is a word gap', () => {
    expect(buildPageText(ocr).text).toBe('9 North Buona President Lines,');
    const [hit] = searchPages([ocr], ['North Buona'])[0]!.matches;
    expect(hit!.boxes).toEqual([{ x0: 53, y0: 100, x1: 95 + 4 * 6.8 + 5, y1: 110 }]);
    expect(searchPages([ocr], ['Lines'])[0]!.matches).toHaveLength(1);
  });

  it('leaves ordinary one-letter words apart: two letters, or letters at word-gap distances', () => {
    expect(
      buildPageText(
        placed([
          ['a', 10, 15],
          ['b', 17, 22],
          ['cat', 30, 45],
        ]),
      ).text,
    ).toBe('a b cat');
    expect(
      buildPageText(
        placed([
          ['I', 10, 13],
          ['a', 20, 25],
          ['m', 32, 37],
          ['x', 44, 49],
        ]),
      ).text,
    ).toBe('I a m x');
  });
});

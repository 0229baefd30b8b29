import type { Word } from './geometry.ts';

// Shared by @sladd/pdf and @sladd/detect: both build the page text that search and detection read,
// and their offsets and boxes must agree.

const SINGLE = /^\S$/u;
const ALNUM = /^[\p{L}\p{N}]$/u;

/**
 * OCR text layers often spell a word out letter by letter, each letter a word of its own spread to
 * span its picture ("A m e r i c a n President", "9 N o r t h B u o n a"), so a search for
 * "American" found nothing where the page plainly says it. Within a run of one-character words on
 * one line, the gaps that are clearly wider than the run's usual gap separate words; each stretch
 * between them of at least three letters or digits, evenly and closely spaced (gaps under half a
 * glyph height, within a fifth of a height of each other), is read as one word. `joins[i]` is true
 * when word i and word i + 1 are letters of one such word.
 */
export function letterSpacedJoins(words: Word[]): boolean[] {
  const joins = new Array<boolean>(words.length).fill(false);
  let i = 0;
  while (i < words.length) {
    let j = i;
    while (
      j + 1 < words.length &&
      isSingle(words[j]!) &&
      isSingle(words[j + 1]!) &&
      words[j + 1]!.line === words[i]!.line
    )
      j++;
    if (j > i) joinStretches(words, i, j, joins);
    i = j + 1;
  }
  return joins;
}

function isSingle(word: Word): boolean {
  return !word.rtl && !word.ys && SINGLE.test(word.text);
}

function joinStretches(words: Word[], first: number, last: number, joins: boolean[]): void {
  const heights = words
    .slice(first, last + 1)
    .map((w) => w.bbox.y1 - w.bbox.y0)
    .sort((a, b) => a - b);
  const h = heights[heights.length >> 1]!;
  if (!(h > 0)) return;
  const gap = (k: number): number => words[k + 1]!.bbox.x0 - words[k]!.bbox.x1;
  const gaps = Array.from({ length: last - first }, (_, k) => gap(first + k)).sort((a, b) => a - b);
  const usual = gaps[gaps.length >> 1]!;
  const wide = (k: number): boolean => gap(k) > 1.6 * Math.max(usual, 0) + 0.05 * h;
  let start = first;
  for (let k = first; k <= last; k++) {
    if (k < last && !wide(k)) continue;
    const stretch = words.slice(start, k + 1);
    const inner = Array.from({ length: k - start }, (_, n) => gap(start + n));
    const letters = stretch.filter((w) => ALNUM.test(w.text)).length;
    if (
      letters >= 3 &&
      inner.every((g) => g >= -0.1 * h && g <= 0.5 * h) &&
      Math.max(...inner) - Math.min(...inner) <= 0.2 * h
    )
      for (let n = start; n < k; n++) joins[n] = true;
    start = k + 1;
  }
}

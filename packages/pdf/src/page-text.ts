import { letterSpacedJoins } from '@sladd/contract/letter-spacing';
import type { BBox, PageWords, Word } from './types.ts';

export interface PageText {
  /** Words joined by ' ' within a line and '\n' between lines; the letters of a letter-spaced word without a gap. */
  text: string;
  /** Offset of each word (same order as page.words) in `text`. */
  wordStarts: number[];
}

/** All the page text needs of a page: its words in reading order. */
type WordsOfPage = Pick<PageWords, 'words'>;

const cache = new WeakMap<WordsOfPage, PageText>();

/** The page's text as detection and search see it, with each word's offset; the one mapping used everywhere. */
export function buildPageText(page: WordsOfPage): PageText {
  const cached = cache.get(page);
  if (cached) return cached;
  const parts: string[] = [];
  const wordStarts: number[] = [];
  const joined = letterSpacedJoins(page.words);
  let offset = 0;
  let prevLine: number | undefined;
  for (const [i, word] of page.words.entries()) {
    if (prevLine !== undefined && !joined[i - 1]) {
      parts.push(word.line === prevLine ? ' ' : '\n');
      offset += 1;
    }
    wordStarts.push(offset);
    parts.push(word.text);
    offset += word.text.length;
    prevLine = word.line;
  }
  const result = { text: parts.join(''), wordStarts };
  cache.set(page, result);
  return result;
}

/** One merged box per visual line covering the chars [start, end) of buildPageText(page).text. */
export function boxesForSpan(page: WordsOfPage, start: number, end: number): BBox[] {
  const { wordStarts } = buildPageText(page);
  const boxes: BBox[] = [];
  let current: BBox | undefined;
  let currentLine: number | undefined;
  for (let i = firstWordEndingAfter(page.words, wordStarts, start); i < page.words.length; i++) {
    const ws = wordStarts[i]!;
    if (ws >= end) break;
    const word = page.words[i]!;
    const box = partialBox(word, Math.max(start - ws, 0), Math.min(end - ws, word.text.length));
    if (!box) continue;
    if (current && currentLine === word.line) {
      current.x0 = Math.min(current.x0, box.x0);
      current.y0 = Math.min(current.y0, box.y0);
      current.x1 = Math.max(current.x1, box.x1);
      current.y1 = Math.max(current.y1, box.y1);
    } else {
      current = box;
      currentLine = word.line;
      boxes.push(current);
    }
  }
  return boxes;
}

/** Box of chars [from, to) of one word, tight when char edges are known. */
export function partialBox(word: Word, from: number, to: number): BBox | undefined {
  if (to <= from) return undefined;
  const { bbox, xs, ys } = word;
  const n = word.text.length + 1;
  if (from === 0 && to === word.text.length) return { ...bbox };
  if (word.ranges && word.ranges.length === 2 * (n - 1)) {
    let lo = Infinity;
    let hi = -Infinity;
    for (let i = 2 * from; i < 2 * to; i++) {
      lo = Math.min(lo, word.ranges[i]!);
      hi = Math.max(hi, word.ranges[i]!);
    }
    return ordered(bbox, lo, hi, 'x');
  }
  if (ys && ys.length === n) return ordered(bbox, ys[from]!, ys[to]!, 'y');
  if (!xs || xs.length !== n) return { ...bbox };
  return ordered(bbox, xs[from]!, xs[to]!, 'x');
}

// Edges run along the reading direction (leftwards in right-to-left words); a word that mixes
// directions ("ص 1997") can put them out of order, and a span that collapses to nothing falls back
// to the whole word rather than mark nothing.
function ordered(bbox: BBox, a: number, b: number, axis: 'x' | 'y'): BBox {
  const lo = Math.min(a, b);
  const hi = Math.max(a, b);
  if (hi - lo < 0.01) return { ...bbox };
  return axis === 'x'
    ? { x0: lo, y0: bbox.y0, x1: hi, y1: bbox.y1 }
    : { x0: bbox.x0, y0: lo, x1: bbox.x1, y1: hi };
}

/** Binary search: index of the first word whose end lies after `offset`. */
function firstWordEndingAfter(words: Word[], wordStarts: number[], offset: number): number {
  let lo = 0;
  let hi = words.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (wordStarts[mid]! + words[mid]!.text.length <= offset) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

import type { BBox, PageWords, Word } from './types.ts';

export interface PageText {
  /** Words joined by ' ' within a line and '\n' between lines. */
  text: string;
  /** Offset of each word (same order as page.words) in `text`. */
  wordStarts: number[];
}

const cache = new WeakMap<PageWords, PageText>();

/** The page's text as detection and search see it, with each word's offset; the one mapping used everywhere. */
export function buildPageText(page: PageWords): PageText {
  const cached = cache.get(page);
  if (cached) return cached;
  const parts: string[] = [];
  const wordStarts: number[] = [];
  let offset = 0;
  let prevLine: number | undefined;
  for (const word of page.words) {
    if (prevLine !== undefined) {
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
export function boxesForSpan(page: PageWords, start: number, end: number): BBox[] {
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
function partialBox(word: Word, from: number, to: number): BBox | undefined {
  if (to <= from) return undefined;
  const { bbox, xs } = word;
  if (!xs || xs.length !== word.text.length + 1 || (from === 0 && to === word.text.length))
    return { ...bbox };
  return { x0: xs[from]!, y0: bbox.y0, x1: xs[to]!, y1: bbox.y1 };
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

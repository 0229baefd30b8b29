import { letterSpacedJoins } from '@sladd/contract/letter-spacing';
import type { BBox, PageWords, Word } from './types.ts';

// Same mapping as @sladd/pdf's buildPageText/boxesForSpan (packages/pdf/src/page-text.ts),
// duplicated on purpose: this package must stay pure and cannot depend on @sladd/pdf (MuPDF
// WASM). Offsets and boxes must stay identical to theirs; see docs/decisions/0005.

/** Page text plus the offset of each word in it (same order as page.words; no per-word objects). */
export interface PageLayout {
  text: string;
  words: readonly Word[];
  starts: Int32Array;
}

/** True when a word's text is at most one character (a surrogate pair is one). */
function isAtMostOneChar(text: string): boolean {
  if (text.length <= 1) return true;
  const first = text.charCodeAt(0);
  return text.length === 2 && first >= 0xd800 && first <= 0xdbff;
}

/**
 * True when two neighbouring words could both be one-character words, the only place
 * letterSpacedJoins ever joins; a page without such a pair needs no join check at all.
 */
function mayBeLetterSpaced(words: readonly Word[]): boolean {
  for (let i = 1; i < words.length; i++) {
    if (isAtMostOneChar(words[i]!.text) && isAtMostOneChar(words[i - 1]!.text)) return true;
  }
  return false;
}

/** Builds the page text: ' ' between words of a line, '\n' between lines, nothing inside a letter-spaced word (every word counts, even an empty one). */
export function createPageLayout(page: PageWords): PageLayout {
  const { words } = page;
  const starts = new Int32Array(words.length);
  const joined = mayBeLetterSpaced(words) ? letterSpacedJoins(words) : undefined;
  // Appending builds the text faster than joining an array of parts (V8 flattens it once, on first use).
  let text = '';
  let line: number | undefined;
  for (let i = 0; i < words.length; i++) {
    const word = words[i]!;
    if (line !== undefined && !joined?.[i - 1]) text += word.line === line ? ' ' : '\n';
    line = word.line;
    starts[i] = text.length;
    text += word.text;
  }
  return { text, words, starts };
}

/** The page text for a page of words (same rule as @sladd/pdf's buildPageText). */
export function buildPageText(page: PageWords): string {
  return createPageLayout(page).text;
}

/** One line's share of a span: its offsets and the box around the characters it covers. */
export interface LinePart {
  start: number;
  end: number;
  bbox: BBox;
  /** The part is a form field's value or an annotation's text, not the page content. */
  source?: 'form' | 'annotation';
}

/** Box of chars [from, to) of one word: tight with `xs` char edges (length + 1 values), else the word box. */
function measureChars(word: Word, from: number, to: number): BBox {
  const { bbox, xs } = word;
  if (!xs || xs.length !== word.text.length + 1 || (from === 0 && to === word.text.length))
    return { ...bbox };
  return { x0: xs[from]!, y0: bbox.y0, x1: xs[to]!, y1: bbox.y1 };
}

/** Index of the first word ending after `offset` (binary search; words are in text order). */
function findFirstWordEndingAfter({ words, starts }: PageLayout, offset: number): number {
  let lo = 0;
  let hi = words.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (starts[mid]! + words[mid]!.text.length <= offset) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** Splits a span [start, end) of the page text into one part per line, each with a merged box. */
export function splitSpanByLine(layout: PageLayout, start: number, end: number): LinePart[] {
  const parts: LinePart[] = [];
  let current: LinePart | undefined;
  let currentLine = 0;
  for (let i = findFirstWordEndingAfter(layout, start); i < layout.words.length; i++) {
    const word = layout.words[i]!;
    const wordStart = layout.starts[i]!;
    if (wordStart >= end) break;
    const from = Math.max(start, wordStart);
    const to = Math.min(end, wordStart + word.text.length);
    if (to <= from) continue;
    const box = measureChars(word, from - wordStart, to - wordStart);
    if (current !== undefined && currentLine === word.line) {
      current.end = to;
      current.bbox = {
        x0: Math.min(current.bbox.x0, box.x0),
        y0: Math.min(current.bbox.y0, box.y0),
        x1: Math.max(current.bbox.x1, box.x1),
        y1: Math.max(current.bbox.y1, box.y1),
      };
    } else {
      current = { start: from, end: to, bbox: box };
      if (word.source) current.source = word.source;
      currentLine = word.line;
      parts.push(current);
    }
  }
  return parts;
}

/** Boxes covering a span of the page text, one per line (same rule as @sladd/pdf's boxesForSpan). */
export function boxesForSpan(page: PageWords, start: number, end: number): BBox[] {
  return splitSpanByLine(createPageLayout(page), start, end).map((part) => part.bbox);
}

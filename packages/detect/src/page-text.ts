import type { BBox, PageWords, Word } from './types.ts';

// Same mapping as @sladd/pdf's buildPageText/boxesForSpan, duplicated on purpose: this package
// must stay pure and cannot depend on @sladd/pdf (MuPDF WASM). See docs/decisions/0005.

/** A word with its offsets in the page text. */
export interface PlacedWord {
  word: Word;
  start: number;
  end: number;
}

/** Page text plus where each word sits in it. */
export interface PageLayout {
  text: string;
  words: PlacedWord[];
}

/** Builds the page text: a space between words of a line, '\n' between lines. */
export function createPageLayout(page: PageWords): PageLayout {
  let text = '';
  const words: PlacedWord[] = [];
  let line: number | undefined;
  for (const word of page.words) {
    if (word.text.length === 0) continue;
    if (line !== undefined) text += word.line === line ? ' ' : '\n';
    line = word.line;
    words.push({ word, start: text.length, end: text.length + word.text.length });
    text += word.text;
  }
  return { text, words };
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
}

/** Horizontal extent of characters [from, to) of a word: tight with `xs` char edges, else the word box. */
function measureChars(word: Word, from: number, to: number): BBox {
  const { bbox, xs, text } = word;
  if (!xs || (from === 0 && to === text.length)) return { ...bbox };
  // xs holds either every character edge (length + 1 values) or each character's left edge.
  const edge = (i: number): number | undefined => (i < xs.length ? xs[i] : i === text.length ? bbox.x1 : undefined);
  if (xs.length !== text.length + 1 && xs.length !== text.length) return { ...bbox };
  const x0 = edge(from);
  const x1 = edge(to);
  if (x0 === undefined || x1 === undefined) return { ...bbox };
  return { x0, y0: bbox.y0, x1, y1: bbox.y1 };
}

function unionBox(a: BBox, b: BBox): BBox {
  return { x0: Math.min(a.x0, b.x0), y0: Math.min(a.y0, b.y0), x1: Math.max(a.x1, b.x1), y1: Math.max(a.y1, b.y1) };
}

/** Splits a span [start, end) of the page text into one part per line, each with a merged box. */
export function splitSpanByLine(layout: PageLayout, start: number, end: number): LinePart[] {
  const parts: LinePart[] = [];
  let current: (LinePart & { line: number }) | undefined;
  for (const placed of layout.words) {
    if (placed.end <= start) continue;
    if (placed.start >= end) break;
    const from = Math.max(start, placed.start);
    const to = Math.min(end, placed.end);
    const box = measureChars(placed.word, from - placed.start, to - placed.start);
    if (current && current.line === placed.word.line) {
      current.end = to;
      current.bbox = unionBox(current.bbox, box);
    } else {
      if (current) parts.push(current);
      current = { start: from, end: to, bbox: box, line: placed.word.line };
    }
  }
  if (current) parts.push(current);
  return parts.map(({ start: s, end: e, bbox }) => ({ start: s, end: e, bbox }));
}

/** Boxes covering a span of the page text, one per line (same rule as @sladd/pdf's boxesForSpan). */
export function boxesForSpan(page: PageWords, start: number, end: number): BBox[] {
  return splitSpanByLine(createPageLayout(page), start, end).map((part) => part.bbox);
}

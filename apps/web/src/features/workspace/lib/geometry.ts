import type { Box, Word } from '../types.ts';

export const MIN_RECT = 2;
export const WORD_CLICK_MS = 300;
export const WORD_CLICK_PX = 8;
export const DRAG_CANCEL_PX = 3;
export const LINE_MERGE_PX = 6;

export interface Point {
  x: number;
  y: number;
}

/** The box spanned by two corners, whatever direction the drag went. */
export function boxFromPoints(a: Point, b: Point): Box {
  return { x0: Math.min(a.x, b.x), y0: Math.min(a.y, b.y), x1: Math.max(a.x, b.x), y1: Math.max(a.y, b.y) };
}

/** Screen pixels → page points (divide by the render scale). */
export function toPagePoint(point: Point, scale: number): Point {
  return { x: point.x / scale, y: point.y / scale };
}

/** What a finished rectangle drag means: too small to keep (and whether to tell the person), or a mark. */
export function judgeRectangle(box: Box): 'ignore' | 'tooSmall' | 'keep' {
  const width = box.x1 - box.x0;
  const height = box.y1 - box.y0;
  if (width <= MIN_RECT && height <= MIN_RECT) return 'tooSmall';
  if (width < MIN_RECT || height < MIN_RECT) return 'ignore';
  return 'keep';
}

/** A gesture in text mode: a quick short press picks a word, a tiny drag cancels, anything else selects chars. */
export function classifyTextGesture(start: Point, end: Point, elapsedMs: number): 'word' | 'cancel' | 'drag' {
  const dx = Math.abs(end.x - start.x);
  const dy = Math.abs(end.y - start.y);
  if (elapsedMs < WORD_CLICK_MS && dx < WORD_CLICK_PX && dy < WORD_CLICK_PX) return 'word';
  if (dx < DRAG_CANCEL_PX && dy < DRAG_CANCEL_PX) return 'cancel';
  return 'drag';
}

export function intersects(a: Box, b: Box): boolean {
  return a.x0 < b.x1 && b.x0 < a.x1 && a.y0 < b.y1 && b.y0 < a.y1;
}

/** The word under a point (in page points). */
export function wordAt(words: readonly Word[], point: Point): Word | undefined {
  return words.find((w) => point.x >= w.bbox.x0 && point.x <= w.bbox.x1 && point.y >= w.bbox.y0 && point.y <= w.bbox.y1);
}

/**
 * The characters of each word whose centre lies in the box; glyph widths are unknown in the word
 * list, so each word's width is shared evenly among its characters.
 */
export function charsInBox(words: readonly Word[], box: Box): Word[] {
  const picked: Word[] = [];
  for (const word of words) {
    const centreY = (word.bbox.y0 + word.bbox.y1) / 2;
    if (centreY < box.y0 || centreY > box.y1 || !intersects(word.bbox, box)) continue;
    const chars = [...word.text];
    const step = (word.bbox.x1 - word.bbox.x0) / Math.max(1, chars.length);
    let first = -1;
    let last = -1;
    chars.forEach((_, index) => {
      const centre = word.bbox.x0 + step * (index + 0.5);
      if (centre >= box.x0 && centre <= box.x1) {
        if (first === -1) first = index;
        last = index;
      }
    });
    if (first === -1) continue;
    picked.push({
      text: chars.slice(first, last + 1).join(''),
      bbox: { x0: word.bbox.x0 + step * first, y0: word.bbox.y0, x1: word.bbox.x0 + step * (last + 1), y1: word.bbox.y1 },
    });
  }
  return picked;
}

/** Joins pieces on the same line (tops within 6 pt) into one box per line, in reading order. */
export function mergeLines(pieces: readonly Word[], tolerance = LINE_MERGE_PX): Word[] {
  const sorted = [...pieces].sort((a, b) => a.bbox.y0 - b.bbox.y0 || a.bbox.x0 - b.bbox.x0);
  const lines: Word[] = [];
  for (const piece of sorted) {
    const line = lines.find((l) => Math.abs(l.bbox.y0 - piece.bbox.y0) <= tolerance);
    if (!line) {
      lines.push({ text: piece.text, bbox: { ...piece.bbox } });
      continue;
    }
    line.text = line.bbox.x0 <= piece.bbox.x0 ? `${line.text} ${piece.text}` : `${piece.text} ${line.text}`;
    line.bbox = {
      x0: Math.min(line.bbox.x0, piece.bbox.x0),
      y0: Math.min(line.bbox.y0, piece.bbox.y0),
      x1: Math.max(line.bbox.x1, piece.bbox.x1),
      y1: Math.max(line.bbox.y1, piece.bbox.y1),
    };
  }
  return lines;
}

/** Adds padding around a text-selection box (spec: 2 horizontal, 4 vertical, split over both sides). */
export function padBox(box: Box, horizontal: number, vertical: number): Box {
  return { x0: box.x0 - horizontal / 2, y0: box.y0 - vertical / 2, x1: box.x1 + horizontal / 2, y1: box.y1 + vertical / 2 };
}

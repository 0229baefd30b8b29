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

/**
 * What a finished rectangle drag means: too small to keep (and whether to tell the person), or a
 * mark. The 2 px minimum is about the hand, so it is judged on screen: `box` is in page points and
 * `scale` is the page's render scale (at 40 % a 1 px drag is 2.5 points, still a 1 px drag).
 */
export function judgeRectangle(box: Box, scale = 1): 'ignore' | 'tooSmall' | 'keep' {
  const width = (box.x1 - box.x0) * scale;
  const height = (box.y1 - box.y0) * scale;
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

/** How far (page points) beside a word a click still picks it: about the space between two words. */
export const WORD_CLICK_SLACK_PT = 4;
/** How far above or below its line a click still picks a word, as a share of the line's height. */
const LINE_CLICK_SLACK = 0.4;

/**
 * The word under a point (in page points). A text layer's boxes span the whole line, but OCR's hug
 * the ink: "en" is only as tall as its x-height, so a click on the line just above the letters
 * would miss it. A click that hits no box therefore picks the nearest word whose line (from the
 * top of its tallest word to the bottom of its lowest) it is in or near, within a space's width.
 */
export function wordAt(words: readonly Word[], point: Point): Word | undefined {
  const exact = words.find(
    (w) => point.x >= w.bbox.x0 && point.x <= w.bbox.x1 && point.y >= w.bbox.y0 && point.y <= w.bbox.y1,
  );
  if (exact) return exact;
  const lines = new Map<number, { y0: number; y1: number }>();
  for (const w of words) {
    if (w.line === undefined) continue;
    const band = lines.get(w.line);
    lines.set(
      w.line,
      band
        ? { y0: Math.min(band.y0, w.bbox.y0), y1: Math.max(band.y1, w.bbox.y1) }
        : { y0: w.bbox.y0, y1: w.bbox.y1 },
    );
  }
  let nearest: Word | undefined;
  let nearestDistance = Number.POSITIVE_INFINITY;
  for (const w of words) {
    const band = (w.line !== undefined && lines.get(w.line)) || w.bbox;
    const dy = point.y < band.y0 ? band.y0 - point.y : point.y > band.y1 ? point.y - band.y1 : 0;
    const dx = point.x < w.bbox.x0 ? w.bbox.x0 - point.x : point.x > w.bbox.x1 ? point.x - w.bbox.x1 : 0;
    if (dx > WORD_CLICK_SLACK_PT || dy > (band.y1 - band.y0) * LINE_CLICK_SLACK) continue;
    const distance = Math.hypot(dx, dy);
    if (distance < nearestDistance) {
      nearest = w;
      nearestDistance = distance;
    }
  }
  return nearest;
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
      bbox: {
        x0: word.bbox.x0 + step * first,
        y0: word.bbox.y0,
        x1: word.bbox.x0 + step * (last + 1),
        y1: word.bbox.y1,
      },
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
  return {
    x0: box.x0 - horizontal / 2,
    y0: box.y0 - vertical / 2,
    x1: box.x1 + horizontal / 2,
    y1: box.y1 + vertical / 2,
  };
}

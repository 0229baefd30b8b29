import { describe, expect, it } from 'vitest';
import {
  boxFromPoints,
  charsInBox,
  classifyTextGesture,
  judgeRectangle,
  mergeLines,
  wordAt,
} from './geometry.ts';

const word = (text: string, x0: number, y0: number, x1: number, y1: number) => ({
  text,
  bbox: { x0, y0, x1, y1 },
});

describe('rectangles', () => {
  it('normalises a drag made in any direction', () => {
    expect(boxFromPoints({ x: 50, y: 40 }, { x: 10, y: 20 })).toEqual({ x0: 10, y0: 20, x1: 50, y1: 40 });
  });
  it('ignores thin rectangles and reports tiny ones', () => {
    expect(judgeRectangle({ x0: 0, y0: 0, x1: 1, y1: 1 })).toBe('tooSmall');
    expect(judgeRectangle({ x0: 0, y0: 0, x1: 1.5, y1: 40 })).toBe('ignore');
    expect(judgeRectangle({ x0: 0, y0: 0, x1: 10, y1: 10 })).toBe('keep');
  });
  it('judges the 2 px minimum on screen, at any zoom', () => {
    // A 1 px drag on a page shown at 40 %: 2.5 page points, still too small to mean anything.
    expect(judgeRectangle({ x0: 0, y0: 0, x1: 2.5, y1: 2.5 }, 0.4)).toBe('tooSmall');
    expect(judgeRectangle({ x0: 0, y0: 0, x1: 2.5, y1: 40 }, 0.4)).toBe('ignore');
    // At 200 %, 1.5 points is 3 px: a mark.
    expect(judgeRectangle({ x0: 0, y0: 0, x1: 1.5, y1: 1.5 }, 2)).toBe('keep');
  });
});

describe('text selection gestures', () => {
  it('a quick short click picks a word', () => {
    expect(classifyTextGesture({ x: 0, y: 0 }, { x: 5, y: 5 }, 200)).toBe('word');
  });
  it('a slow tiny move cancels, a longer one drags', () => {
    expect(classifyTextGesture({ x: 0, y: 0 }, { x: 2, y: 2 }, 500)).toBe('cancel');
    expect(classifyTextGesture({ x: 0, y: 0 }, { x: 2, y: 20 }, 500)).toBe('drag');
    expect(classifyTextGesture({ x: 0, y: 0 }, { x: 9, y: 0 }, 100)).toBe('drag');
  });
  it('finds the word under a point', () => {
    expect(wordAt([word('Kari', 10, 10, 40, 22)], { x: 20, y: 15 })?.text).toBe('Kari');
  });
  // What OCR read on a scanned line (page points): its boxes hug the ink, so "svarer" is only as
  // tall as its x-height while "Fjellheim" reaches from the ascenders to the descender.
  const ocrLine = [
    { ...word('Kontaktperson', 73, 81.4, 148.6, 92.6), line: 1 },
    { ...word('Fjellheim', 153.6, 81.4, 199.9, 92.6), line: 1 },
    { ...word('svarer', 204.5, 83.5, 237.4, 90.2), line: 1 },
    { ...word('innen', 241.4, 81.4, 269.3, 90.2), line: 1 },
    { ...word('Saken', 72.7, 63.1, 105.1, 72.2), line: 0 },
    { ...word('Nordmann,', 174.2, 63.4, 231.6, 73.7), line: 0 },
  ];
  it('on a scan, picks a word clicked on its line above or below its letters', () => {
    expect(wordAt(ocrLine, { x: 220, y: 82 })?.text).toBe('svarer');
    expect(wordAt(ocrLine, { x: 220, y: 92 })?.text).toBe('svarer');
    // Between two lines, the nearer one's word.
    expect(wordAt(ocrLine, { x: 220, y: 79 })?.text).toBe('svarer');
    expect(wordAt(ocrLine, { x: 220, y: 75 })?.text).toBe('Nordmann,');
  });
  it('picks the nearer word in the space between two, and nothing far from any word', () => {
    expect(wordAt(ocrLine, { x: 201, y: 86 })?.text).toBe('Fjellheim');
    expect(wordAt(ocrLine, { x: 203.5, y: 86 })?.text).toBe('svarer');
    expect(wordAt(ocrLine, { x: 300, y: 86 })).toBeUndefined();
    expect(wordAt(ocrLine, { x: 220, y: 110 })).toBeUndefined();
  });
});

describe('characters in a box', () => {
  it('takes only the characters whose centre is inside', () => {
    const picked = charsInBox([word('Nordmann', 0, 0, 80, 12)], { x0: 0, y0: 0, x1: 40, y1: 12 });
    expect(picked).toEqual([word('Nord', 0, 0, 40, 12)]);
  });
  it('skips words whose middle is outside the box vertically', () => {
    expect(charsInBox([word('x', 0, 0, 10, 12)], { x0: 0, y0: 8, x1: 10, y1: 30 })).toEqual([]);
  });
});

describe('merging lines', () => {
  it('joins pieces within 6 pt vertically and keeps other lines apart', () => {
    const merged = mergeLines([
      word('Nordmann', 50, 102, 90, 114),
      word('Kari', 10, 100, 40, 112),
      word('Oslo', 10, 130, 40, 142),
    ]);
    expect(merged).toEqual([word('Kari Nordmann', 10, 100, 90, 114), word('Oslo', 10, 130, 40, 142)]);
  });
});

import { describe, expect, it } from 'vitest';
import { boxFromPoints, charsInBox, classifyTextGesture, judgeRectangle, mergeLines, wordAt } from './geometry.ts';

const word = (text: string, x0: number, y0: number, x1: number, y1: number) => ({ text, bbox: { x0, y0, x1, y1 } });

describe('rectangles', () => {
  it('normalises a drag made in any direction', () => {
    expect(boxFromPoints({ x: 50, y: 40 }, { x: 10, y: 20 })).toEqual({ x0: 10, y0: 20, x1: 50, y1: 40 });
  });
  it('ignores thin rectangles and reports tiny ones', () => {
    expect(judgeRectangle({ x0: 0, y0: 0, x1: 1, y1: 1 })).toBe('tooSmall');
    expect(judgeRectangle({ x0: 0, y0: 0, x1: 1.5, y1: 40 })).toBe('ignore');
    expect(judgeRectangle({ x0: 0, y0: 0, x1: 10, y1: 10 })).toBe('keep');
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
    const merged = mergeLines([word('Nordmann', 50, 102, 90, 114), word('Kari', 10, 100, 40, 112), word('Oslo', 10, 130, 40, 142)]);
    expect(merged).toEqual([word('Kari Nordmann', 10, 100, 90, 114), word('Oslo', 10, 130, 40, 142)]);
  });
});

import { describe, expect, it } from 'vitest';
import { formatPages } from './format.ts';

describe('formatPages', () => {
  it('lists pages in order once, with runs of three or more as a range', () => {
    expect(formatPages([2])).toBe('2');
    expect(formatPages([5, 2, 2, 3])).toBe('2, 3, 5');
    expect(formatPages([9, 7, 8, 1, 12, 13, 14, 15])).toBe('1, 7–9, 12–15');
  });
});

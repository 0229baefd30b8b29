import { describe, expect, it } from 'vitest';
import { contrastRatio, normalizeAppearance, readableTextColor } from './appearance.ts';

describe('label colour', () => {
  it('measures WCAG contrast', () => {
    expect(contrastRatio([0, 0, 0], [1, 1, 1])).toBeCloseTo(21, 5);
    expect(contrastRatio([1, 1, 1], [1, 1, 1])).toBe(1);
    expect(contrastRatio([1, 0, 0], [1, 1, 1])).toBeCloseTo(4, 1);
  });

  it('keeps a chosen colour with contrast 3:1 or more, else picks black or white', () => {
    expect(readableTextColor([1, 1, 1], [0, 0, 0])).toEqual([1, 1, 1]);
    expect(readableTextColor([1, 0, 0], [1, 1, 1])).toEqual([1, 0, 0]);
    expect(readableTextColor([1, 1, 1], [1, 1, 1])).toEqual([0, 0, 0]);
    expect(readableTextColor([1, 1, 0], [1, 1, 1])).toEqual([0, 0, 0]);
    expect(readableTextColor([0, 0, 0], [0, 0, 0.2])).toEqual([1, 1, 1]);
  });

  it('normalises each mode against what is behind the label', () => {
    expect(normalizeAppearance({ mode: 'replace_text', text_color: [1, 1, 1] }).text_color).toEqual([
      0, 0, 0,
    ]);
    expect(normalizeAppearance({ mode: 'replace_text' }).text_color).toEqual([0, 0, 0]);
    expect(normalizeAppearance({ mode: 'fill_and_text' }).text_color).toEqual([1, 1, 1]);
    expect(normalizeAppearance({ mode: 'fill_and_text', fill_color: [1, 1, 1] }).text_color).toEqual([
      0, 0, 0,
    ]);
  });
});

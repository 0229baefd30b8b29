import { describe, expect, it } from 'vitest';
import type { Highlight } from '../types.ts';
import { colourStripes, marksOnSameWords } from './highlight-index.ts';

const mark = (id: string, x: number, w: number): Highlight => ({
  id,
  fileKey: 'f',
  page: 1,
  x,
  y: 10,
  w,
  h: 12,
  type: 'ENTITY',
  color: '#000',
  opacity: 0.4,
  timestamp: 0,
});

describe('marks on the same words', () => {
  it('are the hovered one first, then those covering at least half of the same area', () => {
    const person = mark('person-s', 100, 80);
    const same = mark('person-a', 100, 80);
    const firstName = mark('first-name', 100, 38);
    const neighbour = mark('next-word', 175, 40);
    expect(marksOnSameWords(person, [neighbour, person, same, firstName]).map((h) => h.id)).toEqual([
      'person-s',
      'person-a',
      'first-name',
    ]);
  });
});

describe('colour stripes', () => {
  it('split one box among the colours that mark it, and leave single marks whole', () => {
    const standard = { ...mark('s', 100, 80), color: '#71ffa0' };
    const advanced = { ...mark('a', 100, 80), color: '#7171ff' };
    const twin = { ...mark('s2', 100, 80), color: '#71ffa0' };
    const alone = { ...mark('alone', 300, 40), color: '#7171ff' };
    const stripes = colourStripes([standard, advanced, twin, alone], () => false);
    expect(Object.fromEntries(stripes)).toEqual({
      s: { index: 0, count: 2 },
      a: { index: 1, count: 2 },
      s2: { index: 0, count: 2 },
    });
    expect(colourStripes([standard, advanced], (h) => h.id === 'a').size).toBe(0);
  });
});

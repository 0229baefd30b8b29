import { describe, expect, it } from 'vitest';
import type { Span } from '../types.ts';
import { clampThreshold, createBanListMatcher, resolveOverlaps } from './filters.ts';

const span = (entityType: string, start: number, end: number, score: number): Span => ({ entityType, start, end, score, reason: '', engine: 'fast' });

describe('resolveOverlaps', () => {
  it('keeps the longer of two overlapping spans even with a lower score', () => {
    const kept = resolveOverlaps([span('A', 0, 4, 0.99), span('B', 0, 10, 0.6)]);
    expect(kept.map((s) => s.entityType)).toEqual(['B']);
  });

  it('keeps the higher score at equal length, and is independent of input order', () => {
    const a = span('A', 5, 10, 0.7);
    const b = span('B', 5, 10, 0.9);
    expect(resolveOverlaps([a, b]).map((s) => s.entityType)).toEqual(['B']);
    expect(resolveOverlaps([b, a]).map((s) => s.entityType)).toEqual(['B']);
  });

  it('keeps touching and separate spans, sorted by start', () => {
    const kept = resolveOverlaps([span('B', 10, 12, 0.5), span('A', 0, 10, 0.5), span('C', 11, 20, 0.5)]);
    expect(kept.map((s) => s.entityType)).toEqual(['A', 'C']);
  });
});

describe('ban list and threshold', () => {
  it('matches whole words only, ignoring case and surrounding spaces', () => {
    const isBanned = createBanListMatcher([' Oslo ', 'nav.no']);
    expect(isBanned('Storgata 1, 0155 OSLO')).toBe(true);
    expect(isBanned('nav.no')).toBe(true);
    expect(isBanned('Oslofjorden')).toBe(false);
    expect(createBanListMatcher([])('Oslo')).toBe(false);
  });

  it('clamps the threshold and falls back to 0.5', () => {
    expect(clampThreshold(undefined)).toBe(0.5);
    expect(clampThreshold(Number.NaN)).toBe(0.5);
    expect(clampThreshold(1.5)).toBe(1);
    expect(clampThreshold(-1)).toBe(0);
    expect(clampThreshold(0.3)).toBe(0.3);
  });
});

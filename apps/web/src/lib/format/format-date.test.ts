import { describe, expect, it } from 'vitest';
import { formatRelative } from './format-date.ts';

const now = new Date('2026-11-21T12:00:00Z');

describe('formatRelative', () => {
  it('speaks Norwegian and English', () => {
    expect(formatRelative('2026-11-21T11:55:00Z', 'no', now)).toBe('for 5 minutter siden');
    expect(formatRelative('2026-11-21T11:55:00Z', 'en', now)).toBe('5 minutes ago');
  });

  it('reads under a minute as now', () => {
    expect(formatRelative('2026-11-21T11:59:40Z', 'en', now)).toBe('now');
  });
});

import { describe, expect, it } from 'vitest';
import { resolveBuildId } from './build-id-option.ts';

const NOW = new Date('2026-11-26T18:02:31Z');

describe('the build mark', () => {
  it('is SLADD_BUILD_ID when the deployer sets it', () => {
    expect(resolveBuildId('2026.11.3', 'abc1234', NOW)).toBe('2026.11.3');
    expect(resolveBuildId('v1', null, NOW)).toBe('v1');
  });

  it('is the commit and the build time otherwise, or the time alone outside git', () => {
    expect(resolveBuildId(undefined, 'abc1234', NOW)).toBe('abc1234.202611261802');
    expect(resolveBuildId('', 'abc1234', NOW)).toBe('abc1234.202611261802');
    expect(resolveBuildId(undefined, null, NOW)).toBe('202611261802');
  });

  it('refuses a mark that is not a short plain name, saying what is allowed', () => {
    for (const bad of ['v 1', '<script>', '-v1', 'x'.repeat(65), 'v1"']) {
      expect(() => resolveBuildId(bad, null, NOW), bad).toThrow(/SLADD_BUILD_ID must be 1 to 64 letters/);
    }
  });
});

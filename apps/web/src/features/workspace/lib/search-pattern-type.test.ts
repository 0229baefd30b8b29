import { PATTERN_TYPES } from '@sladd/contract';
import { describe, expect, it } from 'vitest';
import { flagsOfPatternType, patternTypeOf } from './search-pattern-type.ts';

describe('saved search term types', () => {
  it('a saved Regex term is searched as a regular expression, an Aa term case-sensitively', () => {
    expect(flagsOfPatternType('regex')).toEqual({ caseSensitive: false, isAiSearch: false, isRegex: true });
    expect(flagsOfPatternType('case_sensitive')).toEqual({
      caseSensitive: true,
      isAiSearch: false,
      isRegex: false,
    });
    expect(flagsOfPatternType('normal')).toEqual({ caseSensitive: false, isAiSearch: false, isRegex: false });
  });

  it('every type survives a round trip through the flags', () => {
    for (const type of PATTERN_TYPES) expect(patternTypeOf(flagsOfPatternType(type))).toBe(type);
  });
});

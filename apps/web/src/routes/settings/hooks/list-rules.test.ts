import { MESSAGES, type SearchPattern } from '@sladd/contract';
import { describe, expect, it } from 'vitest';
import { badgeOf, checkBanWord, checkSearchTerm, choosePatternType } from './list-rules.ts';

const saved: SearchPattern[] = [{ id: '1', pattern_text: 'Oslo kommune', pattern_type: 'normal' }];

describe('search list rules', () => {
  it('chooses ai_search over case_sensitive over normal', () => {
    expect(choosePatternType({ isAi: true, isCaseSensitive: true })).toBe('ai_search');
    expect(choosePatternType({ isAi: false, isCaseSensitive: true })).toBe('case_sensitive');
    expect(choosePatternType({ isAi: false, isCaseSensitive: false })).toBe('normal');
  });

  it('trims the term and refuses empty, too long and duplicate terms', () => {
    expect(checkSearchTerm('  Bergen  ', saved)).toEqual({ ok: true, text: 'Bergen' });
    expect(checkSearchTerm('   ', saved)).toEqual({
      ok: false,
      problem: { kind: 'key', key: 'search.empty' },
    });
    expect(checkSearchTerm('x'.repeat(201), saved)).toEqual({
      ok: false,
      problem: { kind: 'message', message: MESSAGES.searchPatternTooLong },
    });
    expect(checkSearchTerm(' Oslo kommune', saved)).toMatchObject({
      ok: false,
      problem: { message: MESSAGES.searchPatternExists, isDuplicate: true },
    });
  });

  it('lowercases ban words like the server and refuses empty and duplicate ones', () => {
    expect(checkBanWord('  NAV ', [])).toEqual({ ok: true, word: 'nav' });
    expect(checkBanWord('Nav', ['nav'])).toMatchObject({
      ok: false,
      problem: { message: MESSAGES.banWordExists },
    });
    expect(checkBanWord(' ', [])).toMatchObject({ ok: false, problem: { message: MESSAGES.banWordEmpty } });
    expect(checkBanWord('x'.repeat(101), [])).toMatchObject({
      ok: false,
      problem: { message: MESSAGES.banWordTooLong },
    });
  });

  it('badges case-sensitive, AI and regex terms', () => {
    expect([badgeOf('normal'), badgeOf('case_sensitive'), badgeOf('ai_search'), badgeOf('regex')]).toEqual([
      null,
      'Aa',
      'AI',
      'Regex',
    ]);
  });
});

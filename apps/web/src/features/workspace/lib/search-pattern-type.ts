import type { PatternType } from '@sladd/contract';
import type { SearchQuery } from '../types.ts';

export type SearchFlags = Pick<SearchQuery, 'caseSensitive' | 'isAiSearch' | 'isRegex'>;

/** The saved-term type a query becomes (the settings page's badges: Aa, AI, Regex). */
export function patternTypeOf(query: SearchFlags): PatternType {
  if (query.isRegex) return 'regex';
  if (query.isAiSearch) return 'ai_search';
  return query.caseSensitive ? 'case_sensitive' : 'normal';
}

/** How a saved default term is searched: its type says case-sensitive, AI or regular expression. */
export function flagsOfPatternType(type: string): SearchFlags {
  return {
    caseSensitive: type === 'case_sensitive',
    isAiSearch: type === 'ai_search',
    isRegex: type === 'regex',
  };
}

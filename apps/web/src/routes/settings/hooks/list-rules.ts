import {
  banWordSchema,
  MESSAGES,
  patternTextSchema,
  type PatternType,
  type SearchPattern,
} from '@sladd/contract';

/** A problem found before calling the server: a locale key of this namespace, or a contract message. */
export type ListProblem =
  { kind: 'key'; key: string } | { kind: 'message'; message: string; isDuplicate?: boolean };

/** AI search wins over case-sensitive; neither is a normal search (spec 1 §5). */
export function choosePatternType(options: { isAi: boolean; isCaseSensitive: boolean }): PatternType {
  if (options.isAi) return 'ai_search';
  if (options.isCaseSensitive) return 'case_sensitive';
  return 'normal';
}

/** The trimmed term, or why it cannot be added: empty, too long, or already saved. */
export function checkSearchTerm(
  raw: string,
  existing: readonly SearchPattern[],
): { ok: true; text: string } | { ok: false; problem: ListProblem } {
  const text = raw.trim();
  if (!text) return { ok: false, problem: { kind: 'key', key: 'search.empty' } };
  const parsed = patternTextSchema.safeParse(text);
  if (!parsed.success)
    return {
      ok: false,
      problem: { kind: 'message', message: parsed.error.issues[0]?.message ?? MESSAGES.searchPatternEmpty },
    };
  if (existing.some((pattern) => pattern.pattern_text === text))
    return {
      ok: false,
      problem: { kind: 'message', message: MESSAGES.searchPatternExists, isDuplicate: true },
    };
  return { ok: true, text };
}

/** The word as the server stores it (trimmed, lowercased), or why it cannot be added. */
export function checkBanWord(
  raw: string,
  existing: readonly string[],
): { ok: true; word: string } | { ok: false; problem: ListProblem } {
  const parsed = banWordSchema.safeParse(raw);
  if (!parsed.success)
    return {
      ok: false,
      problem: { kind: 'message', message: parsed.error.issues[0]?.message ?? MESSAGES.banWordEmpty },
    };
  if (existing.includes(parsed.data))
    return { ok: false, problem: { kind: 'message', message: MESSAGES.banWordExists, isDuplicate: true } };
  return { ok: true, word: parsed.data };
}

/** The badge a saved term shows, if any: Aa, AI or Regex. */
export function badgeOf(type: PatternType): string | null {
  return { normal: null, case_sensitive: 'Aa', ai_search: 'AI', regex: 'Regex' }[type];
}

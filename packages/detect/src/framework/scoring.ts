import { collectWordsBefore, termFinderOf, type ContextRules } from './context-words.ts';

/** A hit before it becomes a Span: offsets, base score and the validator's reason. */
export interface Candidate {
  start: number;
  end: number;
  score: number;
  reason: string;
}

/** Clamps a score into 0.01..1 and rounds it to 2 decimals so output is stable. */
export function clampScore(score: number): number {
  return Math.round(Math.min(1, Math.max(0.01, score)) * 100) / 100;
}

/**
 * Applies context rules to a candidate: a positive word raises the score by `boost`, a negative
 * word lowers it by `penalty`; if both occur, the nearer one applies. The reason names the word, never the hit itself.
 */
export function applyContext(text: string, candidate: Candidate, rules: ContextRules | undefined): Candidate {
  if (!rules || (!rules.positive?.length && !rules.negative?.length)) {
    return { ...candidate, score: clampScore(candidate.score) };
  }
  const words = collectWordsBefore(text, candidate.start, rules.window ?? 5);
  let { score, reason } = candidate;
  const positive = rules.positive ? termFinderOf(rules.positive)(words) : undefined;
  const negative = rules.negative ? termFinderOf(rules.negative)(words) : undefined;
  // When both kinds of words are present, the one closer to the hit decides (ties: negative).
  if (negative && (!positive || negative.distance <= positive.distance)) {
    score -= rules.penalty ?? 0.4;
    reason += `; '${negative.term}' nearby points to another kind of value, score lowered`;
  } else if (positive) {
    score += rules.boost ?? 0.35;
    reason += `; context word '${positive.term}' nearby`;
  }
  return { ...candidate, score: clampScore(score), reason };
}

import { collectWordsBefore, termFinderOf, type ContextRules, type TermFinder } from './context-words.ts';

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

/** Context rules made ready once per recognizer: term lists compiled, defaults filled in. */
export interface CompiledContext {
  window: number;
  boost: number;
  penalty: number;
  positive: TermFinder | undefined;
  negative: TermFinder | undefined;
}

/** Compiles context rules; undefined when there are no context words (only the score is clamped then). */
export function compileContext(rules: ContextRules | undefined): CompiledContext | undefined {
  if (!rules || (!rules.positive?.length && !rules.negative?.length)) return undefined;
  return {
    window: rules.window ?? 5,
    boost: rules.boost ?? 0.35,
    penalty: rules.penalty ?? 0.4,
    positive: rules.positive ? termFinderOf(rules.positive) : undefined,
    negative: rules.negative ? termFinderOf(rules.negative) : undefined,
  };
}

/** applyContext with rules compiled beforehand (compileContext). */
export function applyCompiledContext(
  text: string,
  candidate: Candidate,
  context: CompiledContext | undefined,
): Candidate {
  if (context === undefined) return { ...candidate, score: clampScore(candidate.score) };
  const words = collectWordsBefore(text, candidate.start, context.window);
  let { score, reason } = candidate;
  const positive = context.positive?.(words);
  const negative = context.negative?.(words);
  // When both kinds of words are present, the one closer to the hit decides (ties: negative).
  if (negative && (!positive || negative.distance <= positive.distance)) {
    score -= context.penalty;
    reason += `; '${negative.term}' nearby points to another kind of value, score lowered`;
  } else if (positive) {
    score += context.boost;
    reason += `; context word '${positive.term}' nearby`;
  }
  return { ...candidate, score: clampScore(score), reason };
}

// Rules objects are module constants, so each is compiled once.
const compiledRules = new WeakMap<ContextRules, CompiledContext | undefined>();

/**
 * Applies context rules to a candidate: a positive word raises the score by `boost`, a negative
 * word lowers it by `penalty`; if both occur, the nearer one applies. The reason names the word, never the hit itself.
 */
export function applyContext(text: string, candidate: Candidate, rules: ContextRules | undefined): Candidate {
  if (!rules) return applyCompiledContext(text, candidate, undefined);
  if (!compiledRules.has(rules)) compiledRules.set(rules, compileContext(rules));
  return applyCompiledContext(text, candidate, compiledRules.get(rules));
}

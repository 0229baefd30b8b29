import type { Recognizer, RecognizerContext, Span } from '../types.ts';
import { matchAnchored, matchEverywhere, type AnchoredPattern } from './anchored-pattern.ts';
import type { ContextRules } from './context-words.ts';
import { applyCompiledContext, compileContext, type Candidate } from './scoring.ts';
import { textScanOf } from './text-scan.ts';

/** What a pattern recognizer is made of: regexes, a validator per match and context rules. */
export interface PatternRecognizerSpec {
  id: string;
  entityType: string;
  /**
   * Global (`g`) regexes; each match goes through `evaluate`. A pattern may carry `onlyIf`, a
   * cheap non-global regex tested on the whole text first ("@" before the e-mail scan), or
   * `starts`, the offsets of the page's scan where its matches can begin (anchored-pattern.ts).
   */
  patterns: readonly Pattern[];
  /**
   * Validates one match and returns a scored candidate (offsets may be narrowed), several, or
   * undefined to reject it (wrong checksum, impossible date, …).
   */
  evaluate: (
    match: RegExpExecArray,
    ctx: RecognizerContext,
    patternIndex: number,
  ) => Candidate | Candidate[] | undefined;
  context?: ContextRules;
}

/** A pattern that only runs when the text passes a cheap pre-check. */
export interface GuardedPattern {
  regex: RegExp;
  onlyIf: RegExp;
}

export type Pattern = RegExp | GuardedPattern | AnchoredPattern;

/** A recognizer built from patterns; `patterns` are exposed so tests can check anchored ones against a plain scan. */
export interface PatternRecognizer extends Recognizer {
  readonly patterns: readonly Pattern[];
}

/** The matches of one pattern in the context's text. */
function matchPattern(pattern: Pattern, ctx: RecognizerContext): RegExpExecArray[] {
  if (pattern instanceof RegExp) return matchEverywhere(pattern, ctx.text);
  if ('starts' in pattern) return matchAnchored(pattern, textScanOf(ctx));
  return pattern.onlyIf.test(ctx.text) ? matchEverywhere(pattern.regex, ctx.text) : [];
}

/** Builds a Recognizer from patterns, a validator and context rules. */
export function createPatternRecognizer(spec: PatternRecognizerSpec): PatternRecognizer {
  const context = compileContext(spec.context);
  return {
    id: spec.id,
    entityTypes: [spec.entityType],
    patterns: spec.patterns,
    find(ctx: RecognizerContext): Span[] {
      const candidates: Candidate[] = [];
      for (let index = 0; index < spec.patterns.length; index++) {
        for (const m of matchPattern(spec.patterns[index]!, ctx)) {
          const result = spec.evaluate(m, ctx, index);
          if (result === undefined) continue;
          if (Array.isArray(result)) candidates.push(...result);
          else candidates.push(result);
        }
      }
      // Context only moves scores, never offsets, so it is weighed for the outermost hits alone.
      return dropNested(candidates).map((candidate) => ({
        entityType: spec.entityType,
        engine: 'fast',
        ...applyCompiledContext(ctx.text, candidate, context),
      }));
    },
  };
}

/** Candidate covering the whole regex match. */
export function matchCandidate(match: RegExpExecArray, score: number, reason: string): Candidate {
  return { start: match.index, end: match.index + match[0].length, score, reason };
}

/** Sorts by position and drops hits lying inside a longer hit of the same recognizer ("mars 2024" in "12. mars 2024"). */
function dropNested(candidates: Candidate[]): Candidate[] {
  candidates.sort((a, b) => a.start - b.start || b.end - a.end);
  const kept: Candidate[] = [];
  let reach = -1;
  for (const candidate of candidates) {
    if (candidate.end <= reach) continue;
    kept.push(candidate);
    reach = Math.max(reach, candidate.end);
  }
  return kept;
}

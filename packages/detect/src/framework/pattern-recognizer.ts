import type { Recognizer, RecognizerContext, Span } from '../types.ts';
import type { ContextRules } from './context-words.ts';
import { applyContext, type Candidate } from './scoring.ts';

/** What a pattern recognizer is made of: regexes, a validator per match and context rules. */
export interface PatternRecognizerSpec {
  id: string;
  entityType: string;
  /**
   * Global (`g`) regexes; each match goes through `evaluate`. A pattern may carry `onlyIf`, a
   * cheap non-global regex tested on the whole text first ("@" before the e-mail scan).
   */
  patterns: readonly (RegExp | GuardedPattern)[];
  /**
   * Validates one match and returns a scored candidate (offsets may be narrowed), several, or
   * undefined to reject it (wrong checksum, impossible date, …).
   */
  evaluate: (match: RegExpExecArray, ctx: RecognizerContext, patternIndex: number) => Candidate | Candidate[] | undefined;
  context?: ContextRules;
}

/** A pattern that only runs when the text passes a cheap pre-check. */
export interface GuardedPattern {
  regex: RegExp;
  onlyIf: RegExp;
}

/** Builds a Recognizer from patterns, a validator and context rules. */
export function createPatternRecognizer(spec: PatternRecognizerSpec): Recognizer {
  return {
    id: spec.id,
    entityTypes: [spec.entityType],
    find(ctx: RecognizerContext): Span[] {
      const spans: Span[] = [];
      spec.patterns.forEach((entry, index) => {
        const pattern = entry instanceof RegExp ? entry : entry.regex;
        if (!(entry instanceof RegExp) && !entry.onlyIf.test(ctx.text)) return;
        pattern.lastIndex = 0;
        for (let m = pattern.exec(ctx.text); m !== null; m = pattern.exec(ctx.text)) {
          if (m[0].length === 0) pattern.lastIndex++;
          const result = spec.evaluate(m, ctx, index);
          if (!result) continue;
          for (const candidate of Array.isArray(result) ? result : [result]) {
            const scored = applyContext(ctx.text, candidate, spec.context);
            spans.push({ entityType: spec.entityType, engine: 'fast', ...scored });
          }
        }
      });
      return dropNested(spans);
    },
  };
}

/** Candidate covering the whole regex match. */
export function matchCandidate(match: RegExpExecArray, score: number, reason: string): Candidate {
  return { start: match.index, end: match.index + match[0].length, score, reason };
}

/** Sorts by position and drops hits lying inside a longer hit of the same recognizer ("mars 2024" in "12. mars 2024"). */
function dropNested(spans: Span[]): Span[] {
  spans.sort((a, b) => a.start - b.start || b.end - a.end);
  const kept: Span[] = [];
  let reach = -1;
  for (const span of spans) {
    if (span.end <= reach) continue;
    kept.push(span);
    reach = Math.max(reach, span.end);
  }
  return kept;
}

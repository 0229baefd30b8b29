import type { TextScan } from './text-scan.ts';

// Candidate starts shared by several recognizers (see anchored-pattern.ts). Each regex that uses
// them says why its matches cannot begin anywhere else. Every condition below restates what the
// regex itself demands of its first digit run, so it only drops places where the regex fails.

/** Candidate starts of a pattern, from the page's scan. */
export type StartsOf = (scan: TextScan) => readonly number[];

/** Characters allowed at a place: the characters of a string, or a test of the char code. */
export type CharRule = string | ((code: number) => boolean);

/** What a regex demands of the digit run its match starts at or before. */
export interface DigitRunRule {
  /** Fewest and most digits the run may have (default 1 and no limit). */
  minDigits?: number;
  maxDigits?: number;
  /** The run's first digit. */
  first?: CharRule;
  /** The character right after the run (there must be one). */
  next?: CharRule;
  /** The character at the candidate start (for starts before the run). */
  start?: CharRule;
}

type CodeTest = (code: number) => boolean;

const ANY: CodeTest = () => true;

/** A char-code test for a rule (a string becomes a set of its char codes); NaN, outside the text, fails a rule. */
function compileCharRule(rule: CharRule | undefined): CodeTest {
  if (rule === undefined) return ANY;
  if (typeof rule !== 'string') return (code) => code === code && rule(code);
  const codes = new Set(Array.from(rule, (char) => char.charCodeAt(0)));
  return (code) => codes.has(code);
}

/** A test of a digit run [start, end) of a text against a rule, compiled once per pattern. */
function compileRunRule(rule: DigitRunRule): (text: string, start: number, end: number) => boolean {
  const minDigits = rule.minDigits ?? 1;
  const maxDigits = rule.maxDigits ?? Infinity;
  const first = compileCharRule(rule.first);
  const next = compileCharRule(rule.next);
  const hasNext = rule.next !== undefined;
  return (text, start, end) =>
    end - start >= minDigits &&
    end - start <= maxDigits &&
    first(text.charCodeAt(start)) &&
    (!hasNext || next(text.charCodeAt(end)));
}

/**
 * The start of every digit run the rule allows: where a match begins that starts with a digit not
 * preceded by one (a lookbehind such as `(?<![\d.,-])` before a leading `\d`).
 */
export function atDigitRuns(rule: DigitRunRule = {}): StartsOf {
  if (Object.keys(rule).length === 0) return (scan) => scan.digitRunStarts;
  const allows = compileRunRule(rule);
  return ({ text, digitRunStarts, digitRunEnds }) => {
    const starts: number[] = [];
    for (let i = 0; i < digitRunStarts.length; i++) {
      if (allows(text, digitRunStarts[i]!, digitRunEnds[i]!)) starts.push(digitRunStarts[i]!);
    }
    return starts;
  };
}

/**
 * Offsets `distances` characters before the start of every digit run the rule allows: where a
 * match begins that has a fixed number of non-digit characters before its first digit
 * ("AB 12345", "NO93 …").
 */
export function beforeDigitRuns(distances: readonly number[], rule: DigitRunRule = {}): StartsOf {
  const farthestFirst = [...distances].sort((a, b) => b - a);
  const allows = compileRunRule(rule);
  const startAllows = compileCharRule(rule.start);
  return ({ text, digitRunStarts, digitRunEnds }) => {
    const starts: number[] = [];
    for (let i = 0; i < digitRunStarts.length; i++) {
      const runStart = digitRunStarts[i]!;
      if (!allows(text, runStart, digitRunEnds[i]!)) continue;
      for (const distance of farthestFirst) {
        const start = runStart - distance;
        if (start >= 0 && startAllows(text.charCodeAt(start))) starts.push(start);
      }
    }
    return starts;
  };
}

/** ASCII upper-case letters, as `[A-Z]` (without the `i` flag) matches them. */
export const UPPER_CASE = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';

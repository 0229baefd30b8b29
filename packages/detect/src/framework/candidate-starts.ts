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

function allows(rule: CharRule | undefined, text: string, at: number): boolean {
  if (rule === undefined) return true;
  if (at < 0 || at >= text.length) return false;
  return typeof rule === 'string' ? rule.includes(text[at]!) : rule(text.charCodeAt(at));
}

function runAllows(rule: DigitRunRule, text: string, start: number, end: number): boolean {
  const digits = end - start;
  return (
    digits >= (rule.minDigits ?? 1) &&
    digits <= (rule.maxDigits ?? Infinity) &&
    allows(rule.first, text, start) &&
    allows(rule.next, text, end)
  );
}

/**
 * The start of every digit run the rule allows: where a match begins that starts with a digit not
 * preceded by one (a lookbehind such as `(?<![\d.,-])` before a leading `\d`).
 */
export function atDigitRuns(rule: DigitRunRule = {}): StartsOf {
  if (Object.keys(rule).length === 0) return (scan) => scan.digitRunStarts;
  return ({ text, digitRunStarts, digitRunEnds }) =>
    digitRunStarts.filter((start, i) => runAllows(rule, text, start, digitRunEnds[i]!));
}

/**
 * Offsets `distances` characters before the start of every digit run the rule allows: where a
 * match begins that has a fixed number of non-digit characters before its first digit
 * ("AB 12345", "NO93 …").
 */
export function beforeDigitRuns(distances: readonly number[], rule: DigitRunRule = {}): StartsOf {
  const farthestFirst = [...distances].sort((a, b) => b - a);
  return ({ text, digitRunStarts, digitRunEnds }) => {
    const starts: number[] = [];
    digitRunStarts.forEach((runStart, i) => {
      if (!runAllows(rule, text, runStart, digitRunEnds[i]!)) return;
      for (const distance of farthestFirst) {
        if (allows(rule.start, text, runStart - distance)) starts.push(runStart - distance);
      }
    });
    return starts;
  };
}

/** ASCII upper-case letters, as `[A-Z]` (without the `i` flag) matches them. */
export const UPPER_CASE = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';

import { atDigitRuns } from '../framework/candidate-starts.ts';
import { createPatternRecognizer, matchCandidate } from '../framework/pattern-recognizer.ts';
import type { Candidate } from '../framework/scoring.ts';
import { isLetter, isWhitespace, runStartBefore, type TextScan } from '../framework/text-scan.ts';
import { expandTwoDigitYear, formatDate, isRealDate } from '../validators/dates.ts';
import { MONTH_PATTERN, parseMonthName } from './month-names.ts';

const NUMERIC = /(?<![\d./-])(\d{1,2})([./-])(\d{1,2})\2(\d{4}|\d{2})(?![\d]|[./-]\d)/g;
const ISO = /(?<![\d./-])(\d{4})-(\d{2})-(\d{2})(?:[T ]\d{2}:\d{2}(?::\d{2})?)?(?![\d]|[./-]\d)/g;
const DAY_MONTH = new RegExp(String.raw`(?<![\p{L}\d])(\d{1,2})\.?\s+(${MONTH_PATTERN})\.?(?:\s+(\d{4}))?(?![\p{L}\d])`, 'giu');
const MONTH_DAY = new RegExp(String.raw`(?<![\p{L}\d])(${MONTH_PATTERN})\.?\s+(\d{1,2})(?:st|nd|rd|th)?,?\s+(\d{4})(?![\p{L}\d])`, 'giu');
const MONTH_YEAR = new RegExp(String.raw`(?<![\p{L}\d]|\d\.?\s{1,3})(${MONTH_PATTERN})\.?\s+((?:19|20)\d{2})(?![\p{L}\d])`, 'giu');
const TIME = /(?<![\d.:,])([01]?\d|2[0-3])([:.])([0-5]\d)(?::[0-5]\d)?(?![\d]|[.:,]\d)/g;

/**
 * Where MONTH_DAY and MONTH_YEAR can begin: both start with a month name, which their lookbehind
 * (no letter before) makes a whole run of letters (also under the `i` flag: 'ſ' and the Kelvin
 * sign that fold to 's' and 'k' are letters too), followed by an optional '.', whitespace and a
 * run of `digits` digits (the day, 1-2, or the year, 4). So a match begins at the first letter of
 * the letter run that ends, after an optional dot, at the whitespace before such a digit run.
 */
function monthNameStarts(minDigits: number, maxDigits: number): (scan: TextScan) => number[] {
  return ({ text, digitRunStarts, digitRunEnds }) => {
    const starts: number[] = [];
    digitRunStarts.forEach((runStart, i) => {
      const digits = digitRunEnds[i]! - runStart;
      if (digits < minDigits || digits > maxDigits) return;
      let end = runStartBefore(text, runStart, isWhitespace);
      if (end === runStart) return;
      if (text.charCodeAt(end - 1) === 46 /* . */) end--;
      const start = runStartBefore(text, end, isLetter);
      if (start < end) starts.push(start);
    });
    return starts;
  };
}

function dateCandidate(m: RegExpExecArray, y: number, mo: number, d: number, score: number, form: string): Candidate | undefined {
  if (!isRealDate(y, mo, d)) return undefined;
  return matchCandidate(m, score, `${form} that is a real calendar date (${formatDate(y, mo, d)})`);
}

function evaluateNumeric(m: RegExpExecArray, isEnglish: boolean): Candidate | undefined {
  const [a, b] = [Number(m[1]), Number(m[3])];
  const hasLongYear = m[4]!.length === 4;
  const year = hasLongYear ? Number(m[4]) : expandTwoDigitYear(Number(m[4]));
  const score = hasLongYear ? 0.85 : 0.6;
  // Day first (Norwegian); a slash date in English text may be month first (03/31/2024).
  const dayFirst = dateCandidate(m, year, b, a, score, 'day-first numeric date');
  if (dayFirst && !(isEnglish && m[2] === '/' && a <= 12 && !isRealDate(year, a, b))) return dayFirst;
  if (m[2] === '/') return dateCandidate(m, year, a, b, score - 0.1, 'month-first numeric date');
  return dayFirst;
}

function evaluateTime(m: RegExpExecArray): Candidate | undefined {
  // "14.30" is a time; "3.50" is far more often an amount, so dotted times need two hour digits.
  if (m[2] === '.' && m[1]!.length !== 2) return undefined;
  return matchCandidate(m, m[2] === ':' ? 0.6 : 0.4, 'clock time (hours 0-23, minutes 0-59)');
}

const PATTERN_KINDS = ['numeric', 'iso', 'day-month', 'month-day', 'month-year', 'time'] as const;

/** DATE_TIME_F: Norwegian and English dates (numeric day-first, ISO, month names) and clock times. */
export const dateTimeRecognizer = createPatternRecognizer({
  id: 'date-time',
  entityType: 'DATE_TIME_F',
  // NUMERIC, ISO, DAY_MONTH and TIME start with a digit that their lookbehind keeps from
  // following another digit: at the start of a digit run of 1-2 digits (the day, the hour) or 4
  // (the ISO year), followed by what the regex puts after it.
  patterns: [
    { regex: NUMERIC, starts: atDigitRuns({ maxDigits: 2, next: './-' }) },
    { regex: ISO, starts: atDigitRuns({ minDigits: 4, maxDigits: 4, next: '-' }) },
    { regex: DAY_MONTH, starts: atDigitRuns({ maxDigits: 2, next: (c) => c === 46 || isWhitespace(c) }) },
    { regex: MONTH_DAY, starts: monthNameStarts(1, 2) },
    { regex: MONTH_YEAR, starts: monthNameStarts(4, 4) },
    { regex: TIME, starts: atDigitRuns({ maxDigits: 2, next: ':.' }) },
  ],
  evaluate(m, ctx, patternIndex) {
    switch (PATTERN_KINDS[patternIndex]) {
      case 'numeric':
        return evaluateNumeric(m, ctx.language === 'en');
      case 'iso':
        return dateCandidate(m, Number(m[1]), Number(m[2]), Number(m[3]), 0.9, 'ISO date');
      case 'day-month': {
        const month = parseMonthName(m[2]!)!;
        const hasYear = m[3] !== undefined;
        // Without a year, check against a leap year so "29. februar" still counts.
        return dateCandidate(m, hasYear ? Number(m[3]) : 2024, month, Number(m[1]), hasYear ? 0.9 : 0.65, 'date with a month name');
      }
      case 'month-day':
        return dateCandidate(m, Number(m[3]), parseMonthName(m[1]!)!, Number(m[2]), 0.9, 'date with a month name');
      case 'month-year':
        return matchCandidate(m, 0.55, 'month name followed by a year');
      case 'time':
        return evaluateTime(m);
      default:
        return undefined;
    }
  },
  context: {
    positive: ['kl', 'klokka', 'klokken', 'klokkeslett', 'tidspunkt', 'dato', 'datert', 'født', 'fødselsdato', 'møte', 'time', 'date', 'dated', 'born', 'dob', 'at', 'on'],
    negative: ['kr', 'nok', 'eur', 'usd', 'beløp', 'sum', 'pris', 'prosent', 'versjon', 'version', 'price', 'amount', 'total'],
    boost: 0.4,
    penalty: 0.3,
  },
});

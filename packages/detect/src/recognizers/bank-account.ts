import { atDigitRuns } from '../framework/candidate-starts.ts';
import { createPatternRecognizer } from '../framework/pattern-recognizer.ts';
import { isValidPersonNumber } from '../validators/fodselsnummer.ts';
import { isValidAccountNumber } from '../validators/mod11.ts';

/** Context words for an account; the fødselsnummer recognizer uses them to step back. */
export const ACCOUNT_WORDS = [
  'kontonummer',
  'kontonr',
  'konto',
  'bankkonto',
  'account',
  'acct',
  'bank',
  'betal',
  'innbetal',
];

/**
 * Separators of the 4.2.5 layout: the same one (dot, space or none) between the groups, except
 * that a line break may stand for a space where the number wraps ("1254 04⏎59582").
 */
function readLayout(first: string, second: string): 'grouped' | 'plain' | undefined {
  // Each separator is one character or none.
  const a = first === '\n' ? ' ' : first;
  const b = second === '\n' ? ' ' : second;
  if (a === '' && b === '') return 'plain';
  // One wrap at most: three lines of figures are a column, not an account.
  if (a === '' || b === '' || (first === '\n' && second === '\n')) return undefined;
  if (a === b || (first === '\n' && b !== '.') || (second === '\n' && a !== '.')) return 'grouped';
  return undefined;
}

/** NO_BANK_ACCOUNT_F: Norwegian kontonummer ("1234.56.78903", "1234 56 78903", plain 11 digits). */
export const bankAccountRecognizer = createPatternRecognizer({
  id: 'no-bank-account',
  entityType: 'NO_BANK_ACCOUNT_F',
  // A digit not after a digit: at a digit run, of 4 (4.2.5 with a separator after the first
  // group), 6 (4+2 run together) or 11 digits.
  patterns: [
    {
      regex: /(?<![\d.,-])(\d{4})([. \u00a0\n]?)(\d{2})([. \u00a0\n]?)(\d{5})(?![\d]|[.,-]\d)/g,
      starts: atDigitRuns({ minDigits: 4, maxDigits: 11 }),
    },
  ],
  evaluate(m) {
    const layout = readLayout(m[2]!, m[4]!);
    const digits = m[1]! + m[3]! + m[5]!;
    if (!layout) return undefined;
    const start = m.index;
    const end = m.index + m[0].length;
    if (!isValidAccountNumber(digits)) {
      // "Kontonr.: 1503.47.12835" with a wrong check digit is still the person's account as
      // written (a typo, or a form filled in by hand): in the account layout, an account word
      // makes it one (0.25 + 0.3); without one it is not reported.
      if (layout !== 'grouped') return undefined;
      const reason = '11 digits in the 4.2.5 account layout whose mod-11 check digit does not match';
      return { start, end, score: 0.25, reason };
    }
    if (layout === 'grouped') {
      // The 4.2.5 layout is how accounts are written, never how a fødselsnummer is, so it decides.
      const reason =
        '11-digit number with a valid kontonummer mod-11 check digit, written in the 4.2.5 account layout';
      return { start, end, score: 0.85, reason };
    }
    // Every valid fødselsnummer passes the account check too; plain, it is an account only when
    // an account word says so (0.3 + 0.3 context), otherwise the fødselsnummer reading stands.
    if (isValidPersonNumber(digits)) {
      const reason =
        '11-digit number with a valid kontonummer check digit that is also a valid fødselsnummer';
      return { start, end, score: 0.3, reason };
    }
    return {
      start,
      end,
      score: 0.6,
      reason: '11-digit number with a valid kontonummer mod-11 check digit, written without grouping',
    };
  },
  context: {
    positive: ACCOUNT_WORDS,
    negative: [
      'fakturanummer',
      'kundenummer',
      'kundenr',
      'ordrenummer',
      'saksnummer',
      'saksnr',
      'kid',
      'referanse',
    ],
    boost: 0.3,
    penalty: 0.3,
  },
});

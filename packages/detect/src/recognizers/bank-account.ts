import { createPatternRecognizer, matchCandidate } from '../framework/pattern-recognizer.ts';
import { isValidPersonNumber } from '../validators/fodselsnummer.ts';
import { isValidAccountNumber } from '../validators/mod11.ts';

/** NO_BANK_ACCOUNT_F: Norwegian kontonummer ("1234.56.78903", "1234 56 78903", plain 11 digits). */
export const bankAccountRecognizer = createPatternRecognizer({
  id: 'no-bank-account',
  entityType: 'NO_BANK_ACCOUNT_F',
  // The same separator (dot, space or none) between all three groups.
  patterns: [/(?<![\d.,-])(\d{4})([. \u00a0]?)(\d{2})\2(\d{5})(?![\d]|[.,-]\d)/g],
  evaluate(m) {
    const digits = m[1]! + m[3]! + m[4]!;
    if (!isValidAccountNumber(digits)) return undefined;
    // A valid fødselsnummer passes mod-11 as well; the person number is the likelier reading.
    if (isValidPersonNumber(digits)) return undefined;
    const isGrouped = m[2] !== '';
    const score = isGrouped ? 0.85 : 0.6;
    const layout = isGrouped ? 'written in the 4.2.5 account layout' : 'written without grouping';
    return matchCandidate(m, score, `11-digit number with a valid kontonummer mod-11 check digit, ${layout}`);
  },
  context: {
    positive: ['kontonummer', 'kontonr', 'konto', 'bankkonto', 'account', 'acct', 'bank', 'betal', 'innbetal'],
    negative: ['fakturanummer', 'kundenummer', 'kundenr', 'ordrenummer', 'saksnummer', 'saksnr', 'kid', 'referanse'],
    boost: 0.3,
    penalty: 0.3,
  },
});

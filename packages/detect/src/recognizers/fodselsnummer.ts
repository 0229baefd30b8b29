import { atDigitRuns } from '../framework/candidate-starts.ts';
import { createPatternRecognizer, matchCandidate } from '../framework/pattern-recognizer.ts';
import { parsePersonNumber } from '../validators/fodselsnummer.ts';
import { ACCOUNT_WORDS } from './bank-account.ts';

const KIND_LABEL = {
  fodselsnummer: 'fødselsnummer',
  'd-nummer': 'D-number',
  'h-nummer': 'H-number',
} as const;
const BASE_SCORE = { fodselsnummer: 0.95, 'd-nummer': 0.9, 'h-nummer': 0.85 } as const;

/** NO_FODSELSNUMMER_F: fødselsnummer, D- and H-numbers ("12038512345", "120385 12345"). */
export const fodselsnummerRecognizer = createPatternRecognizer({
  id: 'no-fodselsnummer',
  entityType: 'NO_FODSELSNUMMER_F',
  // Not part of a longer digit run or a dotted/dashed number such as an account number.
  // The 6+5 form may wrap at its space; the two check digits keep unrelated lines out.
  // A digit not after a digit: at a digit run of 6 (6+5) or 11 digits.
  patterns: [
    {
      regex: /(?<![\d.,-])(\d{6})[ \u00a0\n]?(\d{5})(?![\d]|[.,-]\d)/g,
      starts: atDigitRuns({ minDigits: 6, maxDigits: 11 }),
    },
  ],
  evaluate(m) {
    const info = parsePersonNumber(m[1]! + m[2]!);
    if (!info) return undefined;
    const label = KIND_LABEL[info.kind];
    const rule = info.usesK1Rule2032 ? ' (first control digit under the 2032 rule)' : '';
    const reason = `11-digit number with valid ${label} check digits${rule} and a real birth date (${info.birthDate})`;
    return matchCandidate(m, BASE_SCORE[info.kind] - (info.usesK1Rule2032 ? 0.1 : 0), reason);
  },
  context: {
    positive: [
      'fødselsnummer',
      'fnr',
      'f.nr',
      'personnummer',
      'pnr',
      'd-nummer',
      'h-nummer',
      'født',
      'national id',
      'ssn',
      'personal number',
      'identity number',
    ],
    // Every fødselsnummer passes the account check: after an account word, the account reading
    // (scored 0.6 there) outranks this one (0.95 - 0.4).
    negative: ACCOUNT_WORDS,
    boost: 0.1,
    penalty: 0.4,
  },
});

import { beforeDigitRuns, UPPER_CASE } from '../framework/candidate-starts.ts';
import { createPatternRecognizer } from '../framework/pattern-recognizer.ts';
import { IBAN_LENGTHS, isValidIban } from '../validators/iban.ts';

/**
 * Narrows a greedy match to the country's IBAN length, so "NO93 8601 1117 947 KID" stops after
 * the 15th character; returns the end offset in the original text, or undefined when too short.
 */
function findIbanEnd(raw: string, start: number, length: number): number | undefined {
  let seen = 0;
  for (let i = 0; i < raw.length; i++) {
    if (/\s/.test(raw[i]!)) continue;
    seen++;
    if (seen === length) return start + i + 1;
  }
  return undefined;
}

/** IBAN_CODE_F: IBANs of all registry countries, compact or in groups (also across a line break), mod-97 validated. */
export const ibanRecognizer = createPatternRecognizer({
  id: 'iban',
  entityType: 'IBAN_CODE_F',
  // Groups of four may wrap onto the next line ("SE73 2975 3034⏎4728 …"); the length and the
  // mod-97 check keep a following line from being taken in. The check digits after the two
  // letters of the country start a digit run (of 2 or more), so an IBAN begins at the upper-case
  // letter two characters before one.
  patterns: [
    {
      regex: /(?<![\p{L}\d])[A-Z]{2}\d{2}(?:[ \u00a0\n]?[A-Z0-9]){8,30}(?![\p{L}\d])/gu,
      starts: beforeDigitRuns([2], { minDigits: 2, start: UPPER_CASE }),
    },
  ],
  evaluate(m) {
    const length = IBAN_LENGTHS[m[0].slice(0, 2)];
    if (length === undefined) return undefined;
    const end = findIbanEnd(m[0], m.index, length);
    if (end === undefined) return undefined;
    const compact = m[0].slice(0, end - m.index).replace(/\s/g, '');
    if (!isValidIban(compact)) return undefined;
    const reason = `IBAN with the right length for its country (${length}) and a valid mod-97 checksum`;
    return { start: m.index, end, score: 0.95, reason };
  },
  context: { positive: ['iban', 'konto', 'account', 'bank'], boost: 0.05 },
});

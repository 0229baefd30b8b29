import { collectWordsBefore, findNearestTerm } from '../framework/context-words.ts';
import { atDigitRuns, beforeDigitRuns, UPPER_CASE } from '../framework/candidate-starts.ts';
import { createPatternRecognizer, matchCandidate } from '../framework/pattern-recognizer.ts';
import { isValidDeaNumber } from '../validators/dea.ts';

// HPR numbers have no checksum, so a bare 7-9 digit number is only an HPR number with one of
// these words close before it.
const HPR_WORDS = ['hpr', 'hpr-nr', 'hpr-nummer', 'hprnr', 'helsepersonellnummer', 'helsepersonellnr', 'autorisasjon', 'autorisasjonsnummer', 'lisens', 'lisensnummer', 'license', 'licence'];

const deaWithLetters = beforeDigitRuns([2], { minDigits: 7, maxDigits: 7, start: UPPER_CASE });
const deaWithNine = beforeDigitRuns([1], { minDigits: 8, maxDigits: 8, first: '9', start: UPPER_CASE });

/** MEDICAL_LICENSE_F: Norwegian HPR numbers (with context) and US DEA numbers (checksum). */
export const medicalLicenseRecognizer = createPatternRecognizer({
  id: 'medical-license',
  entityType: 'MEDICAL_LICENSE_F',
  patterns: [
    // A digit not after a digit: at a digit run of 7-9 digits.
    { regex: /(?<![\d.,-])\d{7,9}(?![\d]|[.,-]\d)/g, starts: atDigitRuns({ minDigits: 7, maxDigits: 9 }) },
    // An upper-case letter two characters before a run of seven digits, or one before a run of
    // eight when the second character is the digit 9.
    {
      regex: /(?<![\p{L}\d])[A-Z][A-Z9]\d{7}(?![\p{L}\d])/gu,
      starts: (scan) => [...deaWithLetters(scan), ...deaWithNine(scan)],
    },
  ],
  evaluate(m, ctx) {
    if (/^\d/.test(m[0])) {
      const word = findNearestTerm(collectWordsBefore(ctx.text, m.index, 4), HPR_WORDS);
      if (!word) return undefined;
      return matchCandidate(m, 0.85, `7-9 digit number with the context word '${word.term}' (HPR-nummer)`);
    }
    if (!isValidDeaNumber(m[0])) return undefined;
    return matchCandidate(m, 0.7, 'DEA registration number with a valid check digit');
  },
  context: { positive: ['dea', 'dea-nummer', 'dea number', 'prescriber'], boost: 0.2 },
});

import { collectWordsBefore, findNearestTerm } from '../framework/context-words.ts';
import { beforeDigitRuns, UPPER_CASE } from '../framework/candidate-starts.ts';
import { createPatternRecognizer, matchCandidate } from '../framework/pattern-recognizer.ts';
import { US_STATES } from './us-address.ts';

// Letters Statens vegvesen never issues on ordinary plates (easily confused or reserved).
const UNUSED_LETTERS = /[IMOQÆØÅ]/;
// Upper-case abbreviations that precede numbers far more often than plates do; such a pair is a
// plate only with a vehicle word nearby ("the suspect's car, a grey VW Passat SV 48213").
const NOT_PLATES = new Set(['KR', 'NR', 'TLF', 'ST', 'SV', 'PB']);
const ELECTRIC_PREFIXES = new Set(['EL', 'EK', 'EV', 'EB', 'EC', 'ED', 'EE', 'EF', 'EH', 'EJ']);
/** The letters and five digits are a US state and ZIP code: after "Place," or with a ZIP+4 suffix. */
function isUsZipCode(text: string, start: number, end: number, letters: string, digits: string): boolean {
  if (!US_STATES.has(letters) || digits.length !== 5) return false;
  const before = text.slice(Math.max(0, start - 40), start);
  return /\p{Lu}[\p{L}.'’-]*,[ \u00a0]*$/u.test(before) || /^-\d{4}(?!\d)/.test(text.slice(end, end + 6));
}

const VEHICLE_WORDS = [
  'bil',
  'bilen',
  'kjøretøy',
  'kjøretøyet',
  'varebil',
  'varebilen',
  'lastebil',
  'motorsykkel',
  'reg',
  'reg.nr',
  'regnr',
  'registreringsnummer',
  'registrert',
  'kjennemerke',
  'skilt',
  'skiltnummer',
  'vehicle',
  'car',
  'van',
  'truck',
  'registration',
  'registered',
  'license plate',
  'licence plate',
  'plate',
];
// Words that say the value is a registration, whatever the country: a foreign plate needs one.
const REGISTRATION_WORDS = [
  'reg',
  'reg.nr',
  'regnr',
  'registreringsnummer',
  'kjennemerke',
  'skilt',
  'skiltnummer',
  'registration',
  'license plate',
  'licence plate',
  'plate',
];

const NORWEGIAN =
  /(?<![\p{L}\d-])([A-ZÆØÅ]{2})[ \u00a0-]?([1-9]\d{3,4}|[1-9]\d[ \u00a0]\d{3})(?![\p{L}\d]|[.,]\d)/gu;
// Foreign plates: Lithuanian "KTM 482", Polish "WX 4418K", Swedish "ABC 123"; one to three letters,
// then two to five digits and up to two letters.
const FOREIGN = /(?<![\p{L}\d-])([A-Z]{1,3})[ \u00a0-]?(\d{2,5}[A-Z]{0,2})(?![\p{L}\d]|[.,]\d)/gu;
const IS_NORWEGIAN = /^[A-ZÆØÅ]{2}[ \u00a0-]?(?:[1-9]\d{3,4}|[1-9]\d[ \u00a0]\d{3})$/u;

function hasWordBefore(text: string, start: number, words: readonly string[]): boolean {
  return findNearestTerm(collectWordsBefore(text, start, 5), words) !== undefined;
}

/**
 * NO_LICENSE_PLATE_F: Norwegian plates "AB 12345", "AB12345", "AB 12 345", 4-digit "AB 1234",
 * electric "EL 12345"; foreign plates after a registration word.
 */
export const licensePlateRecognizer = createPatternRecognizer({
  id: 'no-license-plate',
  entityType: 'NO_LICENSE_PLATE_F',
  // The first digit follows a letter or a separator, so it starts a digit run (of 2-5 digits in
  // both: "12 345", "1234", "12345"; NORWEGIAN's first digit is not 0); before it stand two
  // letters and at most one separator (NORWEGIAN), or one to three letters and at most one
  // separator (FOREIGN), and the match begins at an upper-case letter.
  patterns: [
    {
      regex: NORWEGIAN,
      starts: beforeDigitRuns([3, 2], {
        minDigits: 2,
        maxDigits: 5,
        first: '123456789',
        start: `${UPPER_CASE}ÆØÅ`,
      }),
    },
    {
      regex: FOREIGN,
      starts: beforeDigitRuns([4, 3, 2, 1], { minDigits: 2, maxDigits: 5, start: UPPER_CASE }),
    },
  ],
  evaluate(m, ctx, patternIndex) {
    if (patternIndex === 1) {
      if (IS_NORWEGIAN.test(m[0]) && !UNUSED_LETTERS.test(m[1]!) && !NOT_PLATES.has(m[1]!)) return undefined;
      if (!/\d{2}/.test(m[2]!) || !hasWordBefore(ctx.text, m.index, REGISTRATION_WORDS)) return undefined;
      return matchCandidate(
        m,
        0.2,
        'letters and digits in a foreign registration-plate layout after a registration word',
      );
    }
    const letters = m[1]!;
    const digits = m[2]!.replace(/\D/g, '');
    if (UNUSED_LETTERS.test(letters)) return undefined;
    if (
      isUsZipCode(ctx.text, m.index, m.index + m[0].length, letters, digits) &&
      !hasWordBefore(ctx.text, m.index, VEHICLE_WORDS)
    )
      return undefined;
    if (NOT_PLATES.has(letters)) {
      if (!hasWordBefore(ctx.text, m.index, VEHICLE_WORDS)) return undefined;
      return matchCandidate(
        m,
        0.2,
        `plate pattern (${letters} + ${digits.length} digits) with a vehicle word nearby`,
      );
    }
    const isFiveDigits = digits.length === 5;
    const kind = ELECTRIC_PREFIXES.has(letters) ? 'electric-vehicle plate' : 'plate';
    const reason = `Norwegian ${kind} pattern: two valid letters and ${digits.length} digits`;
    return matchCandidate(m, isFiveDigits ? 0.55 : 0.4, reason);
  },
  context: {
    positive: VEHICLE_WORDS,
    boost: 0.35,
  },
});

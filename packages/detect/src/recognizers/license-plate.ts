import { createPatternRecognizer, matchCandidate } from '../framework/pattern-recognizer.ts';

// Letters Statens vegvesen never issues on ordinary plates (easily confused or reserved).
const UNUSED_LETTERS = /[IMOQÆØÅ]/;
// Upper-case abbreviations that precede numbers far more often than plates do.
const NOT_PLATES = new Set(['KR', 'NR', 'TLF', 'ST', 'SV', 'PB']);
const ELECTRIC_PREFIXES = new Set(['EL', 'EK', 'EV', 'EB', 'EC', 'ED', 'EE', 'EF', 'EH', 'EJ']);

/** NO_LICENSE_PLATE_F: Norwegian plates "AB 12345", "AB12345", 4-digit "AB 1234", electric "EL 12345". */
export const licensePlateRecognizer = createPatternRecognizer({
  id: 'no-license-plate',
  entityType: 'NO_LICENSE_PLATE_F',
  patterns: [/(?<![\p{L}\d-])([A-ZÆØÅ]{2})[ \u00a0-]?([1-9]\d{3,4})(?![\p{L}\d]|[.,]\d)/gu],
  evaluate(m) {
    const letters = m[1]!;
    if (UNUSED_LETTERS.test(letters) || NOT_PLATES.has(letters)) return undefined;
    const isFiveDigits = m[2]!.length === 5;
    const kind = ELECTRIC_PREFIXES.has(letters) ? 'electric-vehicle plate' : 'plate';
    const reason = `Norwegian ${kind} pattern: two valid letters and ${m[2]!.length} digits`;
    return matchCandidate(m, isFiveDigits ? 0.55 : 0.4, reason);
  },
  context: {
    positive: ['bil', 'bilen', 'kjøretøy', 'kjøretøyet', 'reg.nr', 'regnr', 'registreringsnummer', 'kjennemerke', 'skilt', 'skiltnummer', 'vehicle', 'car', 'license plate', 'plate'],
    boost: 0.35,
  },
});

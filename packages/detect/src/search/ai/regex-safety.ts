import RE2 from 're2';

/**
 * Safety checks for a regular expression that a language model proposes for AI search (decision
 * 0039). RE2 runs in linear time, so no pattern can hang a worker the way a backtracking engine can
 * ("(a+)+$"), and it refuses what it cannot run in linear time (backreferences, lookaround). What
 * RE2 cannot refuse is a pattern that is valid but useless for redaction: one that matches the
 * empty string, or so much of an ordinary text that every page would be blacked out. Those are
 * measured against a fixed sample text.
 */

/** Longest pattern accepted, in characters. */
export const MAX_PATTERN_CHARS = 200;
/** A pattern whose matches cover more than this share of the sample's characters is refused. */
export const MAX_SAMPLE_COVERAGE = 0.2;
/** … or that matches more often than once per this many characters of the sample. */
export const MIN_SAMPLE_CHARS_PER_MATCH = 40;
/** Longest time compiling and trying the pattern on the sample may take. */
export const MAX_CHECK_MS = 100;

/**
 * An ordinary case-note page in Norwegian and English, with the kinds of things people search for
 * (names, dates, numbers, an address); a sensible pattern matches a few places in it.
 */
export const SAMPLE_TEXT = [
  'Saken gjelder Kari Nordmann, født 12.03.1985, som bor i Storgata 1, 0155 Oslo.',
  'Barneverntjenesten mottok en bekymringsmelding fra skolen den 4. mars 2024.',
  'Moren ble kontaktet på telefon 912 34 567 og møtte på kontoret sammen med faren.',
  'Vedtaket bygger på samtaler med barnet, legen og helsesykepleieren ved skolen.',
  'Konto for utbetaling: 1234.56.78903. Saksbehandler: Ola Hansen, ola.hansen@kommune.no.',
  'The report was written by the case worker after a home visit on 5 April 2024.',
  'The child said that she likes school, has friends and plays football twice a week.',
  'Next meeting: 14:00 at the municipal office, room 12B. Reference 2024/1234-5.',
].join('\n');

/**
 * A second sample, dense with numbers the way a table, a budget or a form is: years, dates, postal
 * codes, amounts. A pattern such as \b\d{4}\b passes the prose above (few numbers) but would mark
 * every year and postal code of a real case file; here it matches too much.
 */
export const NUMBER_SAMPLE_TEXT = [
  'År 2019 2020 2021 2022 2023 2024',
  'Beløp kr 1 250 kr 3 400 kr 12 000 kr 980',
  'Postnr 0155 5003 7010 9008 4006 3015',
  'Dato 01.02.2023 15.03.2023 30.06.2023',
  'Sum 4 815 Antall 16 Side 23 av 42',
].join('\n');

export type PatternRefusal =
  'too_long' | 'invalid' | 'unsupported' | 'matches_empty' | 'matches_too_much' | 'too_slow';

export type PatternCheck =
  { ok: true; pattern: string } | { ok: false; refusal: PatternRefusal; reason: string };

const REASONS: Record<PatternRefusal, string> = {
  too_long: `longer than ${MAX_PATTERN_CHARS} characters`,
  invalid: 'not a valid regular expression',
  unsupported: 'uses backreferences or lookaround, which cannot run in linear time',
  matches_empty: 'matches the empty string',
  matches_too_much: 'matches too much of an ordinary text',
  too_slow: 'took too long to check',
};

const refuse = (refusal: PatternRefusal): PatternCheck => ({ ok: false, refusal, reason: REASONS[refusal] });

const LINEAR_TIME_ONLY = /\(\?<?[=!]|\\[1-9]|\\k</u;

/** Compiles a checked pattern the way AI search runs it: every match, case-insensitive, Unicode. */
export function compileSearchPattern(pattern: string): RE2 {
  return new RE2(pattern, 'giu');
}

/** Checks a proposed pattern; `now` is injectable so a test can make the check run out of time. */
export function checkSearchPattern(
  pattern: string,
  now: () => number = () => performance.now(),
): PatternCheck {
  if (pattern.length > MAX_PATTERN_CHARS) return refuse('too_long');
  if (pattern.trim() === '') return refuse('matches_empty');
  const started = now();
  let re: RE2;
  try {
    re = compileSearchPattern(pattern);
  } catch {
    return refuse(LINEAR_TIME_ONLY.test(pattern) ? 'unsupported' : 'invalid');
  }
  if (re.test('')) return refuse('matches_empty');
  for (const sample of [SAMPLE_TEXT, NUMBER_SAMPLE_TEXT]) {
    const refusal = sampleRefusal(re, sample);
    if (refusal) return refuse(refusal);
    if (now() - started > MAX_CHECK_MS) return refuse('too_slow');
  }
  return { ok: true, pattern };
}

/** Why a pattern is refused on a sample: an empty match, or more than MAX_SAMPLE_COVERAGE of it or too many matches. */
function sampleRefusal(re: RE2, sample: string): PatternRefusal | undefined {
  let covered = 0;
  let count = 0;
  re.lastIndex = 0;
  for (let m = re.exec(sample); m; m = re.exec(sample)) {
    if (m[0].length === 0) return 'matches_empty';
    covered += m[0].length;
    count += 1;
  }
  const tooMuch =
    covered > sample.length * MAX_SAMPLE_COVERAGE || count > sample.length / MIN_SAMPLE_CHARS_PER_MATCH;
  return tooMuch ? 'matches_too_much' : undefined;
}

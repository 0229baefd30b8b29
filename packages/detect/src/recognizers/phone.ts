import {
  findNumbers,
  parsePhoneNumberFromString,
  type CountryCode,
  type PhoneNumber,
} from 'libphonenumber-js/max';
import { matchAnchored, type AnchoredPattern } from '../framework/anchored-pattern.ts';
import { atDigitRuns } from '../framework/candidate-starts.ts';
import { collectWordsBefore, findNearestTerm, type ContextRules } from '../framework/context-words.ts';
import { applyContext, clampScore } from '../framework/scoring.ts';
import { textScanOf, type TextScan } from '../framework/text-scan.ts';
import type { Recognizer, RecognizerContext, Span } from '../types.ts';
import { columnHeaderAt } from './table-column.ts';

// Cheap pre-filter: libphonenumber only sees digit runs that could be a phone number at all,
// which keeps the per-page cost proportional to the number of candidates, not the text length.
// A line break may sit inside a candidate; splitCandidate decides whether it may stay.
const CANDIDATE = /(?<![\p{L}\d+.,/(-])\(?(?:\+|00)?\(?\d[\d \u00a0().\n-]{5,18}\d(?![\d]|[.,/-]\d)/gu;
// Shapes that are never phone numbers: dates, account numbers (4.2.5), fødselsnummer (6+5) and
// unbroken runs that are not 8 digits (Norwegian numbers have 8; foreign ones need a prefix).
const NOT_PHONE =
  /^(?:\d{4}-\d{2}-\d{2}|\d{1,2}[./]\d{1,2}[./]\d{2,4}|\d{4}[. ]\d{2}[. ]\d{5}|\d{6} \d{5}|\d{1,7}|(?!00)\d{9,})$/;
const DATE_LIKE = /^(?:\d{4}-\d{2}-\d{2}|\d{1,2}[./]\d{1,2}[./]\d{2,4})$/;
// A Norwegian number in a layout people write (8 digits, 3-2-3, 2-2-2-2, 4-4), optionally with +47.
const NORWEGIAN_SHAPE =
  /^(?:(?:\+|00)47[ \u00a0\n]?|\(\+47\)[ \u00a0]?)?[2-9](?:\d{7}|\d{2} \d{2} \d{3}|\d (?:\d{2} ){2}\d{2}|\d{3} \d{4})$/;
const COUNTRY_PREFIX = /^\(?(?:\+|00)47\)?[ \u00a0]*\n/;
// "Rekvisisjonsnummer 67718352": a number label that is not a phone label points elsewhere.
// A bare "nummer"/"nr" ("nytt nummer: …") is how people announce a phone number too, so only
// a compound ("rekvisisjonsnummer", "ansattnr") counts.
const OTHER_NUMBER_LABEL = /.(?:nummer|nr)$|(?:sak|ref|-id)$|^(?:id|no)$/;
const PHONE_LABEL = /^(?:telefon|tlf|mobil|mob|faks|fax|tel|phone|sms|kontakt|nød|vakt)/;
// A table column whose header names phones ("Telefon", "Tlf.", "Mobil", "Phone", "Telefonnummer").
const PHONE_COLUMN = /^(?:telefon|tlf|mobil|mob|tel|phone|kontakt|contact|nummer|number)/;
// "+47 (0)21 06 33 92": the trunk 0 written in brackets after the country code is not dialled.
const BRACKETED_TRUNK = /^(\(?(?:\+|00)\d{1,3}\)?[ \u00a0]?)\(0\)/;
// Short service numbers: five digits starting with 0 ("02800", "06 200"), or the harmonised
// European 116 xxx ("116 117"). Eight-digit candidates never hold these (see CANDIDATE).
const SERVICE_NUMBER = /(?<![\p{L}\d+.,/(-])(?:0[1-9]\d{3}|0[1-9] \d{3}|116 ?\d{3})(?![\d]|[.,/-]\d)/gu;
// A foreign number in its national form, with the trunk 0 and no country code ("07700 900 771"):
// 9 to 11 digits (Stockholm "08-642 30 15", London "020 7946 0958"). Norwegian numbers never
// start with 0 (but for the 5-digit ones above).
const TRUNK_NATIONAL = /^0[1-9][\d \u00a0-]{7,13}$/;

/**
 * CANDIDATE's first digit ("00" counts as digits) starts a digit run, and before it stand at most
 * three characters, each '(' or '+' ("(+47", "+(47", "(+(47", "(0047"): the match begins there.
 */
function candidateStarts({ text, digitRunStarts }: TextScan): number[] {
  const starts: number[] = [];
  for (const runStart of digitRunStarts) {
    let start = runStart;
    while (start > runStart - 3 && (text[start - 1] === '(' || text[start - 1] === '+')) start--;
    for (; start <= runStart; start++) starts.push(start);
  }
  return starts;
}

/** Digit runs that may hold a phone number, tried only where the page's scan found digits. */
export const PHONE_CANDIDATES: AnchoredPattern = { regex: CANDIDATE, starts: candidateStarts };
/**
 * Service numbers start with a digit that the lookbehind keeps from following another: at a digit
 * run of 2 ("06 200"), 3 ("116 117"), 5 ("02800") or 6 ("116117") digits, starting with 0 or 1.
 */
export const SERVICE_NUMBERS: AnchoredPattern = {
  regex: SERVICE_NUMBER,
  starts: atDigitRuns({ minDigits: 2, maxDigits: 6, first: '01' }),
};

// Not "konto": as a prefix it would also match "kontoret" (the office), a typical phone label.
const CONTEXT: ContextRules = {
  positive: [
    'tlf',
    'tlf.nr',
    'tlfnr',
    'telefon',
    'telefonnummer',
    'mobil',
    'mobilnummer',
    'mob',
    'ring',
    'ringe',
    'phone',
    'tel',
    'telephone',
    'mobile',
    'call',
    'sms',
    'kontakt',
    'contact',
    'fax',
    'faks',
    'sentral',
    'switchboard',
  ],
  negative: [
    'faktura',
    'fakturanummer',
    'fakturanr',
    'kundenummer',
    'kundenr',
    'saksnummer',
    'saksnr',
    'sak',
    'ordrenummer',
    'ordrenr',
    'referanse',
    'ref',
    'org.nr',
    'orgnr',
    'organisasjonsnummer',
    'invoice',
    'customer',
    'case no',
    'case number',
    'order',
    'kid',
    'kontonummer',
    'kontonr',
    'beløp',
    'kr',
  ],
  boost: 0.35,
  penalty: 0.45,
};

const TYPE_LABEL: Record<string, string> = {
  MOBILE: 'mobile',
  FIXED_LINE: 'landline',
  FIXED_LINE_OR_MOBILE: 'landline or mobile',
  TOLL_FREE: 'toll-free',
  VOIP: 'VoIP',
};

function scoreNumber(raw: string, country: CountryCode | undefined): { score: number; reason: string } {
  const hasPrefix = /^\(?(?:\+|00)/.test(raw);
  if (country === 'NO')
    return {
      score: hasPrefix ? 0.75 : 0.55,
      reason: hasPrefix ? 'phone number with +47 prefix, valid for Norway' : 'phone number valid for Norway',
    };
  return { score: 0.65, reason: `international phone number valid for ${country ?? 'its country'}` };
}

/**
 * A number in the Norwegian layout whose range the numbering plan does not list (new or
 * unlisted ranges): with +47 it is still a phone number; without, only a phone word makes it one.
 */
function toUnlistedSpan(raw: string): Span | undefined {
  if (!NORWEGIAN_SHAPE.test(raw)) return undefined;
  const hasPrefix = /^\(?(?:\+|00)/.test(raw);
  const reason = hasPrefix
    ? 'Norwegian 8-digit number with a +47 prefix, in a range the numbering plan does not list'
    : 'Norwegian 8-digit number in a range the numbering plan does not list';
  return {
    entityType: 'NO_PHONE_NUMBER_F',
    engine: 'fast',
    start: 0,
    end: raw.length,
    score: hasPrefix ? 0.6 : 0.2,
    reason,
  };
}

function toSpan(raw: string, number: PhoneNumber, startsAt: number): Span {
  const { score, reason } = scoreNumber(raw, number.country);
  const type = TYPE_LABEL[number.getType() ?? ''];
  const end = startsAt + raw.length;
  return {
    entityType: 'NO_PHONE_NUMBER_F',
    engine: 'fast',
    start: startsAt,
    end,
    score,
    reason: type ? `${reason} (${type})` : reason,
  };
}

// "+47 912 34 567", "+47 22 33 44 55": a Norwegian number with its country code in a usual layout.
const WITH_COUNTRY_CODE = /^\+47 (?:\d{3} \d{2} \d{3}|\d{2} \d{2} \d{2} \d{2})$/;

/**
 * The valid numbers libphonenumber's findNumbers finds in a candidate, as spans. A candidate of
 * the WITH_COUNTRY_CODE layout is parsed whole instead, which gives the same answer at a fraction
 * of the cost: findNumbers reads such a text as one candidate from its '+' to its end, parses it
 * exactly as parsePhoneNumberFromString does (the same `parse` with the same default country) and
 * keeps it when it is possible and valid; when not, it tries the groups after each space on their
 * own, and no group of two or three digits is a possible Norwegian number (both checked in
 * phone.test.ts).
 */
export function findListedNumbers(text: string): Span[] {
  if (!WITH_COUNTRY_CODE.test(text)) return searchNumbers(text);
  const number = parsePhoneNumberFromString(text, 'NO');
  return number?.isPossible() && number.isValid() ? [toSpan(text, number, 0)] : [];
}

/** The valid numbers findNumbers finds in a candidate (not date-like), as spans. */
export function searchNumbers(text: string): Span[] {
  const spans: Span[] = [];
  for (const found of findNumbers(text, { defaultCountry: 'NO', v2: true })) {
    const raw = text.slice(found.startsAt, found.endsAt);
    if (found.number.isValid() && !DATE_LIKE.test(raw)) spans.push(toSpan(raw, found.number, found.startsAt));
  }
  return spans;
}

/** Phone numbers inside one candidate, offsets relative to the candidate (uncached). */
function parseCandidate(text: string): Span[] {
  if (NOT_PHONE.test(text)) return [];
  // A lone 8-digit number is parsed directly; longer runs may hold two numbers, so search them.
  if (text.replace(/\D/g, '').length === 8 && !/^\(?(?:\+|00)/.test(text)) {
    const number = parsePhoneNumberFromString(text, 'NO');
    if (number?.isValid()) return [toSpan(text, number, 0)];
    const unlisted = toUnlistedSpan(text);
    return unlisted ? [unlisted] : [];
  }
  const trunk = toTrunkNational(text);
  if (trunk) return [trunk];
  const spans = findListedNumbers(text);
  if (spans.length > 0) return spans;
  const unlisted = toUnlistedSpan(text) ?? toPossibleInternational(text) ?? toTrunkNational(text);
  return unlisted ? [unlisted] : [];
}

/**
 * "+44 7911 436 802": a number with a country code whose length fits that country but whose range
 * libphonenumber's metadata does not list (new, reserved or unlisted ranges) is still written as a
 * phone number; nothing else is written with "+" and a country code.
 */
function toPossibleInternational(text: string): Span | undefined {
  const raw = text.trimEnd();
  if (!/^\(?(?:\+|00)[1-9]/.test(raw) || /^\(?(?:\+|00)47/.test(raw)) return undefined;
  const number = parsePhoneNumberFromString(raw.replace(/^\(?00/, '+').replace(/^\(\+/, '+'));
  if (!number?.isPossible()) return undefined;
  return {
    entityType: 'NO_PHONE_NUMBER_F',
    engine: 'fast',
    start: 0,
    end: raw.length,
    score: 0.6,
    reason: `international number with a country code (+${number.countryCallingCode}) and a length that fits it, in a range the numbering plan does not list`,
  };
}

/** "07700 900 771" after a phone word: a foreign number in its national form (base 0.2, needs a phone word). */
function toTrunkNational(text: string): Span | undefined {
  const raw = text.trimEnd();
  const digits = raw.replace(/\D/g, '').length;
  if (!TRUNK_NATIONAL.test(raw) || digits < 9 || digits > 11 || DATE_LIKE.test(raw)) return undefined;
  return {
    entityType: 'NO_PHONE_NUMBER_F',
    engine: 'fast',
    start: 0,
    end: raw.length,
    score: 0.2,
    reason: 'number in a national format with a leading trunk 0 (a foreign phone number)',
  };
}

/**
 * Finds phone numbers in one candidate digit run; offsets are relative to the page text.
 * Deliberately no cache across calls: it would keep document content in process memory.
 */
function findInCandidate(text: string, offset: number): Span[] {
  // libphonenumber does not read across a line break; a space keeps the offsets the same.
  const readable = text.replaceAll('\n', ' ').replace(BRACKETED_TRUNK, (_, prefix: string) => `${prefix}   `);
  return parseCandidate(readable).map((span) => ({
    ...span,
    start: span.start + offset,
    end: span.end + offset,
  }));
}

/**
 * The parts of a candidate to parse: the whole of it when its line break comes right after the
 * country code ("+47⏎912 34 567") or a phone word precedes it; otherwise each line on its own,
 * so numbers on two lines of a table are never joined.
 */
function splitCandidate(text: string, candidate: string, start: number): { part: string; offset: number }[] {
  if (!candidate.includes('\n') || COUNTRY_PREFIX.test(candidate))
    return [{ part: candidate, offset: start }];
  const before = collectWordsBefore(text, start, 3);
  if (findNearestTerm(before, CONTEXT.positive!)) return [{ part: candidate, offset: start }];
  return linesOf(candidate, start);
}

/** Context, plus a penalty when the word right before is another kind of number label ("ansattnummer"). */
function scoreSpan(text: string, span: Span): Span {
  const scored = { ...span, ...applyContext(text, span, CONTEXT) };
  // "Telefon nr. 58 12 34 56": a bare "nr" after a phone word is the phone's own label.
  const [earlier = '', previous = ''] = collectWordsBefore(text, span.start, 2).slice(-2);
  const label = previous || earlier;
  // A country code makes the number a phone number whatever label precedes it ("(UK no.) / 0047…").
  const hasCountryCode = /^\(?(?:\+|00)/.test(text.slice(span.start, span.end));
  if (
    hasCountryCode ||
    !OTHER_NUMBER_LABEL.test(label) ||
    PHONE_LABEL.test(label) ||
    (previous !== '' && PHONE_LABEL.test(earlier)) ||
    scored.reason.includes('score lowered')
  )
    return scored;
  return {
    ...scored,
    score: clampScore(scored.score - (CONTEXT.penalty ?? 0.4)),
    reason: `${scored.reason}; a label for another kind of number comes right before it, score lowered`,
  };
}

/** The lines of a candidate, each on its own ("22 35 67 10⏎2. Økonomi": the list number below is not part of it). */
function linesOf(candidate: string, start: number): { part: string; offset: number }[] {
  const parts: { part: string; offset: number }[] = [];
  let offset = start;
  for (const line of candidate.split('\n')) {
    const trimmed = line.trimEnd();
    if (trimmed.replace(/\D/g, '').length >= 8) parts.push({ part: trimmed, offset });
    offset += line.length + 1;
  }
  return parts;
}

/** "Trafikkseksjonen | 02800": five-digit and 116 service numbers, which a phone word or column must announce (base 0.2). */
function findServiceNumbers(scan: TextScan): Span[] {
  const spans: Span[] = [];
  for (const m of matchAnchored(SERVICE_NUMBERS, scan)) {
    const isHarmonised = m[0].startsWith('116');
    spans.push({
      entityType: 'NO_PHONE_NUMBER_F',
      engine: 'fast',
      start: m.index,
      end: m.index + m[0].length,
      score: isHarmonised ? 0.5 : 0.2,
      reason: isHarmonised
        ? 'European harmonised service number (116 xxx)'
        : 'five-digit Norwegian service number starting with 0',
    });
  }
  return spans;
}

/** A phone column of a text table counts as a phone word before the number. */
function withPhoneColumn(text: string, span: Span): Span {
  if (span.reason.includes('context word') || span.reason.includes('score lowered')) return span;
  const header = columnHeaderAt(text, span.start);
  if (header === undefined || !PHONE_COLUMN.test(header)) return span;
  return {
    ...span,
    score: clampScore(span.score + (CONTEXT.boost ?? 0.35)),
    reason: `${span.reason}; in a table column headed '${header}'`,
  };
}

/** NO_PHONE_NUMBER_F: libphonenumber (max metadata, default country NO) on candidate digit runs, scored with context. */
export const phoneRecognizer: Recognizer = {
  id: 'no-phone-number',
  entityTypes: ['NO_PHONE_NUMBER_F'],
  find(ctx: RecognizerContext): Span[] {
    const spans: Span[] = [];
    const score = (span: Span) => withPhoneColumn(ctx.text, scoreSpan(ctx.text, span));
    const scan = textScanOf(ctx);
    for (const m of matchAnchored(PHONE_CANDIDATES, scan)) {
      if (m[0].replace(/\D/g, '').length < 8) continue;
      const parts = splitCandidate(ctx.text, m[0], m.index);
      let found = parts.flatMap(({ part, offset }) => findInCandidate(part, offset));
      // A phone word kept the lines together, but the line below may hold other figures.
      if (found.length === 0 && parts.length === 1 && m[0].includes('\n'))
        found = linesOf(m[0], m.index).flatMap(({ part, offset }) => findInCandidate(part, offset));
      for (const span of found) spans.push(score(span));
    }
    const longer = spans.length;
    for (const span of findServiceNumbers(scan)) {
      const isInside = spans.slice(0, longer).some((s) => s.start <= span.start && span.end <= s.end);
      if (!isInside) spans.push(score(span));
    }
    return spans;
  },
};

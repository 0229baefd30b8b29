import {
  findNumbers,
  parsePhoneNumberFromString,
  type CountryCode,
  type PhoneNumber,
} from 'libphonenumber-js/max';
import { collectWordsBefore, findNearestTerm, type ContextRules } from '../framework/context-words.ts';
import { applyContext, clampScore } from '../framework/scoring.ts';
import type { Recognizer, RecognizerContext, Span } from '../types.ts';

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
  const spans: Span[] = [];
  for (const found of findNumbers(text, { defaultCountry: 'NO', v2: true })) {
    const raw = text.slice(found.startsAt, found.endsAt);
    if (found.number.isValid() && !DATE_LIKE.test(raw)) spans.push(toSpan(raw, found.number, found.startsAt));
  }
  const unlisted = spans.length === 0 ? toUnlistedSpan(text) : undefined;
  return unlisted ? [unlisted] : spans;
}

/**
 * Finds phone numbers in one candidate digit run; offsets are relative to the page text.
 * Deliberately no cache across calls: it would keep document content in process memory.
 */
function findInCandidate(text: string, offset: number): Span[] {
  // libphonenumber does not read across a line break; a space keeps the offsets the same.
  return parseCandidate(text.replaceAll('\n', ' ')).map((span) => ({
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
  const parts: { part: string; offset: number }[] = [];
  let offset = start;
  for (const line of candidate.split('\n')) {
    const trimmed = line.trimEnd();
    if (trimmed.replace(/\D/g, '').length >= 8) parts.push({ part: trimmed, offset });
    offset += line.length + 1;
  }
  return parts;
}

/** Context, plus a penalty when the word right before is another kind of number label ("ansattnummer"). */
function scoreSpan(text: string, span: Span): Span {
  const scored = { ...span, ...applyContext(text, span, CONTEXT) };
  // "Telefon nr. 58 12 34 56": a bare "nr" after a phone word is the phone's own label.
  const [earlier = '', previous = ''] = collectWordsBefore(text, span.start, 2).slice(-2);
  const label = previous || earlier;
  if (
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

/** NO_PHONE_NUMBER_F: libphonenumber (max metadata, default country NO) on candidate digit runs, scored with context. */
export const phoneRecognizer: Recognizer = {
  id: 'no-phone-number',
  entityTypes: ['NO_PHONE_NUMBER_F'],
  find(ctx: RecognizerContext): Span[] {
    const spans: Span[] = [];
    CANDIDATE.lastIndex = 0;
    for (let m = CANDIDATE.exec(ctx.text); m !== null; m = CANDIDATE.exec(ctx.text)) {
      if (m[0].replace(/\D/g, '').length < 8) continue;
      for (const { part, offset } of splitCandidate(ctx.text, m[0], m.index)) {
        for (const span of findInCandidate(part, offset)) spans.push(scoreSpan(ctx.text, span));
      }
    }
    return spans;
  },
};

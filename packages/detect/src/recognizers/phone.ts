import { findNumbers, parsePhoneNumberFromString, type CountryCode, type PhoneNumber } from 'libphonenumber-js/max';
import type { ContextRules } from '../framework/context-words.ts';
import { applyContext } from '../framework/scoring.ts';
import type { Recognizer, RecognizerContext, Span } from '../types.ts';

// Cheap pre-filter: libphonenumber only sees digit runs that could be a phone number at all,
// which keeps the per-page cost proportional to the number of candidates, not the text length.
const CANDIDATE = /(?<![\p{L}\d+.,/(-])\(?(?:\+|00)?\(?\d[\d \u00a0().-]{5,18}\d(?![\d]|[.,/-]\d)/gu;
// Shapes that are never phone numbers: dates, account numbers (4.2.5), fødselsnummer (6+5) and
// unbroken runs that are not 8 digits (Norwegian numbers have 8; foreign ones need a prefix).
const NOT_PHONE = /^(?:\d{4}-\d{2}-\d{2}|\d{1,2}[./]\d{1,2}[./]\d{2,4}|\d{4}[. ]\d{2}[. ]\d{5}|\d{6} \d{5}|\d{1,7}|(?!00)\d{9,})$/;
const DATE_LIKE = /^(?:\d{4}-\d{2}-\d{2}|\d{1,2}[./]\d{1,2}[./]\d{2,4})$/;

// Not "konto": as a prefix it would also match "kontoret" (the office), a typical phone label.
const CONTEXT: ContextRules = {
  positive: ['tlf', 'telefon', 'telefonnummer', 'mobil', 'mobilnummer', 'mob', 'ring', 'ringe', 'phone', 'tel', 'telephone', 'mobile', 'call', 'sms', 'kontakt', 'contact', 'fax', 'faks'],
  negative: ['faktura', 'fakturanummer', 'fakturanr', 'kundenummer', 'kundenr', 'saksnummer', 'saksnr', 'sak', 'ordrenummer', 'ordrenr', 'referanse', 'ref', 'org.nr', 'orgnr', 'organisasjonsnummer', 'invoice', 'customer', 'case no', 'case number', 'order', 'kid', 'kontonummer', 'kontonr', 'beløp', 'kr'],
  boost: 0.35,
  penalty: 0.45,
};

const TYPE_LABEL: Record<string, string> = { MOBILE: 'mobile', FIXED_LINE: 'landline', FIXED_LINE_OR_MOBILE: 'landline or mobile', TOLL_FREE: 'toll-free', VOIP: 'VoIP' };

function scoreNumber(raw: string, country: CountryCode | undefined): { score: number; reason: string } {
  const hasPrefix = /^\(?(?:\+|00)/.test(raw);
  if (country === 'NO') return { score: hasPrefix ? 0.75 : 0.55, reason: hasPrefix ? 'phone number with +47 prefix, valid for Norway' : 'phone number valid for Norway' };
  return { score: 0.65, reason: `international phone number valid for ${country ?? 'its country'}` };
}

function toSpan(raw: string, number: PhoneNumber, startsAt: number): Span {
  const { score, reason } = scoreNumber(raw, number.country);
  const type = TYPE_LABEL[number.getType() ?? ''];
  const end = startsAt + raw.length;
  return { entityType: 'NO_PHONE_NUMBER_F', engine: 'fast', start: startsAt, end, score, reason: type ? `${reason} (${type})` : reason };
}

/** Phone numbers inside one candidate, offsets relative to the candidate (uncached). */
function parseCandidate(text: string): Span[] {
  if (NOT_PHONE.test(text)) return [];
  // A lone 8-digit number is parsed directly; longer runs may hold two numbers, so search them.
  if (text.replace(/\D/g, '').length === 8 && !/^\(?(?:\+|00)/.test(text)) {
    const number = parsePhoneNumberFromString(text, 'NO');
    return number?.isValid() ? [toSpan(text, number, 0)] : [];
  }
  const spans: Span[] = [];
  for (const found of findNumbers(text, { defaultCountry: 'NO', v2: true })) {
    const raw = text.slice(found.startsAt, found.endsAt);
    if (found.number.isValid() && !DATE_LIKE.test(raw)) spans.push(toSpan(raw, found.number, found.startsAt));
  }
  return spans;
}

/**
 * Finds phone numbers in one candidate digit run; offsets are relative to the page text.
 * Deliberately no cache across calls: it would keep document content in process memory.
 */
function findInCandidate(text: string, offset: number): Span[] {
  return parseCandidate(text).map((span) => ({ ...span, start: span.start + offset, end: span.end + offset }));
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
      for (const span of findInCandidate(m[0], m.index)) spans.push({ ...span, ...applyContext(ctx.text, span, CONTEXT) });
    }
    return spans;
  },
};

import { createPatternRecognizer } from '../framework/pattern-recognizer.ts';
import { addressRecognizer } from '../recognizers/address.ts';
import { bankAccountRecognizer } from '../recognizers/bank-account.ts';
import { dateTimeRecognizer } from '../recognizers/date-time.ts';
import { fodselsnummerRecognizer } from '../recognizers/fodselsnummer.ts';
import { ibanRecognizer } from '../recognizers/iban.ts';
import { ipAddressRecognizer } from '../recognizers/ip-address.ts';
import { licensePlateRecognizer } from '../recognizers/license-plate.ts';
import { paymentCardRecognizer } from '../recognizers/payment-card.ts';
import { phoneRecognizer } from '../recognizers/phone.ts';
import { placeNameRecognizer } from '../recognizers/place-names.ts';
import type { Recognizer, RecognizerContext, Span } from '../types.ts';
import { createSensitiveRecognizer } from './sensitive/recognizer.ts';
import { findOnce, passportRecognizer, postalCodeRecognizer, relabel } from './structured.ts';

/** Keeps a recognizer's hits that have one of `words` shortly before them (within `chars`). */
function onlyAfter(
  recognizer: Recognizer,
  from: string,
  to: string,
  words: RegExp,
  what: string,
): Recognizer {
  return {
    id: `${recognizer.id}->${to}`,
    entityTypes: [to],
    find(ctx: RecognizerContext): Span[] {
      return findOnce(recognizer, ctx)
        .filter(
          (span) =>
            span.entityType === from && words.test(ctx.text.slice(Math.max(0, span.start - 40), span.start)),
        )
        .map((span) => ({ ...span, entityType: to, reason: `${span.reason}; after ${what}` }));
    },
  };
}

const BIRTH_WORDS = /(?:født|fødd|fødselsdato|fødselsdag|f\.|born|date of birth|d\.o\.b\.?|dob)[\s:]*$/iu;
const FAX_WORDS = /(?:faks|telefaks|fax)(?:nummer|nr\.?|[ \u00a0]+n(?:umbe)?r\.?)?[\s:.]*$/iu;

/** "@handle" on social media (not the middle of an e-mail address). Marked: the @ and the handle. */
const socialHandleRecognizer = createPatternRecognizer({
  id: 'standard-social-handle',
  entityType: 'social media handle',
  patterns: [/(?<![\p{L}\d_.@])@[A-Za-z0-9_](?:[A-Za-z0-9_.]{0,28}[A-Za-z0-9_])?(?![\p{L}\d_@]|\.[a-z])/gu],
  evaluate: (m) => ({
    start: m.index,
    end: m.index + m[0].length,
    score: 0.7,
    reason: '@handle of a social media account',
  }),
  context: {
    positive: [
      'twitter',
      'x',
      'instagram',
      'tiktok',
      'snapchat',
      'facebook',
      'linkedin',
      'bruker',
      'profil',
      'handle',
      'account',
      'konto',
    ],
    boost: 0.2,
  },
});

/** Norwegian organisation number (9 digits, mod 11 with weights 3 2 7 6 5 4 3 2). Marked: the number. */
const ORG_WEIGHTS = [3, 2, 7, 6, 5, 4, 3, 2];
function isOrganisationNumber(digits: string): boolean {
  const sum = ORG_WEIGHTS.reduce((total, weight, i) => total + weight * Number(digits[i]), 0);
  const check = 11 - (sum % 11);
  return check !== 10 && (check === 11 ? 0 : check) === Number(digits[8]);
}
const organisationNumberRecognizer = createPatternRecognizer({
  id: 'standard-organisation-number',
  entityType: 'registration number',
  patterns: [/(?<![\d])([89]\d{2})[ \u00a0]?(\d{3})[ \u00a0]?(\d{3})(?![\d])/gu],
  evaluate(m) {
    const digits = `${m[1]}${m[2]}${m[3]}`;
    if (!isOrganisationNumber(digits)) return undefined;
    return {
      start: m.index,
      end: m.index + m[0].length,
      score: 0.5,
      reason: 'Norwegian organisation number (mod 11 check digit)',
    };
  },
  context: {
    positive: [
      'org.nr',
      'org.nr.',
      'orgnr',
      'organisasjonsnummer',
      'organisasjonsnr',
      'foretaksregisteret',
      'registration number',
      'company number',
    ],
    boost: 0.4,
  },
});

/** Card expiry "MM/YY" or "MM/YYYY" after an expiry word. Marked: the date. */
const cardExpiryRecognizer = createPatternRecognizer({
  id: 'standard-card-expiry',
  entityType: 'credit card expiration date',
  patterns: [
    /\b(?:utløpsdato|utløper|gyldig[ \u00a0]+til|exp(?:iry|iration)?(?:[ \u00a0]+date)?|valid[ \u00a0]+(?:thru|through|until))[: \u00a0.]+((?:0[1-9]|1[0-2])[/-](?:\d{2}|20\d{2}))(?![\d/])/giu,
  ],
  evaluate(m) {
    const start = m.index + m[0].lastIndexOf(m[1]!);
    return { start, end: start + m[1]!.length, score: 0.85, reason: 'card expiry date after an expiry word' };
  },
});

/** "medical condition" and "medication": the health lexicon's conditions and medications, judged by the context model. */
function healthKind(kind: 'condition' | 'medication', type: string): Recognizer {
  const health = createSensitiveRecognizer({
    typeOf: (candidate) =>
      candidate.entry.label === 'HEALTH_INFO_S' && candidate.entry.kind === kind ? type : 'other',
    entityTypes: [type],
  });
  return { ...health, id: `standard-sensitive->${type}` };
}

/**
 * The standard catalogue's free-text types (spec 2 §3) and what serves each: one table. A type
 * mapped to `undefined` is not served yet and is reported back as unsupported — never silently
 * ignored.
 */
export const FREE_TEXT_RECOGNIZERS: Readonly<Record<string, Recognizer | undefined>> = {
  location: relabel(placeNameRecognizer, 'LOCATION_F', 'location'),
  date: relabel(dateTimeRecognizer, 'DATE_TIME_F', 'date'),
  organization: undefined,
  address: relabel(addressRecognizer, 'NO_ADDRESS_F', 'address'),
  'medical condition': healthKind('condition', 'medical condition'),
  medication: healthKind('medication', 'medication'),
  'passport number': relabel(passportRecognizer, 'GOV_ID_S', 'passport number'),
  'credit card number': relabel(paymentCardRecognizer, 'CREDIT_CARD_F', 'credit card number'),
  'date of birth': onlyAfter(dateTimeRecognizer, 'DATE_TIME_F', 'date of birth', BIRTH_WORDS, 'a birth word'),
  'bank account number': relabel(bankAccountRecognizer, 'NO_BANK_ACCOUNT_F', 'bank account number'),
  'tax identification number': relabel(
    fodselsnummerRecognizer,
    'NO_FODSELSNUMMER_F',
    'tax identification number',
  ),
  'identity card number': undefined,
  'national id number': relabel(fodselsnummerRecognizer, 'NO_FODSELSNUMMER_F', 'national id number'),
  'insurance number': undefined,
  'license plate number': relabel(licensePlateRecognizer, 'NO_LICENSE_PLATE_F', 'license plate number'),
  'ip address': relabel(ipAddressRecognizer, 'IP_ADDRESS_F', 'ip address'),
  iban: relabel(ibanRecognizer, 'IBAN_CODE_F', 'iban'),
  username: undefined,
  'social media handle': socialHandleRecognizer,
  'registration number': organisationNumberRecognizer,
  'student id number': undefined,
  'vehicle registration number': relabel(
    licensePlateRecognizer,
    'NO_LICENSE_PLATE_F',
    'vehicle registration number',
  ),
  'fax number': onlyAfter(phoneRecognizer, 'NO_PHONE_NUMBER_F', 'fax number', FAX_WORDS, 'a fax word'),
  'visa number': undefined,
  'postal code': relabel(postalCodeRecognizer, 'POSTAL_CODE_S', 'postal code'),
  'credit card expiration date': cardExpiryRecognizer,
};

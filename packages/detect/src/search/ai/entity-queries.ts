import type { EngineName, Language } from '../../types.ts';
import { stemWord } from './stems.ts';

/**
 * Entity queries of AI search (decision 0039): a query that names a kind of personal data
 * ("telefonnumre", "all phone numbers", "fødselsnummer", "names") is answered by the recognizers
 * that find that kind, not by looking for the letters. Aliases are compared by their stems in
 * Norwegian and in English, so plural and definite forms name the same kind.
 */

/** Which engine's recognizers answer an entity query, and for which of its entity codes. */
export interface EntityTarget {
  engine: EngineName;
  entity: string;
}

export interface EntityQuery {
  /** What the hits are called in their reason: "entity query: phone numbers". */
  label: string;
  targets: readonly EntityTarget[];
  aliases: readonly string[];
}

const fast = (entity: string): EntityTarget => ({ engine: 'fast', entity });
const standard = (entity: string): EntityTarget => ({ engine: 'standard', entity });

export const ENTITY_QUERIES: readonly EntityQuery[] = [
  {
    label: 'phone numbers',
    targets: [fast('NO_PHONE_NUMBER_F')],
    aliases: [
      'phone number',
      'telephone number',
      'phone',
      'telephone',
      'mobile number',
      'cell phone number',
      'telefonnummer',
      'telefon',
      'telefonnr',
      'tlf',
      'tlf.nr',
      'mobilnummer',
      'mobilnr',
    ],
  },
  {
    label: 'national identity numbers',
    targets: [fast('NO_FODSELSNUMMER_F')],
    aliases: [
      'fødselsnummer',
      'fødselsnr',
      'personnummer',
      'd-nummer',
      'fnr',
      'national identity number',
      'national id number',
      'national id',
      'personal identity number',
      'social security number',
      'ssn',
    ],
  },
  {
    label: 'names',
    targets: [fast('PERSON_F')],
    aliases: ['name', 'person name', 'full name', 'person', 'navn', 'personnavn', 'fullt navn', 'person'],
  },
  {
    label: 'e-mail addresses',
    targets: [fast('EMAIL_ADDRESS_F')],
    aliases: [
      'email',
      'e-mail',
      'email address',
      'e-mail address',
      'mail address',
      'epost',
      'e-post',
      'epostadresse',
      'e-postadresse',
    ],
  },
  {
    label: 'addresses',
    targets: [fast('NO_ADDRESS_F')],
    aliases: [
      'address',
      'postal address',
      'street address',
      'home address',
      'adresse',
      'postadresse',
      'gateadresse',
      'bostedsadresse',
      'hjemmeadresse',
    ],
  },
  {
    label: 'dates',
    targets: [fast('DATE_TIME_F')],
    aliases: ['date', 'dates and times', 'dato', 'datoer og klokkeslett', 'tidspunkt'],
  },
  {
    label: 'bank account numbers',
    targets: [fast('NO_BANK_ACCOUNT_F'), fast('IBAN_CODE_F')],
    aliases: [
      'bank account',
      'bank account number',
      'account number',
      'iban',
      'kontonummer',
      'kontonr',
      'bankkonto',
      'bankkontonummer',
    ],
  },
  {
    label: 'payment card numbers',
    targets: [fast('CREDIT_CARD_F')],
    aliases: [
      'credit card',
      'credit card number',
      'card number',
      'payment card',
      'kortnummer',
      'kredittkort',
      'betalingskort',
      'bankkort',
    ],
  },
  {
    label: 'places',
    targets: [fast('LOCATION_F')],
    aliases: ['place', 'place name', 'location', 'sted', 'stedsnavn'],
  },
  {
    label: 'web addresses',
    targets: [fast('URL_F')],
    aliases: ['url', 'web address', 'website', 'link', 'nettadresse', 'nettside', 'lenke'],
  },
  {
    label: 'IP addresses',
    targets: [fast('IP_ADDRESS_F')],
    aliases: ['ip address', 'ip', 'ip-adresse'],
  },
  {
    label: 'licence plates',
    targets: [fast('NO_LICENSE_PLATE_F')],
    aliases: [
      'license plate',
      'licence plate',
      'number plate',
      'registration plate',
      'bilnummer',
      'registreringsnummer',
      'skiltnummer',
      'kjennemerke',
    ],
  },
  {
    label: 'ages',
    targets: [standard('AGE_S')],
    aliases: ['age', 'alder'],
  },
  {
    label: 'postal codes',
    targets: [standard('POSTAL_CODE_S')],
    aliases: ['postal code', 'postcode', 'zip code', 'postnummer', 'postnr'],
  },
  {
    label: 'passport numbers',
    targets: [standard('passport number')],
    aliases: ['passport', 'passport number', 'passnummer'],
  },
  {
    label: 'health information',
    targets: [standard('HEALTH_INFO_S')],
    aliases: [
      'health information',
      'health data',
      'medical information',
      'helseopplysning',
      'helseinformasjon',
    ],
  },
  {
    label: 'criminal records',
    targets: [standard('CRIMINAL_RECORD_S')],
    aliases: ['criminal record', 'conviction', 'straffeopplysning', 'strafferegister'],
  },
  // The other sensitive categories of the standard engine, by their category names only: "lønn" or
  // "gjeld" alone stay word queries (a person may be looking for the word).
  {
    label: 'sexual orientation',
    targets: [standard('SEXUAL_ORIENTATION_S')],
    aliases: [
      'sexual orientation',
      'gender identity',
      'seksuell orientering',
      'seksuell legning',
      'kjønnsidentitet',
    ],
  },
  {
    label: 'family relations',
    targets: [standard('FAMILY_RELATION_S')],
    aliases: ['family relation', 'family relations', 'familierelasjon', 'familieforhold'],
  },
  {
    label: 'employment information',
    targets: [standard('EMPLOYMENT_INFO_S')],
    aliases: ['employment information', 'employment status', 'arbeidsforhold', 'ansettelsesforhold'],
  },
  {
    label: 'economic status',
    targets: [standard('ECONOMIC_STATUS_S')],
    aliases: ['economic status', 'financial difficulties', 'økonomisk situasjon', 'økonomiske forhold'],
  },
  {
    label: 'income and assets',
    targets: [standard('FINANCIAL_INFO_S')],
    aliases: ['income and assets', 'financial information', 'inntektsopplysning', 'økonomiske opplysninger'],
  },
  {
    label: 'political views and union membership',
    targets: [standard('POLITICAL_CASE_S')],
    aliases: [
      'political views',
      'political opinion',
      'union membership',
      'politisk ståsted',
      'partitilhørighet',
      'fagforeningsmedlemskap',
    ],
  },
  {
    label: 'substance use and behaviour',
    targets: [standard('BEHAVIORAL_PATTERN_S')],
    aliases: ['substance abuse', 'behavioural problems', 'rusproblematikk', 'atferdsproblematikk'],
  },
  {
    label: 'religion, background and child welfare',
    targets: [standard('CONTEXT_SENSITIVE_S')],
    aliases: ['religious belief', 'religious beliefs', 'religiøs tilhørighet', 'livssyn', 'barnevernstiltak'],
  },
];

// Words around the kind that do not change what is asked for: "all phone numbers", "finn alle navn".
// prettier-ignore
const FILLERS = new Set([
  'all', 'every', 'any', 'a', 'an', 'the', 'find', 'show', 'list', 'search', 'for', 'of', 'in', 'document', 'documents', 'this', 'these',
  'alle', 'alt', 'hver', 'en', 'et', 'ei', 'finn', 'vis', 'søk', 'etter', 'i', 'dokumentet', 'dokumentene', 'de', 'den', 'det',
]);

const LANGUAGES: Language[] = ['no', 'en'];

/** The query's words without punctuation at their ends, lower case. */
export function queryWords(query: string): string[] {
  return query
    .toLowerCase()
    .split(/\s+/u)
    .map((word) => word.replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}.]+$|\.$/gu, ''))
    .filter(Boolean);
}

const keyOf = (words: readonly string[], language: Language) =>
  words.map((word) => stemWord(word, language)).join(' ');

// Alias keys per language, built once.
const ALIAS_KEYS = LANGUAGES.map(
  (language) =>
    new Map(
      ENTITY_QUERIES.flatMap((query) =>
        query.aliases.map((alias) => [keyOf(queryWords(alias), language), query] as const),
      ),
    ),
);

/** The kind of personal data a query names, or undefined when it is not an entity query. */
export function findEntityQuery(query: string): EntityQuery | undefined {
  const words = queryWords(query);
  const content = words.filter((word) => !FILLERS.has(word));
  if (content.length === 0 || content.length > 4) return undefined;
  for (const [index, language] of LANGUAGES.entries()) {
    const found = ALIAS_KEYS[index]!.get(keyOf(content, language));
    if (found) return found;
  }
  return undefined;
}

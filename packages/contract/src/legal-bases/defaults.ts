import type { LegalCodeSetId } from './types.ts';

/**
 * The default legal basis a detected entity proposes (issue 32 item 1, decision 0058). Each entity
 * label falls in one category; each built-in set maps the categories it has a provision for to one of
 * its codes. Among the enabled sets, the first in PREFERENCE that maps the label's category wins.
 * The person can always pick another code: this is only the proposal.
 */
export type EntityCategory = 'personal' | 'national_id' | 'health' | 'special' | 'criminal';

/** Fixed order: offentleglova before the sector acts, Norwegian before UK before US. */
export const LEGAL_SET_PREFERENCE: readonly LegalCodeSetId[] = [
  'no-offentleglova',
  'no-helsepersonelloven',
  'no-forvaltningsloven',
  'no-personopplysningsloven',
  'no-sikkerhetsloven',
  'uk-foi',
  'us-foia',
];

const PERSONAL = [
  // Fast engine
  'PERSON_F',
  'DATE_TIME_F',
  'EMAIL_ADDRESS_F',
  'IBAN_CODE_F',
  'IP_ADDRESS_F',
  'LOCATION_F',
  'MEDICAL_LICENSE_F',
  'NO_ADDRESS_F',
  'NO_PHONE_NUMBER_F',
  'NO_BANK_ACCOUNT_F',
  'NO_LICENSE_PLATE_F',
  'CRYPTO_F',
  'CREDIT_CARD_F',
  // Advanced engine
  'PERSON_A',
  'PHONE_A',
  'EMAIL_A',
  'ADDRESS_A',
  'LOCATION_A',
  'DATE_A',
  'FINANCIAL_INFO_A',
  'AGE_A',
  'CONTEXT_A',
  // Standard engine
  'PERSON_S',
  // Passports and other government ids (packages/detect: the passport recognizer).
  'GOV_ID_S',
  'AGE_S',
  'AGE_INFO_S',
  'DATE_TIME_S',
  'EMAIL_ADDRESS_S',
  'NO_ADDRESS_S',
  'POSTAL_CODE_S',
  'NO_PHONE_NUMBER_S',
  'BEHAVIORAL_PATTERN_S',
  'CONTEXT_SENSITIVE_S',
  'ECONOMIC_STATUS_S',
  'EMPLOYMENT_INFO_S',
  'FAMILY_RELATION_S',
  'FINANCIAL_INFO_S',
  'location',
  'date',
  'address',
  'passport number',
  'credit card number',
  'date of birth',
  'bank account number',
  'tax identification number',
  'identity card number',
  'insurance number',
  'license plate number',
  'ip address',
  'iban',
  'username',
  'social media handle',
  'student id number',
  'vehicle registration number',
  'fax number',
  'visa number',
  'postal code',
  'credit card expiration date',
] as const;

/** Fødselsnummer and numbers that work like it: offentleglova § 26 femte ledd names them. */
const NATIONAL_ID = ['NO_FODSELSNUMMER_F', 'NATIONAL_ID_A', 'national id number'] as const;

const HEALTH = ['HEALTH_A', 'HEALTH_INFO_S', 'medical condition', 'medication'] as const;

/** GDPR art. 9's other special categories. POLITICAL_CASE_S is party and trade-union membership (packages/detect). */
const SPECIAL = [
  'SEXUAL_A',
  'RELIGIOUS_BELIEF_A',
  'POLITICAL_AFFILIATION_A',
  'TRADE_UNION_A',
  'BIOMETRIC_DATA_A',
  'GENETIC_DATA_A',
  'SEXUAL_ORIENTATION_S',
  'POLITICAL_CASE_S',
] as const;

const CRIMINAL = ['CRIMINAL_A', 'CRIMINAL_RECORD_S'] as const;

/** The category of each entity label that proposes a default; labels not listed propose none. */
export const ENTITY_CATEGORIES: ReadonlyMap<string, EntityCategory> = new Map<string, EntityCategory>([
  ...PERSONAL.map((label) => [label, 'personal'] as const),
  ...NATIONAL_ID.map((label) => [label, 'national_id'] as const),
  ...HEALTH.map((label) => [label, 'health'] as const),
  ...SPECIAL.map((label) => [label, 'special'] as const),
  ...CRIMINAL.map((label) => [label, 'criminal'] as const),
]);

const PERSONAL_MATTERS_OFFL = 'no-offl-13-fvl-13-1-1';
const PERSONAL_MATTERS_FVL = 'no-fvl-13-1-1';

/** Per set, the code each category proposes. A set without a line for a category proposes nothing. */
export const DEFAULT_CODES: Readonly<Record<LegalCodeSetId, Partial<Record<EntityCategory, string>>>> = {
  'no-offentleglova': {
    personal: PERSONAL_MATTERS_OFFL,
    national_id: 'no-offl-26-5',
    health: PERSONAL_MATTERS_OFFL,
    special: PERSONAL_MATTERS_OFFL,
    criminal: PERSONAL_MATTERS_OFFL,
  },
  'no-helsepersonelloven': { health: 'no-hpl-21' },
  'no-forvaltningsloven': {
    personal: PERSONAL_MATTERS_FVL,
    national_id: PERSONAL_MATTERS_FVL,
    health: PERSONAL_MATTERS_FVL,
    special: PERSONAL_MATTERS_FVL,
    criminal: PERSONAL_MATTERS_FVL,
  },
  'no-personopplysningsloven': { health: 'no-gdpr-art9', special: 'no-gdpr-art9', criminal: 'no-gdpr-art10' },
  'uk-foi': {
    personal: 'uk-foi-s40',
    national_id: 'uk-foi-s40',
    health: 'uk-foi-s40',
    special: 'uk-foi-s40',
    criminal: 'uk-foi-s40',
  },
  'us-foia': {
    personal: 'us-foia-b6',
    national_id: 'us-foia-b6',
    health: 'us-foia-b6',
    special: 'us-foia-b6',
    criminal: 'us-foia-b6',
  },
};

/** The default code for a detected entity label among the enabled sets, or undefined. */
export function defaultLegalCode(
  entityLabel: string,
  enabledSets: readonly LegalCodeSetId[],
): string | undefined {
  const category = ENTITY_CATEGORIES.get(entityLabel);
  if (category === undefined) return undefined;
  for (const set of LEGAL_SET_PREFERENCE) {
    if (!enabledSets.includes(set)) continue;
    const code = DEFAULT_CODES[set]?.[category];
    if (code !== undefined) return code;
  }
  return undefined;
}

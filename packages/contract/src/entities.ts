/** Detection methods by id (spec 1 §3, spec 2 §3): 1 fast, 2 advanced, 3 standard. */
export const METHOD_IDS = { fast: 1, advanced: 2, standard: 3 } as const;
export type MethodName = keyof typeof METHOD_IDS;
export type MethodId = (typeof METHOD_IDS)[MethodName];

export const FAST_ENTITIES = [
  'PERSON_F',
  'DATE_TIME_F',
  'EMAIL_ADDRESS_F',
  'IBAN_CODE_F',
  'IP_ADDRESS_F',
  'LOCATION_F',
  'MEDICAL_LICENSE_F',
  'URL_F',
  'NO_ADDRESS_F',
  'NO_PHONE_NUMBER_F',
  'NO_FODSELSNUMMER_F',
  'NO_BANK_ACCOUNT_F',
  'NO_LICENSE_PLATE_F',
  'CRYPTO_F',
  // Payment cards (Luhn): added after the spec's fourteen, decision 0016.
  'CREDIT_CARD_F',
] as const;

export const ADVANCED_ENTITIES = [
  'PERSON_A',
  'ORGANIZATION_A',
  'PHONE_A',
  'EMAIL_A',
  'ADDRESS_A',
  'LOCATION_A',
  'DATE_A',
  'NATIONAL_ID_A',
  'FINANCIAL_INFO_A',
  'AGE_A',
  'HEALTH_A',
  'CRIMINAL_A',
  'SEXUAL_A',
  'RELIGIOUS_BELIEF_A',
  'POLITICAL_AFFILIATION_A',
  'TRADE_UNION_A',
  'BIOMETRIC_DATA_A',
  'GENETIC_DATA_A',
  'CONTEXT_A',
] as const;

export const STANDARD_ENTITIES = [
  'PERSON_S',
  'AGE_S',
  'AGE_INFO_S',
  'DATE_TIME_S',
  'EMAIL_ADDRESS_S',
  'GOV_ID_S',
  'NO_ADDRESS_S',
  'POSTAL_CODE_S',
  'NO_PHONE_NUMBER_S',
  'POLITICAL_CASE_S',
  'BEHAVIORAL_PATTERN_S',
  'CONTEXT_SENSITIVE_S',
  'CRIMINAL_RECORD_S',
  'ECONOMIC_STATUS_S',
  'EMPLOYMENT_INFO_S',
  'FAMILY_RELATION_S',
  'FINANCIAL_INFO_S',
  'HEALTH_INFO_S',
  'SEXUAL_ORIENTATION_S',
  'ANIMAL_INFO_S',
  'location',
  'date',
  'organization',
  'address',
  'medical condition',
  'medication',
  'passport number',
  'credit card number',
  'date of birth',
  'bank account number',
  'tax identification number',
  'identity card number',
  'national id number',
  'insurance number',
  'license plate number',
  'ip address',
  'iban',
  'username',
  'social media handle',
  'registration number',
  'student id number',
  'vehicle registration number',
  'fax number',
  'visa number',
  'postal code',
  'credit card expiration date',
] as const;

export type FastEntity = (typeof FAST_ENTITIES)[number];
export type AdvancedEntity = (typeof ADVANCED_ENTITIES)[number];
export type StandardEntity = (typeof STANDARD_ENTITIES)[number];

/** The pseudo-entry per method that stands for every concrete entity of that method. */
export const ALL_ENTRY = { fast: 'ALL_FAST', advanced: 'ALL_ADVANCED', standard: 'ALL_STANDARD' } as const;

export const ENTITY_CATALOGUE = {
  fast: FAST_ENTITIES,
  advanced: ADVANCED_ENTITIES,
  standard: STANDARD_ENTITIES,
} as const satisfies Record<MethodName, readonly string[]>;

/** Expands ALL_* entries to the concrete entities of their method and drops unknown names. */
export function expandEntitySelection(method: MethodName, selection: readonly string[]): string[] {
  const catalogue: readonly string[] = ENTITY_CATALOGUE[method];
  if (selection.includes(ALL_ENTRY[method])) return [...catalogue];
  return [...new Set(selection.filter((name) => catalogue.includes(name)))];
}

/** Collapses a selection that names every concrete entity into the single ALL_* entry. */
export function collapseEntitySelection(method: MethodName, selection: readonly string[]): string[] {
  const expanded = expandEntitySelection(method, selection);
  return expanded.length === ENTITY_CATALOGUE[method].length ? [ALL_ENTRY[method]] : expanded;
}

/** The method an entity code belongs to, or undefined for an unknown code. */
export function methodOfEntity(entity: string): MethodName | undefined {
  for (const method of Object.keys(ENTITY_CATALOGUE) as MethodName[]) {
    if (entity === ALL_ENTRY[method] || (ENTITY_CATALOGUE[method] as readonly string[]).includes(entity))
      return method;
  }
  return undefined;
}

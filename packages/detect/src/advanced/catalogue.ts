import { ADVANCED_ENTITIES, type AdvancedEntity } from '@sladd/contract/entities';

/**
 * One line per advanced label (method 2, the `_A` catalogue of spec 2 §3), written for the model's
 * prompt: what to quote, in the setting Sladd is made for (Norwegian public-sector documents). The
 * special categories of GDPR art. 9 (and art. 10 for criminal matters) carry that note so the
 * model knows they matter most.
 */
export const ADVANCED_LABEL_DESCRIPTIONS: Readonly<Record<AdvancedEntity, string>> = {
  PERSON_A: "a person's name (first, last or full name; not a job title on its own)",
  ORGANIZATION_A: 'a named company, authority, school, hospital, association or other organisation',
  PHONE_A: 'a telephone or fax number',
  EMAIL_A: 'an e-mail address',
  ADDRESS_A: 'a street address, postbox or postal address (street, number, postcode, town)',
  LOCATION_A: 'a named place: town, municipality (kommune), county, country, area or building',
  DATE_A: 'a date or date with time (e.g. 12.03.2024, 12. mars 2024), including a date of birth',
  NATIONAL_ID_A:
    'an identity number: fødselsnummer, D-number, passport, ID card, case or patient number tied to a person',
  FINANCIAL_INFO_A: "a bank account, card number, IBAN, or a person's income, debt, salary or benefits",
  AGE_A: "a person's age (e.g. 34 år, 34-åring)",
  HEALTH_A:
    'health information: diagnoses, illness, injuries, medication, treatment, disability, mental health (GDPR art. 9)',
  CRIMINAL_A: 'criminal matters: offences, charges, convictions, sentences, police cases (GDPR art. 10)',
  SEXUAL_A: "a person's sex life or sexual orientation (GDPR art. 9)",
  RELIGIOUS_BELIEF_A:
    "a person's religion, faith or philosophical belief, or membership of a faith community (GDPR art. 9)",
  POLITICAL_AFFILIATION_A: "a person's political opinions or party membership (GDPR art. 9)",
  TRADE_UNION_A: "a person's trade union membership or union role (GDPR art. 9)",
  BIOMETRIC_DATA_A:
    'biometric data used to identify a person: fingerprints, face images, iris, voice (GDPR art. 9)',
  GENETIC_DATA_A: 'genetic data: DNA, genetic tests, hereditary conditions (GDPR art. 9)',
  CONTEXT_A:
    'other information that identifies a person in context (e.g. "the only female teacher at the school", a family relation, a job title naming one person, a distinctive event)',
};

/** The advanced labels in catalogue order, keeping only codes of the `_A` catalogue. */
export function advancedLabels(selection: readonly string[]): AdvancedEntity[] {
  const wanted = new Set(selection);
  return ADVANCED_ENTITIES.filter((label) => wanted.has(label));
}

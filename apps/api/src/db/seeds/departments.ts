import { METHOD_IDS } from '@sladd/contract';

export interface DepartmentSeed {
  id: number;
  code: string;
  name: { no: string; en: string };
  description: { no: string; en: string };
  isActive: boolean;
  entities: { fast: string[]; advanced: string[]; standard: string[] };
}

/**
 * Norwegian public-sector departments; each predefines the entities its caseworkers must always
 * look for (drawn from the catalogues of spec 2 §3).
 */
export const DEPARTMENTS: DepartmentSeed[] = [
  {
    id: 1,
    code: 'general',
    name: { no: 'Generell forvaltning', en: 'General administration' },
    description: {
      no: 'Saksbehandling, arkiv og innsyn i kommune og stat.',
      en: 'Case handling, records and freedom-of-information requests.',
    },
    isActive: true,
    entities: {
      fast: ['PERSON_F', 'EMAIL_ADDRESS_F', 'NO_PHONE_NUMBER_F', 'NO_FODSELSNUMMER_F', 'NO_ADDRESS_F'],
      advanced: ['PERSON_A', 'NATIONAL_ID_A'],
      standard: ['PERSON_S', 'GOV_ID_S'],
    },
  },
  {
    id: 2,
    code: 'health',
    name: { no: 'Helse og omsorg', en: 'Health and care' },
    description: {
      no: 'Journaler, epikriser og vedtak i helse- og omsorgstjenesten.',
      en: 'Medical records, discharge summaries and care decisions.',
    },
    isActive: true,
    entities: {
      fast: ['PERSON_F', 'NO_FODSELSNUMMER_F', 'MEDICAL_LICENSE_F', 'NO_PHONE_NUMBER_F', 'NO_ADDRESS_F', 'DATE_TIME_F'],
      advanced: ['HEALTH_A', 'PERSON_A', 'GENETIC_DATA_A', 'BIOMETRIC_DATA_A', 'AGE_A'],
      standard: ['HEALTH_INFO_S', 'medical condition', 'medication', 'PERSON_S'],
    },
  },
  {
    id: 3,
    code: 'child_welfare',
    name: { no: 'Barnevern', en: 'Child welfare' },
    description: {
      no: 'Bekymringsmeldinger, undersøkelser og tiltak for barn og familier.',
      en: 'Reports of concern, investigations and measures for children and families.',
    },
    isActive: true,
    entities: {
      fast: ['PERSON_F', 'NO_FODSELSNUMMER_F', 'NO_ADDRESS_F', 'NO_PHONE_NUMBER_F', 'DATE_TIME_F'],
      advanced: ['PERSON_A', 'AGE_A', 'HEALTH_A', 'CRIMINAL_A', 'CONTEXT_A'],
      standard: ['FAMILY_RELATION_S', 'AGE_S', 'PERSON_S', 'BEHAVIORAL_PATTERN_S'],
    },
  },
  {
    id: 4,
    code: 'hr',
    name: { no: 'Personal og HR', en: 'Human resources' },
    description: {
      no: 'Ansettelser, personalsaker, lønn og sykefravær.',
      en: 'Hiring, personnel cases, payroll and sick leave.',
    },
    isActive: true,
    entities: {
      fast: ['PERSON_F', 'NO_FODSELSNUMMER_F', 'NO_BANK_ACCOUNT_F', 'EMAIL_ADDRESS_F', 'NO_PHONE_NUMBER_F', 'NO_ADDRESS_F'],
      advanced: ['PERSON_A', 'FINANCIAL_INFO_A', 'HEALTH_A', 'TRADE_UNION_A'],
      standard: ['EMPLOYMENT_INFO_S', 'ECONOMIC_STATUS_S', 'PERSON_S'],
    },
  },
  {
    id: 5,
    code: 'legal',
    name: { no: 'Juridisk', en: 'Legal' },
    description: {
      no: 'Klagesaker, kontrakter, tvister og juridiske utredninger.',
      en: 'Appeals, contracts, disputes and legal opinions.',
    },
    isActive: true,
    entities: {
      fast: ['PERSON_F', 'NO_FODSELSNUMMER_F', 'NO_ADDRESS_F', 'EMAIL_ADDRESS_F', 'DATE_TIME_F'],
      advanced: ['PERSON_A', 'ORGANIZATION_A', 'CRIMINAL_A', 'NATIONAL_ID_A'],
      standard: ['PERSON_S', 'CRIMINAL_RECORD_S', 'GOV_ID_S'],
    },
  },
  {
    id: 6,
    code: 'finance',
    name: { no: 'Økonomi', en: 'Finance' },
    description: {
      no: 'Fakturaer, innkreving, tilskudd og regnskap.',
      en: 'Invoices, debt collection, grants and accounts.',
    },
    isActive: true,
    entities: {
      fast: ['NO_BANK_ACCOUNT_F', 'IBAN_CODE_F', 'PERSON_F', 'NO_FODSELSNUMMER_F', 'CRYPTO_F'],
      advanced: ['FINANCIAL_INFO_A', 'PERSON_A', 'ORGANIZATION_A'],
      standard: ['FINANCIAL_INFO_S', 'bank account number', 'iban', 'credit card number'],
    },
  },
  {
    id: 7,
    code: 'justice',
    name: { no: 'Politi og justis', en: 'Police and justice' },
    description: {
      no: 'Anmeldelser, etterforskning, påtale og kriminalomsorg.',
      en: 'Police reports, investigations, prosecution and corrections.',
    },
    isActive: true,
    entities: {
      fast: [
        'PERSON_F',
        'NO_FODSELSNUMMER_F',
        'NO_LICENSE_PLATE_F',
        'NO_ADDRESS_F',
        'NO_PHONE_NUMBER_F',
        'LOCATION_F',
        'IP_ADDRESS_F',
      ],
      advanced: ['PERSON_A', 'CRIMINAL_A', 'NATIONAL_ID_A', 'LOCATION_A'],
      standard: ['CRIMINAL_RECORD_S', 'license plate number', 'PERSON_S'],
    },
  },
  {
    id: 8,
    code: 'education',
    name: { no: 'Oppvekst og utdanning', en: 'Education' },
    description: {
      no: 'Skole, barnehage, spesialundervisning og PPT.',
      en: 'Schools, kindergartens, special needs education and pedagogical services.',
    },
    isActive: true,
    entities: {
      fast: ['PERSON_F', 'NO_FODSELSNUMMER_F', 'EMAIL_ADDRESS_F', 'NO_PHONE_NUMBER_F', 'NO_ADDRESS_F'],
      advanced: ['PERSON_A', 'AGE_A', 'HEALTH_A'],
      standard: ['student id number', 'AGE_S', 'PERSON_S', 'FAMILY_RELATION_S'],
    },
  },
  {
    id: 9,
    code: 'archive_legacy',
    name: { no: 'Arkiv (avviklet)', en: 'Records office (discontinued)' },
    description: {
      no: 'Slått sammen med generell forvaltning; kan ikke velges lenger.',
      en: 'Merged into general administration; no longer selectable.',
    },
    isActive: false,
    entities: { fast: ['PERSON_F'], advanced: [], standard: [] },
  },
];

/** Rows of department_entities for one department. */
export function departmentEntityRows(department: DepartmentSeed) {
  return (['fast', 'advanced', 'standard'] as const).flatMap((method) =>
    department.entities[method].map((entity_text) => ({
      department_id: department.id,
      method_id: METHOD_IDS[method],
      entity_text,
    })),
  );
}

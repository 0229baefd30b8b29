import type { TFunction } from 'i18next';

/**
 * The detection engine explains each hit in English clauses joined by "; " (packages/detect). The
 * workspace shows them in the person's language: each clause is matched here and read from the
 * locale files (`reasons.*`), its values (a word, a date, a count) carried over. A clause not in
 * this table is shown as the engine wrote it; reason-text.test.ts holds the engine's wording.
 */
const CLAUSES: Array<[RegExp, string]> = [
  [
    /^(?<label>name|place|organisation) recognised by the (?<model>Norwegian|English) NER model(?: \(compromise\))? \(score (?<score>[\d.]+)\)$/,
    'ner',
  ],
  [/^context word '(?<word>.+)' nearby$/, 'contextWord'],
  [/^'(?<word>.+)' nearby points to another kind of value, score lowered$/, 'negativeWord'],
  [/^place name from the postal register that is also a name or an everyday word$/, 'placeAmbiguous'],
  [
    /^place name from the postal register at the start of a line or sentence, or in capitals$/,
    'placeProminent',
  ],
  [/^capitalised place name from the postal register inside a sentence$/, 'placeInSentence'],
  [/^a place preposition comes right before it$/, 'placePreposition'],
  [/^it heads a place-and-date line$/, 'placeDateLine'],
  [/^followed by '(?<word>.+)'$/, 'followedBy'],
  [/^IBAN with the right length for its country \((?<length>\d+)\) and a valid mod-97 checksum$/, 'iban'],
  [/^phone number with \+47 prefix, valid for Norway(?: \((?<type>[^)]+)\))?$/, 'phonePrefix'],
  [/^phone number valid for Norway(?: \((?<type>[^)]+)\))?$/, 'phone'],
  [/^international phone number valid for (?<country>\S+)(?: \((?<type>[^)]+)\))?$/, 'phoneInternational'],
  [
    /^Norwegian 8-digit number with a \+47 prefix, in a range the numbering plan does not list$/,
    'phoneUnlistedPrefix',
  ],
  [/^Norwegian 8-digit number in a range the numbering plan does not list$/, 'phoneUnlisted'],
  [/^a label for another kind of number comes right before it, score lowered$/, 'otherNumberLabel'],
  [/^web address with http\(s\) scheme$/, 'urlScheme'],
  [/^web address starting with 'www\.'$/, 'urlWww'],
  [/^bare domain name with a common top-level domain$/, 'urlBare'],
  [/^e-mail address: local part, @ and a domain with a top-level domain$/, 'email'],
  [
    /^street name and house number followed by a postal code that exists and matches the town$/,
    'addressFull',
  ],
  [/^street name with a house number, no validated postal code$/, 'addressNoPostalCode'],
  [
    /^the postal code that follows does not belong to that town, so it is left out$/,
    'addressPostalCodeLeftOut',
  ],
  [/^post box with a postal code that exists and matches the town$/, 'postBox'],
  [/^post box number without a validated postal code$/, 'postBoxNoPostalCode'],
  [/^postal code that exists followed by its own town$/, 'postalCodeTown'],
  [
    /^Norwegian (?<kind>electric-vehicle plate|plate) pattern: two valid letters and (?<digits>\d+) digits$/,
    'licensePlate',
  ],
  [
    /^11-digit number with valid (?<kind>fødselsnummer|D-number|H-number) check digits(?<rule> \(first control digit under the 2032 rule\))? and a real birth date \((?<date>[^)]+)\)$/,
    'personNumber',
  ],
  [
    /^11-digit number with a valid kontonummer mod-11 check digit, written in the 4\.2\.5 account layout$/,
    'accountGrouped',
  ],
  [
    /^11-digit number with a valid kontonummer check digit that is also a valid fødselsnummer$/,
    'accountOrPersonNumber',
  ],
  [/^11-digit number with a valid kontonummer mod-11 check digit, written without grouping$/, 'accountPlain'],
  [
    /^(?<digits>\d+)-digit (?<brand>.+) card number with a valid Luhn check digit, (?<grouping>grouped as printed on cards|written without grouping)$/,
    'paymentCard',
  ],
  [/^(?<form>.+) that is a real calendar date \((?<date>[^)]+)\)$/, 'date'],
  [/^clock time \(hours 0-23, minutes 0-59\)$/, 'clockTime'],
  [/^month name followed by a year$/, 'monthYear'],
  [/^IPv4 address: four numbers 0-255$/, 'ipv4'],
  [/^IPv6 address$/, 'ipv6'],
  [/^7-9 digit number with the context word '(?<word>.+)' \(HPR-nummer\)$/, 'hpr'],
  [/^DEA registration number with a valid check digit$/, 'dea'],
  [/^Ethereum address with a valid EIP-55 checksum$/, 'ethereumChecksum'],
  [/^Ethereum address \(0x \+ 40 hex digits\) without the optional EIP-55 checksum$/, 'ethereum'],
  [/^Bitcoin SegWit address with a valid (?<kind>\S+) checksum$/, 'bitcoinSegwit'],
  [/^Bitcoin (?<kind>\S+) address with a valid base58check \(double SHA-256\) checksum$/, 'bitcoinBase58'],
  // The standard engine (packages/detect/src/standard).
  [/^age after an age word$/, 'ageAfterWord'],
  [/^age: "N år" after a verb that states an age$/, 'ageAfterVerb'],
  [/^age expression \(number with an age unit\)$/, 'ageExpression'],
  [/^word that tells an age group$/, 'ageGroupWord'],
  [/^passport number after a passport word$/, 'passport'],
  [/^postal code followed by its own town \(postal register\)$/, 'postalCodeOwnTown'],
  [/^postal code after a postal-code word$/, 'postalCodeAfterWord'],
  [/^@handle of a social media account$/, 'socialHandle'],
  [/^Norwegian organisation number \(mod 11 check digit\)$/, 'organisationNumber'],
  [/^card expiry date after an expiry word$/, 'cardExpiry'],
  [/^after (?<what>a birth word|a fax word)$/, 'afterWord'],
  // The standard engine's sensitive categories (decision 0038).
  [
    /^(?<category>health|genetic data|biometric data|religious belief|ethnic origin|political opinion|trade-union membership|child welfare|age|criminal record|sexual orientation or gender identity|family relation|employment|economic status|financial|political or union|behaviour|sensitive background|animal) term \((?<sensitiveKind>[^,)]+)(?<compound>, in a compound word)?(?<wordForm>, by its word form)?\)$/,
    'sensitiveTerm',
  ],
  [/^context model: about a person \((?<percent>\d+) %\)$/, 'aboutPerson'],
  [/^case-file pattern$/, 'casePattern'],
  // The advanced engine's language model: the rung of the alignment ladder (decision 0035).
  [/^language model \((?<llm>[^)]+)\): exact quote(?<context>, place chosen by its context)?$/, 'llmExact'],
  [
    /^language model \((?<llm>[^)]+)\): quote found ignoring case, spacing and quote marks(?<context>, place chosen by its context)?$/,
    'llmNormalised',
  ],
  [
    /^language model \((?<llm>[^)]+)\): near match of the quote \(similarity (?<similarity>[\d.]+)\)(?<context>, place chosen by its context)?$/,
    'llmFuzzy',
  ],
];

// Words inside clauses that are themselves English: read from the locale files too.
const WORD_KEYS: Record<string, Record<string, string>> = {
  label: { name: 'name', place: 'place', organisation: 'organisation' },
  type: {
    mobile: 'mobile',
    landline: 'landline',
    'landline or mobile': 'landlineOrMobile',
    'toll-free': 'tollFree',
    VoIP: 'voip',
  },
  kind: {
    'electric-vehicle plate': 'electricPlate',
    plate: 'plate',
    'D-number': 'dNumber',
    'H-number': 'hNumber',
    fødselsnummer: 'fodselsnummer',
  },
  model: { Norwegian: 'norwegianModel', English: 'englishModel' },
  form: {
    'day-first numeric date': 'dayFirstDate',
    'month-first numeric date': 'monthFirstDate',
    'ISO date': 'isoDate',
    'date with a month name': 'monthNameDate',
  },
  grouping: { 'grouped as printed on cards': 'grouped', 'written without grouping': 'plain' },
  what: { 'a birth word': 'birthWord', 'a fax word': 'faxWord' },
  category: {
    health: 'cat_health',
    'criminal record': 'cat_criminalRecord',
    'sexual orientation or gender identity': 'cat_sexualOrientationOrGenderIdentity',
    'family relation': 'cat_familyRelation',
    employment: 'cat_employment',
    'economic status': 'cat_economicStatus',
    financial: 'cat_financial',
    'political or union': 'cat_politicalOrUnion',
    behaviour: 'cat_behaviour',
    'sensitive background': 'cat_sensitiveBackground',
    animal: 'cat_animal',
    'genetic data': 'cat_geneticData',
    'biometric data': 'cat_biometricData',
    'religious belief': 'cat_religiousBelief',
    'ethnic origin': 'cat_ethnicOrigin',
    'political opinion': 'cat_politicalOpinion',
    'trade-union membership': 'cat_tradeUnion',
    'child welfare': 'cat_childWelfare',
    age: 'cat_age',
  },
  sensitiveKind: {
    condition: 'kind_condition',
    medication: 'kind_medication',
    treatment: 'kind_treatment',
    offence: 'kind_offence',
    sanction: 'kind_sanction',
    procedure: 'kind_procedure',
    orientation: 'kind_orientation',
    kin: 'kind_kin',
    status: 'kind_status',
    employment: 'kind_employment',
    debt: 'kind_debt',
    assistance: 'kind_assistance',
    income: 'kind_income',
    party: 'kind_party',
    union: 'kind_union',
    behaviour: 'kind_behaviour',
    religion: 'kind_religion',
    background: 'kind_background',
    'child welfare': 'kind_childWelfare',
    animal: 'kind_animal',
    'sequence model': 'kind_sequenceModel',
    'sick leave': 'kind_sickLeave',
    genetic: 'kind_genetic',
    biometric: 'kind_biometric',
    'diagnosis code': 'kind_diagnosisCode',
    diagnosis: 'kind_diagnosis',
    'medication with dose': 'kind_medicationWithDose',
    measurement: 'kind_measurement',
    age: 'kind_age',
    'birth date': 'kind_birthDate',
  },
};

/** One reason from the engine, in the person's language where the locale files know its clauses. */
export function reasonText(reason: string, t: TFunction): string {
  return reason
    .split('; ')
    .map((clause) => {
      for (const [pattern, key] of CLAUSES) {
        const match = pattern.exec(clause);
        if (!match) continue;
        const values: Record<string, string> = {};
        for (const [name, value] of Object.entries(match.groups ?? {})) {
          const wordKey = value === undefined ? undefined : WORD_KEYS[name]?.[value];
          values[name] = wordKey ? t(`reasons.words.${wordKey}`) : (value ?? '');
        }
        if (values.type) values.type = ` (${values.type})`;
        if (values.rule) values.rule = t('reasons.rule2032');
        if (values.context) values.context = t('reasons.byContext');
        if (values.compound) values.compound = t('reasons.inCompound');
        if (values.wordForm) values.wordForm = t('reasons.byWordForm');
        return t(`reasons.${key}`, values);
      }
      return clause;
    })
    .join('; ');
}

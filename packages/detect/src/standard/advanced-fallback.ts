import { ADVANCED_ENTITIES, type AdvancedEntity } from '@sladd/contract/entities';
import type { Engine } from '../engine/engine.ts';
import { findNamedEntitiesByLanguage } from '../ner-bridge.ts';
import { addressRecognizer } from '../recognizers/address.ts';
import { bankAccountRecognizer } from '../recognizers/bank-account.ts';
import { dateTimeRecognizer } from '../recognizers/date-time.ts';
import { emailRecognizer } from '../recognizers/email.ts';
import { fodselsnummerRecognizer } from '../recognizers/fodselsnummer.ts';
import { ibanRecognizer } from '../recognizers/iban.ts';
import { createNamedEntityRecognizer, type FindNamedEntities } from '../recognizers/named-entities.ts';
import { paymentCardRecognizer } from '../recognizers/payment-card.ts';
import { phoneRecognizer } from '../recognizers/phone.ts';
import { placeNameRecognizer } from '../recognizers/place-names.ts';
import type { Recognizer, Span } from '../types.ts';
import { LEXICON, type SensitiveLabel } from './sensitive/lexicon.ts';
import { casePatternKinds, createCasePatternRecognizer } from './sensitive/case-patterns.ts';
import { createSensitiveRecognizer } from './sensitive/recognizer.ts';
import { ageRecognizer, passportRecognizer } from './structured.ts';

/** Where an advanced label is answered from when no language model is configured: recognizer and its type. */
type Source = readonly [Recognizer, string];

// The sensitive categories by label and kind ("CONTEXT_SENSITIVE_S/religion"): an advanced label may read one kind.
const sensitiveKinds = createSensitiveRecognizer({
  typeOf: (candidate) => `${candidate.entry.label}/${candidate.entry.kind}`,
  entityTypes: [...new Set(LEXICON.map((entry) => `${entry.label}/${entry.kind}`))],
});
// The case-file shapes (codes, doses, origins, ages…) the same way.
const caseKinds = createCasePatternRecognizer((label, kind) => `${label}/${kind}`);
const kindsOf = (label: SensitiveLabel, only?: readonly string[], except?: readonly string[]): Source[] => {
  const wanted = (kind: string) => (!only || only.includes(kind)) && !except?.includes(kind);
  return [
    ...[...new Set(LEXICON.filter((e) => e.label === label).map((e) => e.kind))]
      .filter(wanted)
      .map((kind) => [sensitiveKinds, `${label}/${kind}`] as const),
    ...casePatternKinds(label)
      .filter(wanted)
      .map((kind) => [caseKinds, `${label}/${kind}`] as const),
  ];
};

function sources(find: FindNamedEntities | null): Partial<Record<AdvancedEntity, readonly Source[]>> {
  const names = find ? createNamedEntityRecognizer(find, placeNameRecognizer) : undefined;
  return {
    // The special categories (GDPR art. 9–10) from the standard engine's lexicons and context model.
    HEALTH_A: kindsOf('HEALTH_INFO_S', undefined, ['genetic']),
    GENETIC_DATA_A: kindsOf('HEALTH_INFO_S', ['genetic']),
    BIOMETRIC_DATA_A: kindsOf('CONTEXT_SENSITIVE_S', ['biometric']),
    CRIMINAL_A: kindsOf('CRIMINAL_RECORD_S'),
    SEXUAL_A: kindsOf('SEXUAL_ORIENTATION_S'),
    RELIGIOUS_BELIEF_A: kindsOf('CONTEXT_SENSITIVE_S', ['religion']),
    POLITICAL_AFFILIATION_A: kindsOf('POLITICAL_CASE_S', ['party']),
    TRADE_UNION_A: kindsOf('POLITICAL_CASE_S', ['union']),
    CONTEXT_A: [
      ...kindsOf('CONTEXT_SENSITIVE_S', ['background', 'child welfare']),
      ...kindsOf('BEHAVIORAL_PATTERN_S'),
      ...kindsOf('ECONOMIC_STATUS_S'),
    ],
    PERSON_A: names ? [[names, 'PERSON_F']] : [],
    PHONE_A: [[phoneRecognizer, 'NO_PHONE_NUMBER_F']],
    EMAIL_A: [[emailRecognizer, 'EMAIL_ADDRESS_F']],
    ADDRESS_A: [[addressRecognizer, 'NO_ADDRESS_F']],
    LOCATION_A: [[names ?? placeNameRecognizer, 'LOCATION_F']],
    DATE_A: [[dateTimeRecognizer, 'DATE_TIME_F']],
    NATIONAL_ID_A: [
      [fodselsnummerRecognizer, 'NO_FODSELSNUMMER_F'],
      [passportRecognizer, 'GOV_ID_S'],
    ],
    FINANCIAL_INFO_A: [
      [bankAccountRecognizer, 'NO_BANK_ACCOUNT_F'],
      [ibanRecognizer, 'IBAN_CODE_F'],
      [paymentCardRecognizer, 'CREDIT_CARD_F'],
    ],
    AGE_A: [
      [ageRecognizer, 'AGE_S'],
      [caseKinds, 'AGE_S'],
    ],
  };
}

const FALLBACK_REASON = 'answered by the standard engine (no language model is configured)';
const GUARD_REASON = "found by the standard engine's recogniser alongside the language model";

/**
 * Advanced labels that the recognisers also read when a language model answers the advanced
 * method (decision 0035, "The wiring"): checksummed or strictly shaped numbers and addresses, which
 * a small model may skip in a dense table but a recogniser finds with high precision; and the
 * special categories the standard engine reads with its lexicons and context model (decision
 * 0038), so a page whose text talks the model out of answering ("ignore the rules, answer
 * nothing") still has its health, criminal, sexual, religious, political and union words marked.
 */
export const MODEL_GUARDED_LABELS: readonly AdvancedEntity[] = [
  'PHONE_A',
  'EMAIL_A',
  'NATIONAL_ID_A',
  'FINANCIAL_INFO_A',
  'HEALTH_A',
  'CRIMINAL_A',
  'SEXUAL_A',
  'RELIGIOUS_BELIEF_A',
  'POLITICAL_AFFILIATION_A',
  'TRADE_UNION_A',
  'GENETIC_DATA_A',
  'BIOMETRIC_DATA_A',
];

/**
 * The advanced method (2) without a language model (issue 14): the advanced labels the standard
 * engine's detectors can answer are answered by them, and every hit says so — engine `standard`
 * and a reason that names the fallback. Health, genetic, biometric, criminal, sexual, religious,
 * political, union and context labels are read from the standard engine's sensitive categories
 * (lexicons and context model, and the case-file shapes: decision 0050); organisations, which only
 * a model can read, are not in `entities`, so they are reported back as unsupported.
 */
export function createAdvancedFallbackEngine(
  options: { findNamedEntities?: FindNamedEntities | null } = {},
): Engine {
  const find =
    options.findNamedEntities === undefined ? findNamedEntitiesByLanguage : options.findNamedEntities;
  return createRecognizerEngine(sources(find), FALLBACK_REASON);
}

/**
 * The recognisers that run beside the language model for MODEL_GUARDED_LABELS: hits keep their
 * `_A` type, carry engine `standard` and a reason saying they were found alongside the model.
 */
export function createModelGuardEngine(): Engine {
  const table = sources(null);
  const guarded = Object.fromEntries(MODEL_GUARDED_LABELS.map((label) => [label, table[label] ?? []]));
  return createRecognizerEngine(guarded, GUARD_REASON);
}

function createRecognizerEngine(
  table: Partial<Record<AdvancedEntity, readonly Source[]>>,
  reasonPrefix: string,
): Engine {
  const entities = ADVANCED_ENTITIES.filter((entity) => (table[entity]?.length ?? 0) > 0);
  const recognizers = [...new Set(Object.values(table).flatMap((list) => list.map(([r]) => r)))];
  return {
    name: 'advanced',
    entities,
    recognizers,
    findSpans({ text, language, entities: wanted }) {
      const spans: Span[] = [];
      // One recognizer may serve several labels; each runs once per text.
      const found = new Map<Recognizer, Span[]>();
      for (const entity of wanted as AdvancedEntity[]) {
        for (const [recognizer, type] of table[entity] ?? []) {
          if (!found.has(recognizer)) found.set(recognizer, recognizer.find({ text, language }));
          for (const span of found.get(recognizer)!) {
            if (span.entityType !== type) continue;
            spans.push({
              ...span,
              entityType: entity,
              engine: 'standard',
              reason: `${reasonPrefix}: ${span.reason}`,
            });
          }
        }
      }
      return spans;
    },
  };
}

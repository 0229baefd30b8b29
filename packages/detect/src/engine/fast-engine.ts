import { findNamedEntitiesByLanguage } from '../ner-bridge.ts';
import { addressRecognizer } from '../recognizers/address.ts';
import { bankAccountRecognizer } from '../recognizers/bank-account.ts';
import { cryptoRecognizer } from '../recognizers/crypto.ts';
import { dateTimeRecognizer } from '../recognizers/date-time.ts';
import { emailRecognizer } from '../recognizers/email.ts';
import { fodselsnummerRecognizer } from '../recognizers/fodselsnummer.ts';
import { ibanRecognizer } from '../recognizers/iban.ts';
import { ipAddressRecognizer } from '../recognizers/ip-address.ts';
import { licensePlateRecognizer } from '../recognizers/license-plate.ts';
import { medicalLicenseRecognizer } from '../recognizers/medical-license.ts';
import { paymentCardRecognizer } from '../recognizers/payment-card.ts';
import { createNamedEntityRecognizer, type FindNamedEntities } from '../recognizers/named-entities.ts';
import { phoneRecognizer } from '../recognizers/phone.ts';
import { placeNameRecognizer } from '../recognizers/place-names.ts';
import { urlRecognizer } from '../recognizers/url.ts';
import type { Recognizer } from '../types.ts';
import { createEngine, type Engine } from './engine.ts';

/**
 * The rule-based recognizers of the fast engine (everything except the NER model's
 * PERSON_F/LOCATION_F). With the model, the place rule runs inside the NER recognizer, which
 * keeps it out of organisation names the model finds.
 */
export const FAST_RULE_RECOGNIZERS: readonly Recognizer[] = [
  dateTimeRecognizer,
  emailRecognizer,
  urlRecognizer,
  ipAddressRecognizer,
  ibanRecognizer,
  medicalLicenseRecognizer,
  addressRecognizer,
  phoneRecognizer,
  fodselsnummerRecognizer,
  bankAccountRecognizer,
  licensePlateRecognizer,
  cryptoRecognizer,
  paymentCardRecognizer,
  placeNameRecognizer,
];

export interface FastEngineOptions {
  /** NER used for PERSON_F/LOCATION_F; defaults to src/ner (Norwegian model or compromise by language), null disables it. */
  findNamedEntities?: FindNamedEntities | null;
}

/** Builds the fast engine (method 1): rules + validators + the CPU NER model. */
export function createFastEngine(options: FastEngineOptions = {}): Engine {
  const find =
    options.findNamedEntities === undefined ? findNamedEntitiesByLanguage : options.findNamedEntities;
  const recognizers = find
    ? [
        ...FAST_RULE_RECOGNIZERS.filter((r) => r !== placeNameRecognizer),
        createNamedEntityRecognizer(find, placeNameRecognizer),
      ]
    : FAST_RULE_RECOGNIZERS;
  return createEngine('fast', recognizers);
}

/** The default fast engine, shared so recognizers are built once per process. */
export const FAST_ENGINE: Engine = createFastEngine();

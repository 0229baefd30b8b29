import { expandEntitySelection } from '@sladd/contract/entities';
import { createEngine, type Engine } from '../engine/engine.ts';
import { findNamedEntitiesByLanguage } from '../ner-bridge.ts';
import { addressRecognizer } from '../recognizers/address.ts';
import { dateTimeRecognizer } from '../recognizers/date-time.ts';
import { emailRecognizer } from '../recognizers/email.ts';
import { fodselsnummerRecognizer } from '../recognizers/fodselsnummer.ts';
import { createNamedEntityRecognizer, type FindNamedEntities } from '../recognizers/named-entities.ts';
import { phoneRecognizer } from '../recognizers/phone.ts';
import type { Recognizer } from '../types.ts';
import { FREE_TEXT_RECOGNIZERS } from './free-text.ts';
import { createCasePatternRecognizer } from './sensitive/case-patterns.ts';
import { createClinicalSectionRecognizer } from './sensitive/clinical-sections.ts';
import { createSensitiveRecognizer } from './sensitive/recognizer.ts';
import {
  ageInfoRecognizer,
  ageRecognizer,
  passportRecognizer,
  postalCodeRecognizer,
  relabel,
} from './structured.ts';

export interface StandardEngineOptions {
  /** NER for PERSON_S; defaults to the fast engine's model, null disables it. */
  findNamedEntities?: FindNamedEntities | null;
}

/** The structured `_S` labels and the fast-engine recognizers (relabelled) or new ones that serve them. */
function structuredRecognizers(find: FindNamedEntities | null): Recognizer[] {
  return [
    ...(find ? [relabel(createNamedEntityRecognizer(find), 'PERSON_F', 'PERSON_S')] : []),
    ageRecognizer,
    ageInfoRecognizer,
    relabel(dateTimeRecognizer, 'DATE_TIME_F', 'DATE_TIME_S'),
    relabel(emailRecognizer, 'EMAIL_ADDRESS_F', 'EMAIL_ADDRESS_S'),
    relabel(fodselsnummerRecognizer, 'NO_FODSELSNUMMER_F', 'GOV_ID_S'),
    passportRecognizer,
    relabel(addressRecognizer, 'NO_ADDRESS_F', 'NO_ADDRESS_S'),
    postalCodeRecognizer,
    relabel(phoneRecognizer, 'NO_PHONE_NUMBER_F', 'NO_PHONE_NUMBER_S'),
  ];
}

/** Builds the standard engine (method 3): structured labels and the free-text types it can serve. */
export function createStandardEngine(options: StandardEngineOptions = {}): Engine {
  const find =
    options.findNamedEntities === undefined ? findNamedEntitiesByLanguage : options.findNamedEntities;
  const freeText = Object.values(FREE_TEXT_RECOGNIZERS).filter((r): r is Recognizer => r !== undefined);
  return createEngine('standard', [
    ...structuredRecognizers(find),
    createSensitiveRecognizer(),
    createCasePatternRecognizer(),
    createClinicalSectionRecognizer(),
    ...freeText,
  ]);
}

/**
 * The entities of a selection for `engine`'s method that the engine does not serve (the free-text
 * types mapped to nothing, the labels only a language model reads): the caller reports them back as unsupported instead of
 * answering as if nothing was there.
 */
export function unsupportedEntities(engine: Engine, selection: readonly string[]): string[] {
  const served = new Set(engine.entities);
  return expandEntitySelection(engine.name, selection).filter((entity) => !served.has(entity));
}

import { refinePersons } from '../ner/person-rules.ts';
import type { Language, Recognizer, RecognizerContext, Span } from '../types.ts';
import { readModelLexicon } from './place-names.ts';

/** One entity from the NER module (src/ner/index.ts, same shape as its NerSpan). */
export interface NamedEntity {
  label: 'PERSON' | 'LOCATION' | 'ORGANIZATION';
  start: number;
  end: number;
  score: number;
  /** Set when a person-name rule, not the model, found the entity. */
  reason?: string;
}

/** Finds named entities in a page text of a known language. */
export type FindNamedEntities = (text: string, language: Language) => NamedEntity[];

// ORGANIZATION is not a fast-engine entity (spec catalogue), so it is dropped here.
const ENTITY_BY_LABEL: Partial<Record<NamedEntity['label'], string>> = {
  PERSON: 'PERSON_F',
  LOCATION: 'LOCATION_F',
};
const LABEL_TEXT = { PERSON: 'name', LOCATION: 'place', ORGANIZATION: 'organisation' } as const;
const MODEL_TEXT = { no: 'the Norwegian NER model', en: 'the English NER model (compromise)' } as const;

/** How sure the model must be of an organisation name before the place rule keeps out of it. */
const ORGANISATION_SCORE = 0.5;

/**
 * The place rule's hits that do not lie inside a name the NER model reads as an organisation
 * ("Universitetet i Oslo", "Larvik Turn"): there the place names the organisation, not where a
 * person lives or was, and NorNE (like the model) labels the whole name ORGANIZATION.
 */
export function withoutPlacesInOrganisations(
  places: readonly Span[],
  entities: readonly NamedEntity[],
): Span[] {
  const organisations = entities.filter((e) => e.label === 'ORGANIZATION' && e.score >= ORGANISATION_SCORE);
  if (organisations.length === 0) return [...places];
  return places.filter(
    (place) => !organisations.some((org) => org.start <= place.start && place.end <= org.end),
  );
}

/**
 * Wraps a named-entity finder as the PERSON_F / LOCATION_F recognizer. With `placeRule` (the
 * postal-register place names), its hits are added, less those inside an organisation name the
 * model found on the same text.
 */
export function createNamedEntityRecognizer(
  findNamedEntities: FindNamedEntities,
  placeRule?: Recognizer,
): Recognizer {
  return {
    id: 'named-entities',
    entityTypes: ['PERSON_F', 'LOCATION_F'],
    find(ctx: RecognizerContext): Span[] {
      const spans: Span[] = [];
      // The person-name rules (ner/person-rules.ts) correct the model on forms, tables and names
      // of many origins.
      const entities = refinePersons(ctx.text, findNamedEntities(ctx.text, ctx.language), readModelLexicon());
      if (placeRule) spans.push(...withoutPlacesInOrganisations(placeRule.find(ctx), entities));
      for (const entity of entities) {
        const entityType = ENTITY_BY_LABEL[entity.label];
        if (!entityType || entity.end <= entity.start) continue;
        const score = Math.round(Math.min(1, Math.max(0, entity.score)) * 100) / 100;
        const reason =
          entity.reason ??
          `${LABEL_TEXT[entity.label]} recognised by ${MODEL_TEXT[ctx.language]} (score ${score.toFixed(2)})`;
        spans.push({ entityType, start: entity.start, end: entity.end, score, reason, engine: 'fast' });
      }
      return spans;
    },
  };
}

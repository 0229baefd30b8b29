import type { Language, Recognizer, RecognizerContext, Span } from '../types.ts';

/** One entity from the NER module (src/ner/index.ts, same shape as its NerSpan). */
export interface NamedEntity {
  label: 'PERSON' | 'LOCATION' | 'ORGANIZATION';
  start: number;
  end: number;
  score: number;
}

/** Finds named entities in a page text of a known language. */
export type FindNamedEntities = (text: string, language: Language) => NamedEntity[];

// ORGANIZATION is not a fast-engine entity (spec catalogue), so it is dropped here.
const ENTITY_BY_LABEL: Partial<Record<NamedEntity['label'], string>> = { PERSON: 'PERSON_F', LOCATION: 'LOCATION_F' };
const LABEL_TEXT = { PERSON: 'name', LOCATION: 'place', ORGANIZATION: 'organisation' } as const;
const MODEL_TEXT = { no: 'the Norwegian NER model', en: 'the English NER model (compromise)' } as const;

/** Wraps a named-entity finder as the PERSON_F / LOCATION_F recognizer. */
export function createNamedEntityRecognizer(findNamedEntities: FindNamedEntities): Recognizer {
  return {
    id: 'named-entities',
    entityTypes: ['PERSON_F', 'LOCATION_F'],
    find(ctx: RecognizerContext): Span[] {
      const spans: Span[] = [];
      for (const entity of findNamedEntities(ctx.text, ctx.language)) {
        const entityType = ENTITY_BY_LABEL[entity.label];
        if (!entityType || entity.end <= entity.start) continue;
        const score = Math.round(Math.min(1, Math.max(0, entity.score)) * 100) / 100;
        const reason = `${LABEL_TEXT[entity.label]} recognised by ${MODEL_TEXT[ctx.language]} (score ${score.toFixed(2)})`;
        spans.push({ entityType, start: entity.start, end: entity.end, score, reason, engine: 'fast' });
      }
      return spans;
    },
  };
}

// Named-entity recognition for the fast engine: an averaged-perceptron model trained in this repo
// for Norwegian (see docs/decisions/0004-ner-model.md), compromise for English pages.
import { findEnglishEntities } from './english.ts';
import { findEntitiesWith, type NerSpan } from './find-entities.ts';
import { detectLanguage } from './language.ts';
import { loadDefaultModel } from './model.ts';

export type { NerSpan } from './find-entities.ts';
export type { NerLabel } from './tags.ts';
export { tokenize, splitSentences, type Token } from './tokenize.ts';
export { detectLanguage } from './language.ts';
export { findEnglishEntities } from './english.ts';

/** Tokenizes Norwegian text (keeping char offsets), tags it, and returns entity spans. */
export function findNamedEntities(text: string): NerSpan[] {
  return findEntitiesWith(loadDefaultModel(), text);
}

/** Finds entities with the Norwegian model or, for a page detected as English, with compromise. */
export function findNamedEntitiesAuto(text: string): NerSpan[] {
  return detectLanguage(text) === 'en' ? findEnglishEntities(text) : findNamedEntities(text);
}

import { findEnglishEntities, findNamedEntities } from './ner/index.ts';
import type { Language } from './types.ts';
import type { FindNamedEntities, NamedEntity } from './recognizers/named-entities.ts';

export { detectLanguage as detectPageLanguage } from './ner/index.ts';

// The NER model file (models/ner-nb.bin.gz) is produced by a separate training step and read on
// first use. If it is missing, rule-based detection must keep working: the first ENOENT turns
// PERSON_F/LOCATION_F off for this process and `isNamedEntityModelAvailable()` says so, so the
// caller can tell the user instead of silently pretending names were searched for.
let isModelMissing = false;

/** False once the NER model file turned out to be missing in this process. */
export function isNamedEntityModelAvailable(): boolean {
  return !isModelMissing;
}

/**
 * NER for one page in the page's language: the same choice as the NER module's
 * findNamedEntitiesAuto (whose detectLanguage the engine uses too), except that an explicit
 * `language` option is honoured. Returns no entities when the model file is missing.
 */
export const findNamedEntitiesByLanguage: FindNamedEntities = (text: string, language: Language): NamedEntity[] => {
  // The fast engine has no organisation entity, so compromise need not look for them.
  if (language === 'en') return findEnglishEntities(text, ['PERSON', 'LOCATION']);
  if (isModelMissing) return [];
  try {
    return findNamedEntities(text);
  } catch (error) {
    if ((error as { code?: string }).code !== 'ENOENT') throw error;
    isModelMissing = true;
    return [];
  }
};

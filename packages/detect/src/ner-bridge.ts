import { findNamedEntitiesAuto as findWithNer } from './ner/index.ts';
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

/** The NER module's findNamedEntitiesAuto, returning no entities when the model file is missing. */
export const findNamedEntitiesAuto: FindNamedEntities = (text: string): NamedEntity[] => {
  if (isModelMissing) return [];
  try {
    return findWithNer(text);
  } catch (error) {
    if ((error as { code?: string }).code !== 'ENOENT') throw error;
    isModelMissing = true;
    return [];
  }
};

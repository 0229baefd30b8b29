import { LIMITS, methodOfEntity } from '@sladd/contract';
import { createStandardEngine, unsupportedStandardEntities } from '@sladd/detect';
import { AppError } from '../../platform/errors.ts';
import { booleanField, field, jsonField, type Uploads } from '../../platform/uploads.ts';
import type { DetectionRequest } from '../../jobs/task-types.ts';

const isStringArray = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every((v) => typeof v === 'string');

function invalid(path: string, message: string): AppError {
  return new AppError('VALIDATION_ERROR', message, [{ path, message }]);
}

/** Search terms from `search_terms` (a JSON list, or one term per field); each 1–500 characters. */
export function parseSearchTerms(uploads: Uploads): string[] {
  const raw = uploads.fields.search_terms ?? uploads.fields.search_term ?? [];
  const terms = raw.flatMap((value) => {
    try {
      const parsed: unknown = JSON.parse(value);
      return isStringArray(parsed) ? parsed : typeof parsed === 'string' ? [parsed] : [value];
    } catch {
      return [value];
    }
  });
  const cleaned = terms.filter((term) => term.trim() !== '');
  if (cleaned.length === 0) throw invalid('search_terms', 'Files and search term are required');
  const tooLong = cleaned.find((term) => term.length > LIMITS.searchQueryMax);
  if (tooLong)
    throw invalid('search_terms', `A search term may be at most ${LIMITS.searchQueryMax} characters.`);
  return [...new Set(cleaned)];
}

/** Only its entity list is read here (nothing runs in this thread); the worker threads build their own. */
const STANDARD_ENGINE = createStandardEngine();

/** What the answer says about standard types the standard engine cannot find yet. */
export function unsupportedMessage(entities: readonly string[]): string {
  return `The standard engine cannot find ${entities.join(', ')} yet; ${entities.length === 1 ? 'it was' : 'they were'} left out of this detection.`;
}

/** The multi_detect form (spec 2 §7): method flags, requested entities, threshold, ban list. */
export function parseDetectionRequest(uploads: Uploads): DetectionRequest {
  const requested = jsonField(uploads, 'requested_entities') ?? [];
  if (!isStringArray(requested))
    throw invalid('requested_entities', 'requested_entities must be a JSON list of entity names.');
  const removeWords = jsonField(uploads, 'remove_words') ?? [];
  if (!isStringArray(removeWords))
    throw invalid('remove_words', 'remove_words must be a JSON list of words.');
  const thresholdText = field(uploads, 'threshold');
  const threshold = thresholdText === undefined || thresholdText === '' ? 0.5 : Number(thresholdText);
  if (!Number.isFinite(threshold)) throw invalid('threshold', 'threshold must be a number between 0 and 1.');

  const methods: DetectionRequest['methods'] = {};
  for (const entity of requested.map((e) => e.trim()).filter(Boolean)) {
    const method = methodOfEntity(entity);
    if (!method) throw invalid('requested_entities', `Unknown entity type "${entity}".`);
    (methods[method] ??= []).push(entity);
  }
  const flags = { fast: 'use_fast', advanced: 'use_advanced', standard: 'use_standard' } as const;
  for (const method of Object.keys(flags) as (keyof typeof flags)[]) {
    if (field(uploads, flags[method]) !== undefined && !booleanField(uploads, flags[method]))
      delete methods[method];
  }
  if (!Object.values(methods).some((list) => list && list.length > 0))
    throw invalid('requested_entities', 'Choose at least one entity type to detect.');
  // Departments preset advanced entities, but the advanced engine is not here yet, and the standard
  // engine does not serve every standard type yet: run what can run and say what was left out;
  // refuse only when nothing is left to run.
  const skipped = (['advanced'] as const).filter((method) => methods[method]?.length);
  for (const method of skipped) delete methods[method];
  const unsupported = methods.standard ? unsupportedStandardEntities(STANDARD_ENGINE, methods.standard) : [];
  if (methods.standard) {
    methods.standard = methods.standard.filter((entity) => !unsupported.includes(entity));
    if (unsupported.length > 0 && methods.standard.includes('ALL_STANDARD'))
      methods.standard = [...STANDARD_ENGINE.entities];
    if (methods.standard.length === 0) delete methods.standard;
  }
  if (!methods.fast?.length && !methods.standard?.length) {
    if (skipped.includes('advanced'))
      throw new AppError(
        'AI_NOT_CONFIGURED',
        'The advanced (AI) engine is not configured on this server. Use the fast or standard engine.',
      );
    throw new AppError('ENGINE_NOT_CONFIGURED', unsupportedMessage(unsupported));
  }
  return {
    methods,
    skipped: [...skipped],
    unsupported,
    threshold: Math.min(1, Math.max(0, threshold)),
    removeWords: removeWords.map((w) => w.trim().toLowerCase()).filter(Boolean),
  };
}

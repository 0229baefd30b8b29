import { expandEntitySelection, LIMITS, methodOfEntity, RESOURCE_LIMITS } from '@sladd/contract';
import { createAdvancedFallbackEngine, createStandardEngine, unsupportedEntities } from '@sladd/detect';
import { AppError } from '../../platform/errors.ts';
import { booleanField, field, jsonField, type Uploads } from '../../platform/uploads.ts';
import type { DetectionRequest } from '../../jobs/task-types.ts';

const isStringArray = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every((v) => typeof v === 'string');

function invalid(path: string, message: string): AppError {
  return new AppError('VALIDATION_ERROR', message, [{ path, message }]);
}

/**
 * Search terms from `search_terms` (a JSON list, or one term per field); each 1–500 characters, at
 * most RESOURCE_LIMITS.maxSearchTerms of them (maxAiSearchTerms for AI search).
 */
export function parseSearchTerms(uploads: Uploads, options: { ai?: boolean } = {}): string[] {
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
  const unique = [...new Set(cleaned)];
  const max = options.ai ? RESOURCE_LIMITS.maxAiSearchTerms : RESOURCE_LIMITS.maxSearchTerms;
  if (unique.length > max)
    throw invalid(
      'search_terms',
      options.ai
        ? `AI search reads at most ${max} terms at a time (${unique.length} were sent). Search the rest in another run.`
        : `A search may hold at most ${max} terms (${unique.length} were sent). Split them over several searches.`,
    );
  return unique;
}

/** Only their entity lists are read here (nothing runs in this thread); the worker threads build their own. */
const SERVING = { standard: createStandardEngine(), advanced: createAdvancedFallbackEngine() } as const;

/** What answers the methods on this server: with a language model, every advanced label. */
export interface DetectionServing {
  languageModel: boolean;
}

function unsupportedFor(method: 'standard' | 'advanced', selection: string[], serving: DetectionServing) {
  if (method === 'advanced' && serving.languageModel) return [];
  return unsupportedEntities(SERVING[method], selection);
}

/** What the answer says about entity types no engine here can find yet. */
export function unsupportedMessage(entities: readonly string[]): string {
  return `Sladd cannot find ${entities.join(', ')} on this server yet; ${entities.length === 1 ? 'it was' : 'they were'} left out of this detection.`;
}

/**
 * The multi_detect form (spec 2 §7): method flags, requested entities, threshold, ban list. What
 * counts as unsupported depends on `serving`: without a language model, the advanced labels only
 * a model can read.
 */
export function parseDetectionRequest(
  uploads: Uploads,
  serving: DetectionServing = { languageModel: false },
): DetectionRequest {
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
  // The standard engine and the advanced method's fallback (no language model configured) do not
  // serve every type of their catalogues: run what can run and name what was left out; refuse
  // only when nothing is left to run.
  const unsupported: string[] = [];
  for (const method of ['standard', 'advanced'] as const) {
    const selection = methods[method];
    if (!selection?.length) continue;
    const missing = unsupportedFor(method, selection, serving);
    unsupported.push(...missing);
    const kept = expandEntitySelection(method, selection).filter((entity) => !missing.includes(entity));
    if (kept.length > 0) methods[method] = kept;
    else delete methods[method];
  }
  if (!Object.values(methods).some((list) => list && list.length > 0))
    throw new AppError('ENTITIES_UNSUPPORTED', unsupportedMessage(unsupported));
  return {
    methods,
    unsupported,
    ...(serving.languageModel && methods.advanced?.length ? { languageModel: true } : {}),
    threshold: Math.min(1, Math.max(0, threshold)),
    removeWords: removeWords.map((w) => w.trim().toLowerCase()).filter(Boolean),
  };
}

import { RESOURCE_LIMITS } from '@sladd/contract';
import { AppError } from '../../platform/errors.ts';

const LISTS = [
  {
    label: 'search terms',
    max: RESOURCE_LIMITS.maxSearchPatterns,
    path: 'search_patterns',
    read: (d: Data) => d.search_patterns,
  },
  {
    label: 'ignore-list words',
    max: RESOURCE_LIMITS.maxBanWords,
    path: 'ban_list.words',
    read: (d: Data) => asObject(d.ban_list)?.words,
  },
  {
    label: 'entities',
    max: RESOURCE_LIMITS.maxCustomEntities,
    path: 'model_entities',
    read: (d: Data) => d.model_entities,
  },
] as const;

type Data = Record<string, unknown>;
const asObject = (value: unknown) =>
  typeof value === 'object' && value !== null ? (value as Data) : undefined;

/**
 * Refuses a settings file whose lists pass the limits before anything is validated item by item or
 * written: a huge file must not hold the (embedded, single-writer) database for seconds.
 */
export function assertImportWithinLimits(data: unknown): void {
  const file = asObject(data);
  if (!file) return;
  for (const list of LISTS) {
    const value = list.read(file);
    if (Array.isArray(value) && value.length > list.max)
      throw tooMany(list.label, value.length, list.max, list.path);
  }
}

/** The same limits for lists grown one request at a time on the settings page. */
export function assertListRoom(
  kind: 'search terms' | 'ignore-list words',
  current: number,
  adding: number,
): void {
  const max = kind === 'search terms' ? RESOURCE_LIMITS.maxSearchPatterns : RESOURCE_LIMITS.maxBanWords;
  if (current + adding > max)
    throw tooMany(kind, current + adding, max, kind === 'search terms' ? 'pattern_text' : 'words');
}

function tooMany(label: string, count: number, max: number, path: string): AppError {
  const message = `This would make ${count.toLocaleString('en')} ${label}; at most ${max.toLocaleString('en')} are allowed. Remove some and try again.`;
  return new AppError('VALIDATION_ERROR', message, [{ path, message: `At most ${max} items` }]);
}

import { methodOfEntity, type MethodName } from '@sladd/contract';
import type { TFunction } from 'i18next';
import { entityLabel } from '../../../lib/i18n/entity-label.ts';

/**
 * The codes under which the server names entity types it cannot find yet: a notice in the stream
 * (the other types still run) or the refusal of a request that asked only for such types.
 */
const UNSUPPORTED_CODES = new Set(['ENTITIES_UNSUPPORTED', 'ENGINE_NOT_CONFIGURED']);

const knownCodes = (list: readonly unknown[]): string[] => [
  ...new Set(
    list.filter((code): code is string => typeof code === 'string' && methodOfEntity(code) !== undefined),
  ),
];

/**
 * The entity types a server notice names as unsupported, or undefined when the notice is about
 * something else. Read from `details` when the server sends the list there, else from its message
 * ("Sladd cannot find HEALTH_INFO_S, CRIMINAL_A on this server yet; …"), keeping only real codes.
 * An empty list means "some, not named".
 */
export function unsupportedEntitiesOf(notice: Readonly<Record<string, unknown>>): string[] | undefined {
  if (typeof notice.error_code !== 'string' || !UNSUPPORTED_CODES.has(notice.error_code)) return undefined;
  const details = notice.details as
    { unsupported_entities?: unknown; entities?: unknown } | unknown[] | undefined;
  const listed = Array.isArray(details) ? details : (details?.unsupported_entities ?? details?.entities);
  if (Array.isArray(listed)) return knownCodes(listed);
  const named =
    typeof notice.error_message === 'string'
      ? /cannot find (.+?) on this server/.exec(notice.error_message)
      : null;
  if (named) return knownCodes(named[1]!.split(/,\s*/));
  // ENGINE_NOT_CONFIGURED without entity names is about an engine, not about types.
  return notice.error_code === 'ENTITIES_UNSUPPORTED' ? [] : undefined;
}

/** "Health information (standard), Criminal offences (advanced)": each type with its method, in the person's language. */
export function unsupportedLabels(codes: readonly string[], t: TFunction): string {
  return codes
    .map((code) => {
      const method: MethodName | undefined = methodOfEntity(code);
      return method ? `${entityLabel(t, code)} (${t(`model.${method}`)})` : entityLabel(t, code);
    })
    .join(', ');
}

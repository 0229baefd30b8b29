import { ENGINE_NAMES, methodOfEntity, type EngineName } from '@sladd/contract';

export const isEngineName = (value: unknown): value is EngineName =>
  typeof value === 'string' && (ENGINE_NAMES as readonly string[]).includes(value);

/**
 * The method a hit belongs to: the one the person asked for, read from its entity code (PERSON_A
 * is the advanced method's even when the standard engine answered it), else the engine that
 * answered, else fast. Highlights take this method's colour (decision 0040).
 */
export function requestedModelOf(entityType: string | undefined, engine?: string): EngineName {
  const method = entityType ? methodOfEntity(entityType) : undefined;
  if (method) return method;
  return isEngineName(engine) ? engine : 'fast';
}

/** How packages/detect starts the reason of an advanced label answered without a language model. */
const FALLBACK_PREFIX = 'answered by the standard engine (no language model is configured)';

/** A reason split into the fallback note (when the advanced method fell back) and the rule's own reason. */
export function splitFallbackReason(reason: string | undefined): { isFallback: boolean; reason?: string } {
  if (!reason?.startsWith(FALLBACK_PREFIX)) return { isFallback: false, reason };
  const rest = reason.slice(FALLBACK_PREFIX.length).replace(/^:\s*/, '');
  return { isFallback: true, reason: rest || undefined };
}

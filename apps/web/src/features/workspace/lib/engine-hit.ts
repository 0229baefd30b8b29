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

/** How packages/detect starts the reason of an advanced label the standard engine's recognisers answered. */
const STAND_IN_PREFIXES = {
  // No language model is configured: the recognisers answer what they can (decision 0036).
  noModel: 'answered by the standard engine (no language model is configured)',
  // A language model answers; checksummed numbers and addresses are also read by recognisers (decision 0035).
  besideModel: "found by the standard engine's recogniser alongside the language model",
} as const;
export type StandIn = keyof typeof STAND_IN_PREFIXES;

/** A reason split into why another engine answered (when it did) and the rule's own reason. */
export function splitStandInReason(reason: string | undefined): { standIn?: StandIn; reason?: string } {
  for (const [standIn, prefix] of Object.entries(STAND_IN_PREFIXES) as [StandIn, string][]) {
    if (!reason?.startsWith(prefix)) continue;
    const rest = reason.slice(prefix.length).replace(/^:\s*/, '');
    return { standIn, reason: rest || undefined };
  }
  return { reason };
}

import { isApiErrorCode } from '../../../lib/api/index.ts';
import { METHOD_IDS, type MethodName } from '@sladd/contract';
import { METHOD_NAMES } from './entity-selection.ts';

export interface EntityWriter {
  deleteCustom: (methodId: number) => Promise<unknown>;
  add: (methodId: number, texts: string[]) => Promise<unknown>;
  wait: (ms: number) => Promise<void>;
}

/** Spec 1 §4: 50 ms between the writes of one model and the next. */
export const MODEL_WRITE_GAP_MS = 50;

/**
 * Replaces each method's own entities: remove them, then add the chosen ones. Methods are written
 * one after the other; a failing method does not stop the others, and is reported back.
 */
export async function saveEntityLists(
  additions: Record<MethodName, string[]>,
  writer: EntityWriter,
): Promise<{ failed: MethodName[] }> {
  const failed: MethodName[] = [];
  for (const [index, method] of METHOD_NAMES.entries()) {
    if (index > 0) await writer.wait(MODEL_WRITE_GAP_MS);
    const methodId = METHOD_IDS[method];
    try {
      await writer.deleteCustom(methodId);
      const texts = additions[method];
      if (texts.length > 0) await writer.add(methodId, texts).catch(ignoreAlreadyThere);
    } catch {
      failed.push(method);
    }
  }
  return { failed };
}

/** A 409 means some were there already; the rest were added, which is what Save wanted. */
function ignoreAlreadyThere(error: unknown): void {
  if (!isApiErrorCode(error, 'CONFLICT')) throw error;
}

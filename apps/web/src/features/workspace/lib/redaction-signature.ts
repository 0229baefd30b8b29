import type { Highlight } from '../types.ts';
import type { Appearance } from './appearance.ts';
import type { RedactionLogChoice } from './pdf-api.ts';
import type { RedactionOptions } from './redaction-mapping.ts';

const round = (n: number) => Math.round(n * 100) / 100;

/**
 * What a file's marks say, independent of their ids, colours and order: two workspaces with the
 * same boxes, kinds, texts and legal bases on the same pages get the same string.
 */
export function marksSignature(highlights: readonly Highlight[]): string {
  return JSON.stringify(
    highlights
      .map((h) => [
        h.page,
        round(h.x),
        round(h.y),
        round(h.w),
        round(h.h),
        h.type,
        h.entity ?? '',
        h.text ?? '',
        h.legalBasis ?? '',
      ])
      .sort((a, b) => JSON.stringify(a).localeCompare(JSON.stringify(b))),
  );
}

/**
 * The choices that shape a redacted file besides the marks: what is included, images, appearance;
 * and the log asked for with it (a redaction made without one is made again to get it).
 */
export function settingsSignature(
  options: RedactionOptions,
  appearance: Appearance,
  log?: RedactionLogChoice,
): string {
  return JSON.stringify({ options, appearance, ...(log ? { log } : {}) });
}

import { OCR_LIMITS } from '@sladd/contract/limits';
import { MESSAGES } from '@sladd/contract/messages';
import { AppError } from '../platform/errors.ts';
import { recognizePages, type OcrProgress } from './ocr-pages.ts';
import type { JobPool } from './pool.ts';
import type { DetectPageEvent, NeedsOcr, Task } from './task-types.ts';

type OcrTask = Extract<Task, { kind: 'detect' | 'search' }>;

/**
 * Runs a detect or search task with the pages that have no text layer read by OCR (decision
 * 0020). The first run extracts the file and, when every page has a text layer, simply answers;
 * otherwise it names the pages to read, which go through the same per-page pool tasks as
 * POST /api/pdf/extract (the 50-page cap, two pages at a time, stopped by the signal), and the
 * task runs again with the recognised words standing in for the missing text layer.
 */
export async function runWithOcr<T>(
  pool: JobPool,
  task: OcrTask,
  options: {
    signal?: AbortSignal;
    onPage?: (event: DetectPageEvent) => void;
    onOcr?: (event: OcrProgress) => void;
  } = {},
): Promise<T> {
  const { onOcr, ...runOptions } = options;
  const first = await pool.run<T | NeedsOcr>({ ...task, ocr: 'auto' }, runOptions);
  if (!isNeedsOcr(first)) return first;
  const missing = first.needsOcr;
  if (missing.length > OCR_LIMITS.maxPages) {
    throw new AppError('OCR_PAGE_LIMIT', MESSAGES.ocrPageLimit, {
      pages_without_text_layer: missing.length,
      max_ocr_pages: OCR_LIMITS.maxPages,
    });
  }
  const read = await recognizePages(pool, task.bytes, missing, options.signal, onOcr);
  const recognized = Object.fromEntries([...read].map(([page, result]) => [page, result.words]));
  return pool.run<T>({ ...task, ocr: 'auto', recognized }, runOptions);
}

function isNeedsOcr(value: unknown): value is NeedsOcr {
  return typeof value === 'object' && value !== null && 'needsOcr' in value;
}

import type { OcrMode } from '@sladd/contract';
import { OCR_LIMITS } from '@sladd/contract/limits';
import { MESSAGES } from '@sladd/contract/messages';
import { AppError } from '../platform/errors.ts';
import { recognizePages } from './ocr-pages.ts';
import type { JobPool } from './pool.ts';
import type { NeedsOcr, SearchResult, TaskOcr } from './task-types.ts';

/** A file's scanned pages, read once for several tasks on it. */
export interface ScannedPages {
  /** What to pass to each task (spread into it): the recognised words standing in for the missing text layer. */
  task: TaskOcr;
  /** Pages without a text layer on which OCR read words. */
  ocrPages: number[];
  /** Pages without a text layer on which nothing could be read (or that were not read: ocr off). */
  unreadablePages: number[];
}

/**
 * Reads the pages of a file that have no text layer with OCR (decision 0020: the same 50-page cap,
 * two pages at a time, stopped by the signal), for the tasks that then run on the file — the
 * command line's terms, patterns and detection, the certificate's counts of the requested terms.
 * With `off`, nothing is read and the pages without a text layer are named as unreadable.
 * `report` receives the share of the pages read.
 */
export async function readScannedPages(
  pool: JobPool,
  bytes: Uint8Array,
  mode: OcrMode,
  options: { report?: (fraction: number) => void; signal?: AbortSignal } = {},
): Promise<ScannedPages> {
  // A search for a term no page holds answers which pages have no text layer, and costs a read.
  const first = await pool.run<NeedsOcr | SearchResult>(
    { kind: 'search', bytes, terms: ['\u0000'], caseSensitive: true, regex: false, ocr: 'auto' },
    { signal: options.signal },
  );
  if (!('needsOcr' in first))
    return { task: mode === 'off' ? {} : { ocr: 'auto' }, ocrPages: [], unreadablePages: [] };
  const missing = first.needsOcr;
  if (mode === 'off') return { task: {}, ocrPages: [], unreadablePages: missing.map((p) => p.page) };
  if (missing.length > OCR_LIMITS.maxPages)
    throw new AppError('OCR_PAGE_LIMIT', MESSAGES.ocrPageLimit, {
      pages_without_text_layer: missing.length,
      max_ocr_pages: OCR_LIMITS.maxPages,
    });
  let done = 0;
  const read = await recognizePages(pool, bytes, missing, options.signal, (event) => {
    if (event.type === 'completed') options.report?.(++done / missing.length);
  });
  const recognized = Object.fromEntries([...read].map(([page, result]) => [page, result.words]));
  const pages = missing.map((p) => p.page);
  return {
    task: { ocr: 'auto', recognized },
    ocrPages: pages.filter((page) => (recognized[page]?.length ?? 0) > 0),
    unreadablePages: pages.filter((page) => (recognized[page]?.length ?? 0) === 0),
  };
}

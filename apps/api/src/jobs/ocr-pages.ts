import type { OcrMode } from '@sladd/contract';
import { OCR_LIMITS } from '@sladd/contract/limits';
import { MESSAGES } from '@sladd/contract/messages';
import type { PageWords } from '@sladd/pdf';
import { AppError } from '../platform/errors.ts';
import type { JobPool } from './pool.ts';
import type { OcrPageResult } from './task-types.ts';

/** Resolution for one page: OCR_LIMITS.dpi, lowered so a very large page stays within the pixel budget. */
export function ocrDpiFor(width: number, height: number): number {
  const megapixelsAtDpi = (((width * OCR_LIMITS.dpi) / 72) * ((height * OCR_LIMITS.dpi) / 72)) / 1e6;
  if (megapixelsAtDpi <= OCR_LIMITS.maxMegapixels) return OCR_LIMITS.dpi;
  return Math.max(72, Math.floor(OCR_LIMITS.dpi * Math.sqrt(OCR_LIMITS.maxMegapixels / megapixelsAtDpi)));
}

/** The pages OCR would read, refused up front (422 OCR_PAGE_LIMIT) when there are more than the cap. */
export function pagesToRecognize<P extends Pick<PageWords, 'page' | 'width' | 'height' | 'hasTextLayer'>>(
  pages: P[],
  mode: OcrMode,
): P[] {
  if (mode === 'off') return [];
  const missing = pages.filter((page) => !page.hasTextLayer);
  if (missing.length > OCR_LIMITS.maxPages) {
    throw new AppError('OCR_PAGE_LIMIT', MESSAGES.ocrPageLimit, {
      pages_without_text_layer: missing.length,
      max_ocr_pages: OCR_LIMITS.maxPages,
    });
  }
  return missing;
}

/** One page of a file going through OCR: when it starts and when its words are read. */
export type OcrProgress =
  { type: 'started'; page: number } | { type: 'completed'; page: number; wordsCount: number; ms: number };

/**
 * Reads the pages without a text layer in the worker pool, OCR_LIMITS.concurrency at a time so one
 * scan does not take every worker. The signal (client gone) cancels the queued and running pages;
 * a page that fails stops the other lane too.
 */
export async function recognizePages(
  pool: JobPool,
  bytes: Uint8Array,
  pages: Pick<PageWords, 'page' | 'width' | 'height'>[],
  signal?: AbortSignal,
  onProgress?: (event: OcrProgress) => void,
): Promise<Map<number, OcrPageResult>> {
  const results = new Map<number, OcrPageResult>();
  const queue = [...pages];
  const stop = new AbortController();
  const lanes = signal ? AbortSignal.any([signal, stop.signal]) : stop.signal;
  const lane = async () => {
    for (let page = queue.shift(); page && !lanes.aborted; page = queue.shift()) {
      const dpi = ocrDpiFor(page.width, page.height);
      onProgress?.({ type: 'started', page: page.page });
      const started = performance.now();
      const result = await pool.run<OcrPageResult>(
        { kind: 'ocr-page', bytes, page: page.page, dpi },
        { signal: lanes },
      );
      results.set(page.page, result);
      onProgress?.({
        type: 'completed',
        page: page.page,
        wordsCount: result.words.length,
        ms: performance.now() - started,
      });
    }
  };
  try {
    await Promise.all(
      Array.from({ length: Math.min(OCR_LIMITS.concurrency, pages.length) }, () =>
        lane().catch((error: unknown) => {
          stop.abort();
          throw error;
        }),
      ),
    );
  } catch (error) {
    throw signal?.aborted ? cancelled() : error;
  }
  if (signal?.aborted) throw cancelled();
  return results;
}

function cancelled(): AppError {
  return new AppError('CANCELLED', 'Text recognition stopped because the request was cancelled.');
}

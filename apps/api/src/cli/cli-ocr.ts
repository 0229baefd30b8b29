import { AppError } from '../platform/errors.ts';
import type { JobPool } from '../jobs/pool.ts';
import type { DetectPageEvent, NeedsOcr, SearchResult, Task, TaskOcr } from '../jobs/task-types.ts';
import { type CliIo, CliUsageError } from './io.ts';
import { formatPageRanges } from './print-tables.ts';

/** `--ocr auto` (default): pages without a text layer are read with OCR, as in the workspace; `off` skips them. */
export type OcrMode = 'auto' | 'off';

export const OCR_OPTION = { ocr: { type: 'string' } } as const;

export function parseOcrMode(value: string | undefined): OcrMode {
  if (value === undefined || value === 'auto') return 'auto';
  if (value === 'off') return 'off';
  throw new CliUsageError(`--ocr takes auto or off (got "${value}").`);
}

/**
 * Runs a detect or search task as the API does: with OCR for the pages that have no text layer
 * (decision 0020, the same 50-page cap), or, with --ocr off, on the text layer alone. `report`
 * receives the share of the OCR done, so the progress bar moves while pages are read.
 */
export async function runTaskWithOcr<T>(
  pool: JobPool,
  task: Extract<Task, { kind: 'detect' | 'search' }>,
  mode: OcrMode,
  options: { onPage?: (event: DetectPageEvent) => void; report?: (fraction: number) => void } = {},
): Promise<T> {
  if (mode === 'off') return pool.run<T>(task, { onPage: options.onPage });
  const { runWithOcr } = await import('../jobs/run-with-ocr.ts');
  let started = 0;
  let done = 0;
  return runWithOcr<T>(pool, task, {
    onPage: options.onPage,
    onOcr: (event) => {
      if (event.type === 'started') started++;
      else done++;
      // OCR is the slow part of a scan; it fills the first half of the bar.
      options.report?.((0.5 * done) / Math.max(started, 1));
    },
  });
}

/** Pages nothing could be read on: said on stderr, so an empty result is never taken for a clean page. */
export function reportUnread(
  io: CliIo,
  path: string,
  result: { unreadablePages?: number[]; ocrPages?: number[] },
  mode: OcrMode,
): void {
  const unread = result.unreadablePages ?? [];
  if (unread.length === 0) return;
  const pages = `${unread.length === 1 ? 'page' : 'pages'} ${formatPageRanges(unread)}`;
  io.err(
    mode === 'off'
      ? `${path}: no text layer on ${pages} (scanned?) and --ocr off, so nothing was looked for there.`
      : `${path}: no text could be read on ${pages}, not even by OCR, so nothing was found there.`,
  );
}

/**
 * Reads a file's scanned pages once, for several tasks on it (the redact command's terms, patterns
 * and detection): the OCR options each of those tasks takes. With --ocr off, none.
 */
export async function readScannedPages(
  pool: JobPool,
  bytes: Uint8Array,
  mode: OcrMode,
  report?: (fraction: number) => void,
): Promise<TaskOcr> {
  if (mode === 'off') return {};
  // A search for a term no page holds answers which pages have no text layer, and costs a read.
  const first = await pool.run<NeedsOcr | SearchResult>({
    kind: 'search',
    bytes,
    terms: ['\u0000'],
    caseSensitive: true,
    regex: false,
    ocr: 'auto',
  });
  if (!('needsOcr' in first)) return { ocr: 'auto' };
  const { OCR_LIMITS, MESSAGES } = await import('@sladd/contract');
  if (first.needsOcr.length > OCR_LIMITS.maxPages)
    throw new AppError('OCR_PAGE_LIMIT', MESSAGES.ocrPageLimit, {
      pages_without_text_layer: first.needsOcr.length,
      max_ocr_pages: OCR_LIMITS.maxPages,
    });
  const { recognizePages } = await import('../jobs/ocr-pages.ts');
  let done = 0;
  const read = await recognizePages(pool, bytes, first.needsOcr, undefined, (event) => {
    if (event.type === 'completed') report?.((0.4 * ++done) / first.needsOcr.length);
  });
  return {
    ocr: 'auto',
    recognized: Object.fromEntries([...read].map(([page, result]) => [page, result.words])),
  };
}

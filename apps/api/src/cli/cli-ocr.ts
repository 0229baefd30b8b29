import type { JobPool } from '../jobs/pool.ts';
import type { DetectPageEvent, Task } from '../jobs/task-types.ts';
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

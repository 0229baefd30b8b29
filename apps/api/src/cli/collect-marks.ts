import type { JobPool } from '../jobs/pool.ts';
import type { DetectResult, SearchResult, TaskOcr } from '../jobs/task-types.ts';
import type { OcrMode } from './cli-ocr.ts';
import { readScannedPages } from '../jobs/read-scanned-pages.ts';
import type { Mark } from './read-marks.ts';

/** What to redact, from the redact command's flags. */
export interface MarkSources {
  terms: string[];
  regexes: string[];
  caseSensitive: boolean;
  fromFile: Mark[];
  detect: boolean;
  /** Pages without a text layer are read with OCR (auto, the default) or not at all (off). */
  ocr?: OcrMode;
}

/** Which pages the searches read by OCR, and on which nothing could be read. */
export interface PagesRead {
  ocrPages: number[];
  unreadablePages: number[];
}

/** How many boxes each source contributed (shown in the report; never the text). */
export interface MarkCounts {
  terms: number;
  regex: number;
  marks_file: number;
  detect: number;
}

type Found = { marks: Mark[] } & Partial<PagesRead>;

async function searchMarks(
  pool: JobPool,
  bytes: Uint8Array,
  terms: string[],
  caseSensitive: boolean,
  regex: boolean,
  ocr: TaskOcr,
): Promise<Found> {
  if (terms.length === 0) return { marks: [] };
  const found = await pool.run<SearchResult>({ kind: 'search', bytes, terms, caseSensitive, regex, ...ocr });
  return {
    ...found,
    marks: found.pages.flatMap((page) =>
      page.matches.flatMap((match) => match.boxes.map((bbox) => ({ page: page.page, bbox }))),
    ),
  };
}

async function detectMarks(pool: JobPool, bytes: Uint8Array, ocr: TaskOcr): Promise<Found> {
  const request = { methods: { fast: ['ALL_FAST'] }, threshold: 0.5, removeWords: [] };
  const found = await pool.run<DetectResult>({ kind: 'detect', bytes, request, ...ocr });
  return {
    ...found,
    marks: found.pages.flatMap((page) =>
      page.sensitive.map((item) => ({ page: page.page, bbox: item.bbox })),
    ),
  };
}

/**
 * Runs the searches and detection the flags ask for on one file (scanned pages read by OCR once,
 * unless --ocr off) and joins their boxes with the file's marks.
 */
export async function collectMarks(
  pool: JobPool,
  bytes: Uint8Array,
  sources: MarkSources,
  report?: (fraction: number) => void,
): Promise<{ marks: Mark[]; counts: MarkCounts; read: PagesRead; recognized?: TaskOcr['recognized'] }> {
  const searching = sources.terms.length + sources.regexes.length > 0 || sources.detect;
  // OCR fills the first 40 % of the progress bar.
  const ocr: TaskOcr = searching
    ? (
        await readScannedPages(pool, bytes, sources.ocr ?? 'auto', {
          report: report && ((fraction) => report(0.4 * fraction)),
        })
      ).task
    : {};
  const terms = await searchMarks(pool, bytes, sources.terms, sources.caseSensitive, false, ocr);
  const regex = await searchMarks(pool, bytes, sources.regexes, sources.caseSensitive, true, ocr);
  const detect = sources.detect ? await detectMarks(pool, bytes, ocr) : { marks: [] };
  const runs = [terms, regex, detect].filter(
    (run) => run.unreadablePages !== undefined || run.ocrPages !== undefined,
  );
  const union = (key: keyof PagesRead) =>
    [...new Set(runs.flatMap((run) => run[key] ?? []))].sort((a, b) => a - b);
  return {
    marks: [...sources.fromFile, ...terms.marks, ...regex.marks, ...detect.marks],
    counts: {
      terms: terms.marks.length,
      regex: regex.marks.length,
      marks_file: sources.fromFile.length,
      detect: detect.marks.length,
    },
    read: { ocrPages: union('ocrPages'), unreadablePages: union('unreadablePages') },
    recognized: ocr.recognized,
  };
}

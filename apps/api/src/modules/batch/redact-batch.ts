import { zipSync } from 'fflate';
import type { OcrMode } from '@sladd/contract';
import { readScannedPages } from '../../jobs/read-scanned-pages.ts';
import { AppError } from '../../platform/errors.ts';
import type { JobPool } from '../../jobs/pool.ts';
import type { RedactLogTask, RedactResultData } from '../../jobs/task-types.ts';
import type { CheckedFile } from './batch.service.ts';
import type { Appearance, Marks, SearchTerms } from './redact-options.ts';

export interface RedactedFile {
  name: string;
  pdf: Uint8Array;
  verification: RedactResultData['verification'];
  /** When search terms were counted: pages OCR read, and pages without text nothing could be read on. */
  scans?: { ocrPages: number[]; unreadablePages: number[] };
  /** The file's redaction log, when it was asked for (decision 0059). */
  log?: RedactResultData['log'];
}

/** Redacts each file in the pool; any failure stops the batch with that file named. */
export async function redactFiles(
  pool: JobPool,
  files: CheckedFile[],
  marks: Marks[],
  appearance: Appearance,
  removeImages: boolean,
  searchTerms: SearchTerms = [],
  ocr: OcrMode = 'auto',
  signal?: AbortSignal,
  log?: Omit<RedactLogTask, 'documentName'> & { documentNames?: (string | null | undefined)[] },
): Promise<RedactedFile[]> {
  return Promise.all(
    files.map(async (file) => {
      try {
        // The terms are counted where the person found them, scanned pages included.
        const scanned =
          searchTerms.length > 0 ? await readScannedPages(pool, file.bytes, ocr, { signal }) : null;
        const result = await pool.run<RedactResultData>(
          {
            kind: 'redact',
            bytes: file.bytes,
            marks: marks[file.index] ?? [],
            appearance: appearance ?? null,
            removeImages,
            texts: searchTerms.filter((t) => t.kind === 'term').map((t) => t.text),
            requested: searchTerms,
            ...(scanned?.task.recognized ? { recognized: scanned.task.recognized } : {}),
            ...(log ? { log: logTaskOf(log, file) } : {}),
          },
          { signal },
        );
        return {
          name: redactedName(file.name),
          pdf: result.pdf,
          verification: result.verification,
          ...(result.log ? { log: result.log } : {}),
          ...(scanned
            ? { scans: { ocrPages: scanned.ocrPages, unreadablePages: scanned.unreadablePages } }
            : {}),
        };
      } catch (error) {
        if (error instanceof AppError)
          throw new AppError(error.code, `${file.name}: ${error.message}`, error.details);
        throw error;
      }
    }),
  );
}

/** "report-redacted.pdf" → "report-redaction-log.csv" (with the PDF's "-2" when names repeat). */
function logName(redacted: string, suffix: string, extension: string): string {
  return `${redacted.replace(/-redacted\.pdf$/i, '')}-redaction-log${suffix}.${extension}`;
}

/** "report.pdf" → "report-redacted.pdf". */
export function redactedName(name: string): string {
  return name.replace(/(\.pdf)?$/i, '-redacted.pdf');
}

// The header travels with every answer; a file with thousands of marks lists its first texts
// there and all of them in verification.json (zips) or the CLI.
const HEADER_STRINGS = 50;

/** The verification certificate of each file, as sent in the header (limit texts) and in verification.json. */
export function verificationSummary(files: RedactedFile[], limit = Infinity) {
  return {
    files: files.map((file) => {
      const strings = file.verification.strings ?? [];
      const requested = file.verification.requested ?? [];
      const visual = file.verification.visual;
      return {
        file: file.name,
        ok: file.verification.ok,
        pages_checked: file.verification.pagesChecked,
        marks_checked: file.verification.marksChecked,
        leftover_chars: file.verification.leftoverChars,
        visual: visual
          ? {
              ok: visual.ok,
              pages_compared: visual.pagesCompared,
              dpi: visual.dpi,
              tolerance: {
                grey_levels: visual.tolerance.greyLevels,
                percent_of_page: visual.tolerance.percentOfPage,
              },
              max_changed_percent: visual.maxChangedPercent,
              changed_pages: visual.changedPages,
              marks_with_traces: visual.marksWithTraces,
            }
          : null,
        ...(file.scans
          ? { ocr_pages: file.scans.ocrPages, unreadable_pages: file.scans.unreadablePages }
          : {}),
        requested_checked: requested.length,
        requested: requested
          .slice(0, limit)
          .map((r) => ({ kind: r.kind, text: r.text, before: r.before, after: r.after })),
        strings_checked: strings.length,
        strings: strings.slice(0, limit).map((s) => ({
          text: s.text,
          before: s.before,
          kept: s.kept,
          after: s.after,
          in_objects: s.inObjects,
        })),
      };
    }),
  };
}

/** The certificate for the x-sladd-verification header, as JSON (the route encodes or seals it). */
export function verificationHeader(files: RedactedFile[]): string {
  return JSON.stringify(verificationSummary(files, HEADER_STRINGS));
}

/**
 * Several files travel as one zip with verification.json beside them; each file's redaction log,
 * when asked for, beside its PDF ("report-redacted.pdf", "report-redaction-log.pdf").
 */
export function zipRedacted(files: RedactedFile[]): Uint8Array {
  const entries: Record<string, Uint8Array> = {};
  for (const file of files) {
    let name = file.name;
    let suffix = '';
    for (let n = 2; entries[name]; n++) {
      suffix = `-${n}`;
      name = file.name.replace(/\.pdf$/i, `${suffix}.pdf`);
    }
    entries[name] = file.pdf;
    if (file.log) entries[logName(file.name, suffix, file.log.extension)] = file.log.bytes;
  }
  entries['verification.json'] = new TextEncoder().encode(
    JSON.stringify(verificationSummary(files), null, 2),
  );
  return zipSync(entries, { level: 0 });
}

/** The worker's log task for one file: the name the caller chose for it, or the file's own. */
function logTaskOf(
  log: Omit<RedactLogTask, 'documentName'> & { documentNames?: (string | null | undefined)[] },
  file: { name: string; index: number },
): RedactLogTask {
  const { documentNames, ...task } = log;
  const chosen = documentNames?.[file.index];
  return { ...task, documentName: chosen === undefined ? file.name : chosen };
}

import type { OcrMode } from '@sladd/contract';
import type { Actor } from '../../platform/auth/session.ts';
import { AppError } from '../../platform/errors.ts';
import type { UploadedFile } from '../../platform/uploads.ts';
import type { JobPool } from '../../jobs/pool.ts';
import { allPages, type BatchService } from './batch.service.ts';
import { resolveBuiltInLegalCodes, type ResolveLegalCodes } from './legal-basis-codes.ts';
import { redactFiles, verificationHeader, zipRedacted } from './redact-batch.ts';
import type { Appearance, LogRequest, Marks, SearchTerms } from './redact-options.ts';

export interface RedactOptions {
  /** Marks per uploaded file, in upload order. */
  marks: Marks[];
  appearance: Appearance;
  removeImages: boolean;
  /** The terms and patterns the marks were searched with; the certificate counts each. */
  searchTerms?: SearchTerms;
  /** With search terms: read pages without a text layer by OCR to count them there (default auto). */
  ocr?: OcrMode;
  /** Aborted when the client goes away: the OCR and redaction of the files stop. */
  signal?: AbortSignal;
  /** Also answer each file's redaction log (decision 0059): the answer is then a zip. */
  log?: LogRequest | null;
}

/** Records that a redacted, verified file released an approved review (the trail's `released`). */
export type ReleaseRecorder = () => Promise<void>;

/** What the caller downloads: one PDF, or a zip of several with verification.json beside them. */
export interface RedactedDownload {
  contentType: 'application/pdf' | 'application/zip';
  fileName: string;
  body: Buffer;
  /** The verification certificate (JSON) for the x-sladd-verification header. */
  verification: string;
}

/**
 * True redaction of a batch: all files or none. Every file is opened and its pages counted
 * against the plan; any unusable file refuses the whole request (an answer must never hold an
 * unredacted file), and a redaction that fails gives the pages back.
 */
export function createRedactService(deps: {
  pool: JobPool;
  batch: BatchService;
  /** What the marks' legal bases mean (the seam of decision 0059); built-in codes only when absent. */
  resolveLegalCodes?: ResolveLegalCodes;
  /** The log's date (tests fix it). */
  now?: () => Date;
  /**
   * Told of each file redacted and delivered, with its marks' legal bases: the organization's audit
   * trail (decision 0060) records it. Never the file's content; the name is hashed by the trail.
   */
  onRedacted?: (
    actor: Actor,
    file: { name: string; codes: string[]; documentHash?: string | undefined },
  ) => Promise<void>;
  /**
   * The review gate (decision 0061), asked before any page is counted: per file, how to record its
   * release of an approved review (instead of `onRedacted`), or null for a redaction outside review.
   * It refuses a file the actor's organization may not release yet.
   */
  releaseGate?: (
    actor: Actor,
    files: { name: string; bytes: Uint8Array; marks: Marks }[],
  ) => Promise<{ documentHash?: string | undefined; release: ReleaseRecorder | null }[]>;
}) {
  const { pool, batch } = deps;
  const resolveLegalCodes = deps.resolveLegalCodes ?? resolveBuiltInLegalCodes;
  const now = deps.now ?? (() => new Date());
  return {
    async redact(actor: Actor, files: UploadedFile[], options: RedactOptions): Promise<RedactedDownload> {
      // Code ids are resolved first: an unknown one is refused before any page is counted.
      const ids = new Set(
        options.marks.flatMap((marks) => marks.flatMap((m) => (m.legalBasis ? [m.legalBasis] : []))),
      );
      const codes = ids.size > 0 ? await resolveLegalCodes(actor, ids) : new Map<string, never>();
      // Each mark's label for its box; the worker hands redactPdf the labels, the log the ids.
      const marks = options.marks.map((fileMarks) =>
        fileMarks.map((mark) => {
          const code = mark.legalBasis ? codes.get(mark.legalBasis) : undefined;
          return code ? { ...mark, label: code.label } : mark;
        }),
      );
      const log = options.log
        ? {
            format: options.log.format,
            language: options.log.language,
            ...(options.log.documentNames ? { documentNames: options.log.documentNames } : {}),
            createdAt: now().toISOString(),
            codes: Object.fromEntries(
              [...codes].map(([id, c]) => [id, { label: c.label, citation: c.citation, title: c.title }]),
            ),
          }
        : undefined;
      // A file the organization may not release yet is refused before any page is counted.
      const releases = deps.releaseGate
        ? await deps.releaseGate(
            actor,
            files.map((file, index) => ({
              name: file.name,
              bytes: file.bytes,
              marks: options.marks[index] ?? [],
            })),
          )
        : [];
      const checked = await batch.checkFiles(actor, files, options.signal);
      const [rejected] = checked.rejected;
      if (rejected) {
        // Nothing is redacted, so the valid files' pages are not counted either.
        await batch.recordPages(actor, checked.period, []);
        throw new AppError(rejected.error.code as never, rejected.error.message);
      }
      // The trail is written before the pages are counted and the answer goes out: a release the
      // trail could not record is neither handed out nor charged (the pages are given back).
      const redacted = await batch.settleOnFailure(actor, checked.period, async () => {
        const done = await redactFiles(
          pool,
          checked.valid,
          marks,
          options.appearance,
          options.removeImages,
          options.searchTerms ?? [],
          options.ocr ?? 'auto',
          options.signal,
          log,
        );
        for (const file of checked.valid) {
          const gate = releases[file.index];
          if (gate?.release) await gate.release();
          else
            await deps.onRedacted?.(actor, {
              name: file.name,
              documentHash: gate?.documentHash,
              codes: [...new Set(marks[file.index]?.flatMap((m) => (m.legalBasis ? [m.legalBasis] : [])))],
            });
        }
        return done;
      });
      await batch.recordPages(actor, checked.period, checked.valid.map(allPages));
      const verification = verificationHeader(redacted);
      const [only] = redacted;
      // With a log the answer is a zip even for one file: the PDF and its log travel together.
      if (redacted.length === 1 && only && !log)
        return {
          contentType: 'application/pdf',
          fileName: only.name,
          body: Buffer.from(only.pdf),
          verification,
        };
      return {
        contentType: 'application/zip',
        fileName: 'sladd-redacted.zip',
        body: Buffer.from(zipRedacted(redacted)),
        verification,
      };
    },
  };
}

export type RedactService = ReturnType<typeof createRedactService>;

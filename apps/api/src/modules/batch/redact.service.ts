import type { OcrMode } from '@sladd/contract';
import type { Actor } from '../../platform/auth/session.ts';
import { AppError } from '../../platform/errors.ts';
import type { UploadedFile } from '../../platform/uploads.ts';
import type { JobPool } from '../../jobs/pool.ts';
import { allPages, type BatchService } from './batch.service.ts';
import { redactFiles, verificationHeader, zipRedacted } from './redact-batch.ts';
import type { Appearance, Marks, SearchTerms } from './redact-options.ts';

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
}

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
export function createRedactService(deps: { pool: JobPool; batch: BatchService }) {
  const { pool, batch } = deps;
  return {
    async redact(actor: Actor, files: UploadedFile[], options: RedactOptions): Promise<RedactedDownload> {
      const checked = await batch.checkFiles(actor, files, options.signal);
      const [rejected] = checked.rejected;
      if (rejected) {
        // Nothing is redacted, so the valid files' pages are not counted either.
        await batch.recordPages(actor, checked.period, []);
        throw new AppError(rejected.error.code as never, rejected.error.message);
      }
      const redacted = await batch.settleOnFailure(actor, checked.period, () =>
        redactFiles(
          pool,
          checked.valid,
          options.marks,
          options.appearance,
          options.removeImages,
          options.searchTerms ?? [],
          options.ocr ?? 'auto',
          options.signal,
        ),
      );
      await batch.recordPages(actor, checked.period, checked.valid.map(allPages));
      const verification = verificationHeader(redacted);
      const [only] = redacted;
      if (redacted.length === 1 && only)
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

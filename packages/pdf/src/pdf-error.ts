export type PdfErrorCode =
  | 'NOT_A_PDF'
  | 'FILE_TOO_LARGE'
  | 'PDF_ENCRYPTED'
  | 'PDF_UNREADABLE'
  | 'TOO_MANY_PAGES'
  | 'PAGE_TOO_LARGE'
  | 'PAGE_TOO_COMPLEX'
  | 'INVALID_REGEX'
  | 'INVALID_MARKS'
  | 'REDACTION_VERIFICATION_FAILED'
  | 'OCR_FAILED';

/** The only error this package throws on purpose; `code` is stable, `message` is safe to show (never document text). */
export class PdfError extends Error {
  readonly code: PdfErrorCode;
  readonly details?: unknown;

  constructor(code: PdfErrorCode, message: string, details?: unknown) {
    super(message);
    this.name = 'PdfError';
    this.code = code;
    if (details !== undefined) this.details = details;
  }
}

/** True when `err` is a PdfError (optionally with the given code). */
export function isPdfError(err: unknown, code?: PdfErrorCode): err is PdfError {
  return err instanceof PdfError && (code === undefined || err.code === code);
}

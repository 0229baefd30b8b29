import type { Review } from '@sladd/contract';

export interface ReleaseOptions {
  /** Print each mark's legal basis label in its box. */
  printCodes: boolean;
  /** Add the redaction log (a PDF) beside the redacted file: the answer is then a zip. */
  includeLog: boolean;
  /** The UI language: the log's language. */
  language: 'no' | 'en';
  /** The name the log prints for the document; empty prints the file's own name. */
  documentName: string;
}

/**
 * The fields of POST /api/batch/redact for releasing an approved review: the chosen file with the
 * review's marks as they were approved (the server compares them), in upload order.
 */
export function releaseFields(review: Pick<Review, 'pages'>, file: File, options: ReleaseOptions) {
  const name = options.documentName.trim();
  return {
    files: [file],
    mappings: [{ pages: review.pages }],
    ...(options.printCodes ? { appearance: { mode: 'fill', text_source: 'legal_basis' } } : {}),
    ...(options.includeLog
      ? {
          log: 'pdf' as const,
          log_language: options.language === 'en' ? ('en' as const) : ('nb' as const),
          ...(name ? { log_document_names: [name] } : {}),
        }
      : {}),
  };
}

/** The download's name: the file's own name with "-redacted", a zip when the log came with it. */
export function releaseFileName(fileName: string, isZip: boolean): string {
  const base = fileName.replace(/\.pdf$/i, '') || 'document';
  return `${base}-redacted.${isZip ? 'zip' : 'pdf'}`;
}

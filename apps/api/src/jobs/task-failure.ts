import { isPdfError } from '@sladd/pdf';
import type { TaskFailure } from './task-types.ts';

/**
 * A PdfError as a task's failure result (its code and details survive a thread boundary);
 * undefined for anything else, which the caller rethrows.
 */
export function pdfFailure(error: unknown): TaskFailure | undefined {
  if (!isPdfError(error)) return undefined;
  const details = (error as { details?: unknown }).details;
  return { ok: false, error: { code: error.code, message: error.message, ...(details ? { details } : {}) } };
}

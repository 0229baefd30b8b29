/** A failed API call, carrying the envelope's error code so screens can react to it. */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly details: unknown;

  constructor(status: number, code: string, message: string, details?: unknown) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    this.details = details;
  }
}

/** Whether an unknown thrown value is an ApiError with the given code. */
export function isApiErrorCode(error: unknown, code: string): error is ApiError {
  return error instanceof ApiError && error.code === code;
}

/** Field problems of a VALIDATION_ERROR, keyed by the first path segment. */
export function readFieldErrors(error: unknown): Record<string, string> {
  if (!(error instanceof ApiError) || !Array.isArray(error.details)) return {};
  const fields: Record<string, string> = {};
  for (const issue of error.details as Array<{ path?: unknown; message?: unknown }>) {
    if (typeof issue?.path !== 'string' || typeof issue.message !== 'string') continue;
    const field = issue.path.split('.')[0] ?? issue.path;
    fields[field] ??= issue.message;
  }
  return fields;
}

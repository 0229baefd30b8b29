import { ERROR_CODES, type ErrorCode } from '@sladd/contract/errors';

/** The one error type services throw; the error handler turns it into the failure envelope. */
export class AppError extends Error {
  readonly status: number;
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly details?: unknown,
  ) {
    super(message);
    this.name = 'AppError';
    this.status = ERROR_CODES[code];
  }
}

/** Shorthand for the common 404, phrased for a person. */
export function notFound(what: string): AppError {
  return new AppError('NOT_FOUND', `${what} was not found.`);
}

import { ApiError } from '../../lib/api/api-error.ts';

/**
 * Why the first auth check gave no answer, as a person can act on it:
 * - `offline`: the browser has no network
 * - `unreachable`: no answer at all (server down, DNS, a proxy that drops the connection)
 * - `unavailable`: the server answered with a 5xx (starting, overloaded, a dependency down)
 * - `timeout`: no answer within the auth-check limit (TIMINGS.authCheckTimeoutMs)
 * - `failed`: any other refusal (a 4xx that is not 401), with the server's message
 */
export type AuthProblem =
  | { kind: 'offline' }
  | { kind: 'unreachable' }
  | { kind: 'unavailable'; status: number }
  | { kind: 'timeout' }
  | { kind: 'failed'; status: number; message: string };

/** Reads a failed GET /api/users/me; `isOnline` is navigator.onLine at the time. */
export function describeAuthFailure(error: unknown, isOnline: boolean): AuthProblem {
  if (!isOnline) return { kind: 'offline' };
  if (error instanceof ApiError) {
    if (error.status === 0) return { kind: 'unreachable' };
    if (error.status >= 500) return { kind: 'unavailable', status: error.status };
    return { kind: 'failed', status: error.status, message: error.message };
  }
  // An aborted request (the limit was reached) or anything thrown before an answer arrived.
  if (error instanceof DOMException && (error.name === 'AbortError' || error.name === 'TimeoutError'))
    return { kind: 'timeout' };
  return { kind: 'unreachable' };
}

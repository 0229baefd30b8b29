import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api/api-error.ts';
import { describeAuthFailure } from './auth-problem.ts';

describe('describeAuthFailure', () => {
  it('names a 5xx answer as the server being unavailable, with its status', () => {
    expect(describeAuthFailure(new ApiError(503, 'SERVICE_UNAVAILABLE', 'down'), true)).toEqual({
      kind: 'unavailable',
      status: 503,
    });
    expect(describeAuthFailure(new ApiError(502, 'HTTP_502', 'Bad gateway'), true)).toEqual({
      kind: 'unavailable',
      status: 502,
    });
  });

  it('names a request that got no answer as an unreachable server', () => {
    expect(describeAuthFailure(new ApiError(0, 'NETWORK_ERROR', 'Failed to fetch'), true)).toEqual({
      kind: 'unreachable',
    });
    expect(describeAuthFailure(new TypeError('Failed to fetch'), true)).toEqual({ kind: 'unreachable' });
  });

  it('says the browser is offline when it has no network, whatever the error', () => {
    expect(describeAuthFailure(new ApiError(0, 'NETWORK_ERROR', 'Failed to fetch'), false)).toEqual({
      kind: 'offline',
    });
  });

  it('names a request aborted at the limit as too slow', () => {
    expect(describeAuthFailure(new DOMException('Aborted', 'AbortError'), true)).toEqual({ kind: 'timeout' });
  });

  it('keeps the status and message of another refusal', () => {
    expect(describeAuthFailure(new ApiError(429, 'RATE_LIMITED', 'Too many requests'), true)).toEqual({
      kind: 'failed',
      status: 429,
      message: 'Too many requests',
    });
  });
});

import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api/api-error.ts';
import { classifyFailure } from './use-verification.ts';

describe('classifyFailure', () => {
  it("counts 'already verified' as success", () => {
    expect(classifyFailure(new ApiError(409, 'ALREADY_VERIFIED', 'Already verified'))).toEqual({
      status: 'success',
    });
  });

  it('gives an expired link its own message, by code or by wording', () => {
    expect(classifyFailure(new ApiError(400, 'TOKEN_EXPIRED', 'x'))).toEqual({
      status: 'error',
      reason: 'expired',
    });
    expect(classifyFailure(new ApiError(400, 'BAD_REQUEST', 'The link has expired'))).toEqual({
      status: 'error',
      reason: 'expired',
    });
  });

  it('treats an unknown token as an invalid link and keeps other server messages', () => {
    expect(classifyFailure(new ApiError(400, 'TOKEN_INVALID', 'x'))).toEqual({
      status: 'error',
      reason: 'invalidLink',
    });
    expect(classifyFailure(new ApiError(429, 'RATE_LIMITED', 'Slow down'))).toEqual({
      status: 'error',
      reason: 'failed',
      message: 'Slow down',
    });
  });
});

import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api/api-error.ts';
import { isUnverifiedEmailError } from './is-unverified-email-error.ts';

describe('isUnverifiedEmailError', () => {
  it('recognises the EMAIL_NOT_VERIFIED code', () => {
    expect(isUnverifiedEmailError(new ApiError(403, 'EMAIL_NOT_VERIFIED', 'Anything'))).toBe(true);
  });

  it("recognises the spec's wordings without the code", () => {
    expect(isUnverifiedEmailError(new ApiError(403, 'FORBIDDEN', 'Please verify your email first'))).toBe(
      true,
    );
    expect(isUnverifiedEmailError(new Error('Email verification required'))).toBe(true);
  });

  it('leaves real failures as errors', () => {
    expect(
      isUnverifiedEmailError(new ApiError(401, 'INVALID_CREDENTIALS', 'Wrong e-mail, username or password')),
    ).toBe(false);
    expect(isUnverifiedEmailError('nope')).toBe(false);
  });
});

import { isApiErrorCode } from '../../../lib/api/api-error.ts';

// The spec's wording for an unverified account, in case a server answers without the code.
const UNVERIFIED_PATTERN =
  /verify your email|email not verified|unverified email|email verification required/i;

/** Whether a login failure only means the e-mail is not verified yet (an info, not an error). */
export function isUnverifiedEmailError(error: unknown): boolean {
  if (isApiErrorCode(error, 'EMAIL_NOT_VERIFIED')) return true;
  return error instanceof Error && UNVERIFIED_PATTERN.test(error.message);
}

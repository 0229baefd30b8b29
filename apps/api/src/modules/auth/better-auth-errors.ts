import { APIError } from 'better-auth/api';
import { AppError } from '../../platform/errors.ts';

/** better-auth error codes that our callers can cause, translated into our codes and plain words. */
const TRANSLATIONS: Record<string, () => AppError> = {
  INVALID_EMAIL_OR_PASSWORD: () => new AppError('INVALID_CREDENTIALS', 'Wrong e-mail, username or password.'),
  INVALID_USERNAME_OR_PASSWORD: () => new AppError('INVALID_CREDENTIALS', 'Wrong e-mail, username or password.'),
  EMAIL_NOT_VERIFIED: () =>
    new AppError(
      'EMAIL_NOT_VERIFIED',
      'Please verify your email before logging in. Check your inbox, or ask for a new verification link.',
    ),
  INVALID_PASSWORD: () => new AppError('WRONG_PASSWORD', 'The current password is not correct.'),
  USERNAME_IS_ALREADY_TAKEN: () => new AppError('USERNAME_TAKEN', 'This username is already taken.'),
  USER_ALREADY_EXISTS: () => new AppError('EMAIL_TAKEN', 'An account with this e-mail address already exists.'),
  USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL: () =>
    new AppError('EMAIL_TAKEN', 'An account with this e-mail address already exists.'),
  INVALID_TOKEN: () =>
    new AppError('TOKEN_INVALID', 'This link is invalid or has already been used. Please request a new one.'),
};

/** Runs a better-auth call and turns its APIError into our AppError; other errors pass through. */
export async function callAuth<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof APIError) {
      const code = (error.body as { code?: string } | undefined)?.code ?? '';
      const translate = TRANSLATIONS[code];
      if (translate) throw translate();
    }
    throw error;
  }
}

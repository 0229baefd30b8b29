import { z } from 'zod';
import { LIMITS } from '../limits.ts';
import { MESSAGES } from '../messages.ts';

export const emailSchema = z
  .string({ error: MESSAGES.emailRequired })
  .trim()
  .min(1, MESSAGES.emailRequired)
  .max(LIMITS.emailMax - 1, MESSAGES.emailTooLong)
  .pipe(z.email(MESSAGES.emailInvalid))
  // Mail servers refuse local parts over 64 characters (RFC 5321), so such an address could never verify.
  .refine((value) => (value.split('@')[0] ?? '').length <= 64, MESSAGES.emailInvalid)
  .transform((value) => value.toLowerCase());

export const usernameSchema = z
  .string({ error: MESSAGES.usernameTooShort })
  .trim()
  .min(LIMITS.usernameMin, MESSAGES.usernameTooShort)
  .max(LIMITS.usernameMax, MESSAGES.usernameTooLong)
  .regex(/^[A-Za-z0-9][A-Za-z0-9._-]*$/, MESSAGES.usernameInvalid);

const SPECIAL = /[^A-Za-z0-9]/;

/** Live checklist for a password (the stricter schema reading: all four classes are required). */
export function passwordChecks(password: string) {
  return {
    length: password.length >= LIMITS.passwordMin && password.length <= LIMITS.passwordMax,
    upper: /[A-Z]/.test(password),
    lower: /[a-z]/.test(password),
    digit: /[0-9]/.test(password),
    special: SPECIAL.test(password),
  };
}

export const passwordSchema = z
  .string({ error: MESSAGES.passwordRequired })
  .min(1, MESSAGES.passwordRequired)
  .min(LIMITS.passwordMin, MESSAGES.passwordTooShort)
  .max(LIMITS.passwordMax, MESSAGES.passwordTooLong)
  .regex(/[A-Z]/, MESSAGES.passwordUppercase)
  .regex(/[a-z]/, MESSAGES.passwordLowercase)
  .regex(/[0-9]/, MESSAGES.passwordDigit)
  .regex(SPECIAL, MESSAGES.passwordSpecial);

export const tokenSchema = z
  .string({ error: MESSAGES.tokenInvalid })
  .min(LIMITS.tokenMin, MESSAGES.tokenInvalid)
  .max(LIMITS.tokenMax, MESSAGES.tokenInvalid)
  .regex(/^[A-Za-z0-9._-]+$/, MESSAGES.tokenInvalid);

export const identifierSchema = z
  .string({ error: MESSAGES.identifierRequired })
  .trim()
  .min(1, MESSAGES.identifierRequired)
  .max(LIMITS.identifierMax, MESSAGES.identifierTooLong);

/** A password that is only checked for presence (login, current password, deletion). */
export const presentPasswordSchema = z.string({ error: MESSAGES.passwordRequired }).min(1, MESSAGES.passwordRequired);

export const departmentIdSchema = z.coerce
  .number({ error: MESSAGES.departmentRequired })
  .int(MESSAGES.departmentRequired)
  .positive(MESSAGES.departmentRequired);

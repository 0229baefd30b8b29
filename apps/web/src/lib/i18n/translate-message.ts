import { messageKeyOf } from '@sladd/contract';
import i18next, { type TFunction } from 'i18next';
import { ApiError } from '../api/api-error.ts';

/**
 * Translates a contract message (from a zod issue or a server reply) through `validation.<key>`;
 * texts without a key (free server messages) are shown as they came.
 */
export function translateMessage(t: TFunction, message: string): string {
  const key = messageKeyOf(message);
  return key ? t(`validation.${key}`) : message;
}

/**
 * A person-readable text for any thrown value: a known contract message or error code in the
 * person's language, else the server's own words, else the screen's fallback.
 */
export function describeError(t: TFunction, error: unknown, fallbackKey: string): string {
  if (!(error instanceof ApiError)) return t(fallbackKey);
  const messageKey = messageKeyOf(error.message);
  if (messageKey) return t(`validation.${messageKey}`);
  const codeKey = `errors.codes.${error.code}`;
  if (i18next.exists(codeKey)) return t(codeKey);
  return error.message || t(fallbackKey);
}

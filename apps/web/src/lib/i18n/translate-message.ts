import { messageKeyOf } from '@sladd/contract';
import i18next, { type TFunction } from 'i18next';
import { ApiError } from '../api/api-error.ts';
import { serverTextKey } from './server-texts.ts';

/**
 * Translates a contract message (from a zod issue or a server reply) through `validation.<key>`;
 * texts without a key (free server messages) are shown as they came.
 */
export function translateMessage(t: TFunction, message: string): string {
  const key = messageKeyOf(message);
  return key ? t(`validation.${key}`) : message;
}

/**
 * A person-readable text for any thrown value: a known contract message, server sentence or error
 * code in the person's language, else the server's own words, else the screen's fallback.
 */
export function describeError(t: TFunction, error: unknown, fallbackKey: string): string {
  if (!(error instanceof ApiError)) return t(fallbackKey);
  const messageKey = messageKeyOf(error.message);
  if (messageKey) return t(`validation.${messageKey}`);
  const textKey = serverTextKey(error.message);
  if (textKey) return t(textKey);
  const codeKey = `errors.codes.${error.code}`;
  if (i18next.exists(codeKey)) return t(codeKey);
  return error.message || t(fallbackKey);
}

/**
 * The text of a stream `error` event in the person's language: the text for its error code (after
 * the file's name and page when the error is about one file or page), else the server's own words.
 */
export function streamErrorText(data: {
  error_code?: unknown;
  error_message?: unknown;
  file_name?: unknown;
  page_number?: unknown;
}): string | undefined {
  const key = `errors.codes.${String(data.error_code)}`;
  if (typeof data.error_code === 'string' && i18next.exists(key)) {
    const text = i18next.t(key);
    // The page a file failed at (the language model's answer to it), after the file's name.
    const where = [
      typeof data.file_name === 'string' && data.file_name ? data.file_name : '',
      typeof data.page_number === 'number' ? i18next.t('errors.page', { page: data.page_number }) : '',
    ].filter(Boolean);
    return where.length > 0 ? `${where.join(', ')}: ${text}` : text;
  }
  return typeof data.error_message === 'string' && data.error_message ? data.error_message : undefined;
}

import type { TFunction } from 'i18next';
import type { ZodType } from 'zod';
import { translateMessage } from '../i18n/translate-message.ts';

/** The first problem the contract's schema finds with a value, translated; null when valid. */
export function checkField(t: TFunction, schema: ZodType, value: unknown): string | null {
  const result = schema.safeParse(value);
  if (result.success) return null;
  const message = result.error.issues[0]?.message;
  return message ? translateMessage(t, message) : t('validation.invalid');
}

/** All problems of an object schema (refinements included), translated and keyed by field. */
export function checkForm(t: TFunction, schema: ZodType, values: unknown): Record<string, string> {
  const result = schema.safeParse(values);
  if (result.success) return {};
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const field = String(issue.path[0] ?? '_');
    errors[field] ??= translateMessage(t, issue.message);
  }
  return errors;
}

/** Server field problems (VALIDATION_ERROR details), translated. */
export function translateFieldErrors(t: TFunction, fields: Record<string, string>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(fields).map(([field, message]) => [field, translateMessage(t, message)]),
  );
}

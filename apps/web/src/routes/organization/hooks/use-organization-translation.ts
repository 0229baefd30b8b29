import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { serverTextKey } from '../../../lib/i18n/server-texts.ts';

/** The organization namespace first, the app's shared texts (common, error codes) second. */
export function useOrganizationTranslation() {
  return useTranslation(['organization', 'translation'], { nsMode: 'fallback' });
}

/**
 * The first problem of `value` under a contract schema in the person's language (the contract's
 * English words are translated through the known server texts), or null when it is valid.
 */
export function schemaProblem(t: TFunction, schema: z.ZodType, value: unknown): string | null {
  const result = schema.safeParse(value);
  if (result.success) return null;
  const message = result.error.issues[0]?.message ?? '';
  const key = serverTextKey(message);
  return key ? t(key) : message;
}

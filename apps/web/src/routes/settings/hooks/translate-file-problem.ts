import type { TFunction } from 'i18next';
import { translateMessage } from '../../../lib/i18n/translate-message.ts';

// The one settings-file message with a blank in it ('missing {property} property'), so it has no
// fixed contract text to look up.
const MISSING_PROPERTY = /^Invalid settings format: missing (\w+) property$/;

/** A settings-file problem (client check or server answer) in the person's language. */
export function translateFileProblem(t: TFunction, message: string): string {
  const missing = MISSING_PROPERTY.exec(message);
  if (missing) return t('general.transfer.missingProperty', { property: missing[1] });
  return translateMessage(t, message);
}

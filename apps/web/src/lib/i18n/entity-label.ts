import type { TFunction } from 'i18next';

/** "NO_BANK_ACCOUNT_F" → "No bank account": a readable fallback for a code without a label. */
export function humanizeEntityCode(code: string): string {
  const words = code
    .replace(/_[FAS]$/, '')
    .replace(/_/g, ' ')
    .toLowerCase()
    .trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** The person-readable name of an entity code, from the locale files (the settings page's names). */
export function entityLabel(t: TFunction, code: string): string {
  return t(`entityLabels.${code}`, { ns: 'settings', defaultValue: humanizeEntityCode(code) });
}

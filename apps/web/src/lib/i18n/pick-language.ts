export const LANGUAGES = ['no', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];

const NORWEGIAN_TAGS = ['nb', 'nn', 'no'];

/**
 * The stored choice wins; otherwise the browser's first language we know. Sladd is Norwegian
 * first, so anything we cannot match falls back to Norwegian.
 */
export function pickLanguage(stored: string | null, browserLanguages: readonly string[]): Language {
  if (stored === 'no' || stored === 'en') return stored;
  for (const tag of browserLanguages) {
    const primary = tag.toLowerCase().split('-')[0] ?? '';
    if (NORWEGIAN_TAGS.includes(primary)) return 'no';
    if (primary === 'en') return 'en';
  }
  return 'no';
}

/** The BCP 47 tag for <html lang> and date formatting. */
export function htmlLangOf(language: Language): string {
  return language === 'no' ? 'nb' : 'en';
}

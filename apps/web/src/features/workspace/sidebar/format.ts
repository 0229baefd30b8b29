import type { TFunction } from 'i18next';
import type { EntitySummary } from '../types.ts';

/** The locale numbers and dates are written in for a UI language: Norwegian Bokmål unless English. */
const localeOf = (language: string | undefined) => (language === 'en' ? 'en-GB' : 'nb-NO');

/** A date and time in the person's language (Norwegian Bokmål for 'no'). */
export function formatDateTime(iso: string, language: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat(localeOf(language), {
    dateStyle: 'medium',
    timeStyle: 'short',
  }).format(date);
}

/** Page numbers for a sentence, runs of three or more shortened to a range: "2, 5, 7–9". */
export function formatPages(pages: readonly number[]): string {
  const sorted = [...new Set(pages)].sort((a, b) => a - b);
  const parts: string[] = [];
  for (let i = 0; i < sorted.length;) {
    let end = i;
    while (end + 1 < sorted.length && sorted[end + 1] === sorted[end]! + 1) end++;
    parts.push(end - i >= 2 ? `${sorted[i]}–${sorted[end]}` : sorted.slice(i, end + 1).join(', '));
    i = end + 1;
  }
  return parts.join(', ');
}

/** A whole number in the person's language: "12,345" in English, "12 345" in Norwegian. */
export function formatCount(value: number, language: string | undefined): string {
  return new Intl.NumberFormat(localeOf(language), { maximumFractionDigits: 0 }).format(value);
}

/** Seconds with two decimals, as the language writes them: "0.36" in English, "0,36" in Norwegian. */
export function formatSeconds(seconds: number, language: string | undefined): string {
  return new Intl.NumberFormat(localeOf(language), {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).format(seconds);
}

/** A detection card's figures: "1 page · 120 words · 0.36 s" / "1 side · 120 ord · 0,36 s". */
export function formatPerformance(
  t: TFunction<'workspace'>,
  language: string | undefined,
  performance: NonNullable<EntitySummary['performance']>,
): string {
  const pages = performance.pages_count ?? 0;
  const words = performance.words_count ?? 0;
  return t('detection.performance', {
    pages: t('detection.performancePages', { count: pages, pages: formatCount(pages, language) }),
    words: t('detection.performanceWords', { count: words, words: formatCount(words, language) }),
    seconds: formatSeconds(performance.total_time ?? performance.detection_time ?? 0, language),
  });
}

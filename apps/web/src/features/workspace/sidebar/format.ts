/** A date and time in the person's language (Norwegian Bokmål for 'no'). */
export function formatDateTime(iso: string, language: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat(language === 'no' ? 'nb-NO' : 'en-GB', { dateStyle: 'medium', timeStyle: 'short' }).format(date);
}

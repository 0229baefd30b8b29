/** True for a leap year in the Gregorian calendar. */
export function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

/** Days in a month (1-12) of a given year. */
export function daysInMonth(year: number, month: number): number {
  if (month === 2) return isLeapYear(year) ? 29 : 28;
  return month === 4 || month === 6 || month === 9 || month === 11 ? 30 : 31;
}

/** True when day.month.year names a day that exists (31.02 and 29.02.2023 do not). */
export function isRealDate(year: number, month: number, day: number): boolean {
  if (!Number.isInteger(year) || !Number.isInteger(month) || !Number.isInteger(day)) return false;
  if (month < 1 || month > 12 || day < 1) return false;
  return day <= daysInMonth(year, month);
}

/** Formats a date day-first the Norwegian way, for reasons a person reads. */
export function formatDate(year: number, month: number, day: number): string {
  return `${String(day).padStart(2, '0')}.${String(month).padStart(2, '0')}.${year}`;
}

/** Expands a two-digit year: 00-49 → 2000s, 50-99 → 1900s (how people read "12.03.85"). */
export function expandTwoDigitYear(yy: number): number {
  return yy < 50 ? 2000 + yy : 1900 + yy;
}

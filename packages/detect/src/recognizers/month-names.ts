// Norwegian and English month names and their usual abbreviations, longest first so the regex
// alternation prefers "desember" over "des".
const MONTHS: ReadonlyArray<readonly [string, number]> = [
  ['september', 9], ['desember', 12], ['december', 12], ['november', 11], ['februar', 2],
  ['february', 2], ['oktober', 10], ['october', 10], ['januar', 1], ['january', 1], ['august', 8],
  ['april', 4], ['march', 3], ['mars', 3], ['juni', 6], ['june', 6], ['juli', 7], ['july', 7],
  ['sept', 9], ['mai', 5], ['may', 5], ['jan', 1], ['feb', 2], ['mar', 3], ['apr', 4], ['jun', 6],
  ['jul', 7], ['aug', 8], ['sep', 9], ['okt', 10], ['oct', 10], ['nov', 11], ['des', 12], ['dec', 12],
];

const BY_NAME = new Map(MONTHS);

/** Regex source matching one month name or abbreviation (use with the `i` flag). */
export const MONTH_PATTERN = MONTHS.map(([name]) => name).join('|');

/** Month number 1-12 for a name or abbreviation (case-insensitive, trailing dot allowed). */
export function parseMonthName(name: string): number | undefined {
  return BY_NAME.get(name.toLowerCase().replace(/\.$/, ''));
}

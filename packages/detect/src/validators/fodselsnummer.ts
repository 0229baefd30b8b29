import { computeMod11 } from './mod11.ts';
import { formatDate, isRealDate } from './dates.ts';

const K1_WEIGHTS = [3, 7, 6, 1, 8, 9, 4, 5, 2] as const;
const K2_WEIGHTS = [5, 4, 3, 2, 7, 6, 5, 4, 3, 2] as const;

export type PersonNumberKind = 'fodselsnummer' | 'd-nummer' | 'h-nummer';

export interface PersonNumberInfo {
  kind: PersonNumberKind;
  birthDate: string;
  /** True when K1 is only valid under the control rule Skatteetaten introduces from 2032. */
  usesK1Rule2032: boolean;
}

/**
 * Century from the individual number (digits 7-9) and the two-digit year, per Skatteetaten's
 * allocation table; undefined for combinations that are never issued.
 */
export function resolveBirthYear(individual: number, yy: number): number | undefined {
  if (individual <= 499) return 1900 + yy;
  if (individual <= 749 && yy >= 54) return 1800 + yy;
  if (individual >= 500 && yy <= 39) return 2000 + yy;
  if (individual >= 900 && yy >= 40) return 1900 + yy;
  return undefined;
}

/**
 * K1 check. Until 2032 the weighted sum of digits 1-9 and K1 must be 0 mod 11. From 2032
 * Skatteetaten also accepts remainders 1, 2 and 3, so K1 may be k, k+1, k+2 or k+3 (mod 11)
 * where k is the classic control digit. Returns 'classic', '2032' or undefined (invalid).
 */
function checkK1(digits: string): 'classic' | '2032' | undefined {
  let sum = digits.charCodeAt(9) - 48;
  for (let i = 0; i < 9; i++) sum += (digits.charCodeAt(i) - 48) * K1_WEIGHTS[i]!;
  const rest = sum % 11;
  if (rest === 0) return 'classic';
  return rest <= 3 ? '2032' : undefined;
}

interface PersonNumberParts {
  kind: PersonNumberKind;
  year: number;
  month: number;
  day: number;
  k1Rule: 'classic' | '2032';
}

/** The two digits at `at` as a number ("05" → 5). */
function twoDigits(digits: string, at: number): number {
  return (digits.charCodeAt(at) - 48) * 10 + (digits.charCodeAt(at + 1) - 48);
}

/** Checks both control digits and the birth date; the parts of a valid number, else undefined. */
function readPersonNumber(digits: string): PersonNumberParts | undefined {
  if (!/^\d{11}$/.test(digits)) return undefined;
  // computeMod11 reads as many digits as it has weights (the first ten).
  const k2 = computeMod11(digits, K2_WEIGHTS);
  if (k2 < 0 || k2 !== digits.charCodeAt(10) - 48) return undefined;
  const k1Rule = checkK1(digits);
  if (k1Rule === undefined) return undefined;
  let day = twoDigits(digits, 0);
  let month = twoDigits(digits, 2);
  let kind: PersonNumberKind = 'fodselsnummer';
  if (day > 40) {
    day -= 40;
    kind = 'd-nummer';
  } else if (month > 40) {
    month -= 40;
    kind = 'h-nummer';
  }
  const individual = twoDigits(digits, 6) * 10 + (digits.charCodeAt(8) - 48);
  const year = resolveBirthYear(individual, twoDigits(digits, 4));
  if (year === undefined || !isRealDate(year, month, day)) return undefined;
  return { kind, year, month, day, k1Rule };
}

/** Validates an 11-digit fødselsnummer, D-number or H-number: both control digits and a real birth date. */
export function parsePersonNumber(digits: string): PersonNumberInfo | undefined {
  const parts = readPersonNumber(digits);
  if (parts === undefined) return undefined;
  const { kind, year, month, day, k1Rule } = parts;
  return { kind, birthDate: formatDate(year, month, day), usesK1Rule2032: k1Rule === '2032' };
}

/** True for a valid fødselsnummer, D-number or H-number (no birth date is formatted). */
export function isValidPersonNumber(digits: string): boolean {
  return readPersonNumber(digits) !== undefined;
}

/** Completes 9 leading digits with classic control digits (for test data), or undefined if impossible. */
export function completePersonNumber(first9: string): string | undefined {
  const k1 = computeMod11(first9, K1_WEIGHTS);
  if (k1 < 0) return undefined;
  const k2 = computeMod11(first9 + String(k1), K2_WEIGHTS);
  return k2 < 0 ? undefined : `${first9}${k1}${k2}`;
}

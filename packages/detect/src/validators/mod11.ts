/**
 * Weighted mod-11 control digit of `digits` (a string of digits, same length as `weights`):
 * 11 - (sum mod 11), where 11 becomes 0 and 10 means "no valid control digit" (returns -1).
 */
export function computeMod11(digits: string, weights: readonly number[]): number {
  let sum = 0;
  for (let i = 0; i < weights.length; i++) sum += (digits.charCodeAt(i) - 48) * weights[i]!;
  const rest = sum % 11;
  if (rest === 0) return 0;
  return rest === 1 ? -1 : 11 - rest;
}

const ACCOUNT_WEIGHTS = [5, 4, 3, 2, 7, 6, 5, 4, 3, 2] as const;

/** True when an 11-digit string is a Norwegian bank account number (kontonummer, mod-11). */
export function isValidAccountNumber(digits: string): boolean {
  if (!/^\d{11}$/.test(digits)) return false;
  // computeMod11 reads as many digits as it has weights (the first ten).
  const control = computeMod11(digits, ACCOUNT_WEIGHTS);
  return control >= 0 && control === digits.charCodeAt(10) - 48;
}

/** Appends the mod-11 control digit to a 10-digit account stem, or undefined if none exists. */
export function completeAccountNumber(stem: string): string | undefined {
  const control = computeMod11(stem, ACCOUNT_WEIGHTS);
  return control < 0 ? undefined : stem + String(control);
}

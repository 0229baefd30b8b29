/** True when a digit string passes the Luhn (mod-10) check used by payment cards (ISO/IEC 7812). */
export function isLuhnValid(digits: string): boolean {
  if (!/^\d+$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let digit = digits.charCodeAt(digits.length - 1 - i) - 48;
    if (i % 2 === 1) digit = digit * 2 > 9 ? digit * 2 - 9 : digit * 2;
    sum += digit;
  }
  return sum % 10 === 0;
}

/** Appends the Luhn check digit to `stem` (test data). */
export function completeLuhn(stem: string): string {
  for (let check = 0; check <= 9; check++) {
    if (isLuhnValid(stem + String(check))) return stem + String(check);
  }
  throw new Error('unreachable: one of ten check digits always fits');
}

/** IBAN length per country (ISO 13616 registry, SWIFT). */
export const IBAN_LENGTHS: Readonly<Record<string, number>> = {
  AD: 24, AE: 23, AL: 28, AT: 20, AZ: 28, BA: 20, BE: 16, BG: 22, BH: 22, BR: 29, BY: 28, CH: 21,
  CR: 22, CY: 28, CZ: 24, DE: 22, DK: 18, DO: 28, EE: 20, EG: 29, ES: 24, FI: 18, FO: 18, FR: 27,
  GB: 22, GE: 22, GI: 23, GL: 18, GR: 27, GT: 28, HR: 21, HU: 28, IE: 22, IL: 23, IQ: 23, IS: 26,
  IT: 27, JO: 30, KW: 30, KZ: 20, LB: 28, LC: 32, LI: 21, LT: 20, LU: 20, LV: 21, MC: 27, MD: 24,
  ME: 22, MK: 19, MR: 27, MT: 31, MU: 30, NL: 18, NO: 15, PK: 24, PL: 28, PS: 29, PT: 25, QA: 29,
  RO: 24, RS: 22, SA: 24, SC: 31, SE: 24, SI: 19, SK: 24, SM: 27, ST: 25, SV: 28, TL: 23, TN: 24,
  TR: 26, UA: 29, VA: 22, VG: 24, XK: 20,
};

/** Remainder mod 97 of the IBAN rearranged as ISO 7064 prescribes (letters A=10 … Z=35). */
function computeIbanRemainder(iban: string): number {
  const rearranged = iban.slice(4) + iban.slice(0, 4);
  let rest = 0;
  for (const ch of rearranged) {
    const code = ch.charCodeAt(0);
    if (code >= 48 && code <= 57) rest = (rest * 10 + (code - 48)) % 97;
    else rest = (rest * 100 + (code - 55)) % 97;
  }
  return rest;
}

/** True for a compact (no spaces, upper-case) IBAN with the right country length and mod-97 = 1. */
export function isValidIban(compact: string): boolean {
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]+$/.test(compact)) return false;
  if (IBAN_LENGTHS[compact.slice(0, 2)] !== compact.length) return false;
  return computeIbanRemainder(compact) === 1;
}

/** Builds a valid IBAN from a country code and BBAN by computing its check digits (test data). */
export function completeIban(country: string, bban: string): string {
  const check = 98 - computeIbanRemainder(`${country}00${bban}`);
  return `${country}${String(check).padStart(2, '0')}${bban}`;
}

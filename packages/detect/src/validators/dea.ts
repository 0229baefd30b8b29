// US DEA registration numbers: 2 letters + 7 digits; the last digit is the checksum.
const REGISTRANT_TYPES = new Set('ABCDEFGHJKLMPRSTUX');

/** True when a DEA number has a known registrant type and a correct check digit. */
export function isValidDeaNumber(value: string): boolean {
  if (!/^[A-Z][A-Z9]\d{7}$/.test(value) || !REGISTRANT_TYPES.has(value[0]!)) return false;
  const d = [...value.slice(2)].map(Number);
  const sum = d[0]! + d[2]! + d[4]! + 2 * (d[1]! + d[3]! + d[5]!);
  return sum % 10 === d[6];
}

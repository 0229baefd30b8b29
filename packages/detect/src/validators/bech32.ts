// BIP-173 (bech32) and BIP-350 (bech32m) checksums for SegWit addresses.
const CHARSET = 'qpzry9x8gf2tvdw0s3jn54khce6mua7l';
const GENERATOR = [0x3b6a57b2, 0x26508e6d, 0x1ea119fa, 0x3d4233dd, 0x2a1462b3] as const;
const BECH32_CONST = 1;
const BECH32M_CONST = 0x2bc830a3;

function polymod(values: readonly number[]): number {
  let chk = 1;
  for (const v of values) {
    const top = chk >>> 25;
    chk = ((chk & 0x1ffffff) << 5) ^ v;
    for (let i = 0; i < 5; i++) if ((top >>> i) & 1) chk ^= GENERATOR[i]!;
  }
  return chk >>> 0;
}

function expandHrp(hrp: string): number[] {
  const codes = [...hrp].map((c) => c.charCodeAt(0));
  return [...codes.map((c) => c >> 5), 0, ...codes.map((c) => c & 31)];
}

/** SegWit address kind when the bech32 (v0) or bech32m (v1+) checksum is right, else undefined. */
export function parseBech32Address(address: string): 'bech32' | 'bech32m' | undefined {
  if (address !== address.toLowerCase() && address !== address.toUpperCase()) return undefined;
  const lower = address.toLowerCase();
  const sep = lower.lastIndexOf('1');
  if (sep < 1 || lower.length - sep < 7 || lower.length > 90) return undefined;
  const data: number[] = [];
  for (const ch of lower.slice(sep + 1)) {
    const v = CHARSET.indexOf(ch);
    if (v < 0) return undefined;
    data.push(v);
  }
  const check = polymod([...expandHrp(lower.slice(0, sep)), ...data]);
  const version = data[0]!;
  if (version === 0 && check === BECH32_CONST) return 'bech32';
  if (version >= 1 && version <= 16 && check === BECH32M_CONST) return 'bech32m';
  return undefined;
}

/** Builds a bech32/bech32m string from hrp and 5-bit data (test data). */
export function encodeBech32(hrp: string, data: readonly number[], variant: 'bech32' | 'bech32m'): string {
  const values = [...expandHrp(hrp), ...data, 0, 0, 0, 0, 0, 0];
  const mod = polymod(values) ^ (variant === 'bech32' ? BECH32_CONST : BECH32M_CONST);
  const checksum = Array.from({ length: 6 }, (_, i) => (mod >>> (5 * (5 - i))) & 31);
  return `${hrp}1${[...data, ...checksum].map((v) => CHARSET[v]).join('')}`;
}

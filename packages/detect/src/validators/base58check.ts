import { createHash } from 'node:crypto';

const ALPHABET = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz';
const INDEX = new Map([...ALPHABET].map((ch, i) => [ch, i]));

/** Decodes base58 into bytes, or undefined when a character is outside the alphabet. */
export function decodeBase58(input: string): Uint8Array | undefined {
  let value = 0n;
  for (const ch of input) {
    const digit = INDEX.get(ch);
    if (digit === undefined) return undefined;
    value = value * 58n + BigInt(digit);
  }
  const bytes: number[] = [];
  while (value > 0n) {
    bytes.unshift(Number(value & 0xffn));
    value >>= 8n;
  }
  for (const ch of input) {
    if (ch !== '1') break;
    bytes.unshift(0);
  }
  return Uint8Array.from(bytes);
}

/** Encodes bytes as base58 (used to build test addresses). */
export function encodeBase58(bytes: Uint8Array): string {
  let value = 0n;
  for (const b of bytes) value = value * 256n + BigInt(b);
  let out = '';
  while (value > 0n) {
    out = ALPHABET[Number(value % 58n)] + out;
    value /= 58n;
  }
  for (const b of bytes) {
    if (b !== 0) break;
    out = '1' + out;
  }
  return out;
}

/** First four bytes of SHA-256(SHA-256(payload)), Bitcoin's base58check checksum. */
export function computeChecksum(payload: Uint8Array): Uint8Array {
  const once = createHash('sha256').update(payload).digest();
  return createHash('sha256').update(once).digest().subarray(0, 4);
}

/** Legacy Bitcoin address type (P2PKH version 0x00, P2SH 0x05) when the base58check checksum holds. */
export function parseBase58Address(address: string): 'P2PKH' | 'P2SH' | undefined {
  const bytes = decodeBase58(address);
  if (bytes?.length !== 25) return undefined;
  const checksum = computeChecksum(bytes.subarray(0, 21));
  for (let i = 0; i < 4; i++) if (checksum[i] !== bytes[21 + i]) return undefined;
  if (bytes[0] === 0x00) return 'P2PKH';
  return bytes[0] === 0x05 ? 'P2SH' : undefined;
}

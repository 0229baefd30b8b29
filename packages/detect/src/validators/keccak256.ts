// Keccak-256 (the pre-SHA-3 padding Ethereum uses; node:crypto only offers SHA3-256, which pads
// differently). BigInt lanes are slow but this only runs on the rare 0x… candidates.
const MASK = (1n << 64n) - 1n;
const RC = [
  0x1n, 0x8082n, 0x800000000000808an, 0x8000000080008000n, 0x808bn, 0x80000001n, 0x8000000080008081n,
  0x8000000000008009n, 0x8an, 0x88n, 0x80008009n, 0x8000000an, 0x8000808bn, 0x800000000000008bn,
  0x8000000000008089n, 0x8000000000008003n, 0x8000000000008002n, 0x8000000000000080n, 0x800an,
  0x800000008000000an, 0x8000000080008081n, 0x8000000000008080n, 0x80000001n, 0x8000000080008008n,
] as const;
// Rotation offsets r[x][y] at index x + 5y.
const ROT = [0, 1, 62, 28, 27, 36, 44, 6, 55, 20, 3, 10, 43, 25, 39, 41, 45, 15, 21, 8, 18, 2, 61, 56, 14] as const;

const rotl = (v: bigint, n: number): bigint => (n === 0 ? v : ((v << BigInt(n)) | (v >> BigInt(64 - n))) & MASK);

function permute(a: bigint[]): void {
  const b = new Array<bigint>(25).fill(0n);
  const c = new Array<bigint>(5).fill(0n);
  for (const rc of RC) {
    for (let x = 0; x < 5; x++) c[x] = a[x]! ^ a[x + 5]! ^ a[x + 10]! ^ a[x + 15]! ^ a[x + 20]!;
    for (let x = 0; x < 5; x++) {
      const d = c[(x + 4) % 5]! ^ rotl(c[(x + 1) % 5]!, 1);
      for (let y = 0; y < 25; y += 5) a[y + x] = a[y + x]! ^ d;
    }
    for (let x = 0; x < 5; x++) {
      for (let y = 0; y < 5; y++) b[y + 5 * ((2 * x + 3 * y) % 5)] = rotl(a[x + 5 * y]!, ROT[x + 5 * y]!);
    }
    for (let y = 0; y < 25; y += 5) {
      for (let x = 0; x < 5; x++) a[y + x] = b[y + x]! ^ (~b[y + ((x + 1) % 5)]! & MASK & b[y + ((x + 2) % 5)]!);
    }
    a[0] = a[0]! ^ rc;
  }
}

/** Keccak-256 digest of bytes, as lower-case hex. */
export function computeKeccak256Hex(input: Uint8Array): string {
  const rate = 136;
  const padded = new Uint8Array(Math.floor(input.length / rate + 1) * rate);
  padded.set(input);
  padded[input.length] = padded[input.length]! ^ 0x01;
  padded[padded.length - 1] = padded[padded.length - 1]! ^ 0x80;
  const state = new Array<bigint>(25).fill(0n);
  for (let off = 0; off < padded.length; off += rate) {
    for (let i = 0; i < rate / 8; i++) {
      let lane = 0n;
      for (let k = 7; k >= 0; k--) lane = (lane << 8n) | BigInt(padded[off + i * 8 + k]!);
      state[i] = state[i]! ^ lane;
    }
    permute(state);
  }
  let hex = '';
  for (let i = 0; i < 4; i++) {
    for (let k = 0; k < 8; k++) hex += Number((state[i]! >> BigInt(8 * k)) & 0xffn).toString(16).padStart(2, '0');
  }
  return hex;
}

/** The EIP-55 mixed-case checksum spelling of a 40-hex-digit Ethereum address (without 0x). */
export function toEip55(hex40: string): string {
  const lower = hex40.toLowerCase();
  const hash = computeKeccak256Hex(new TextEncoder().encode(lower));
  let out = '';
  for (let i = 0; i < lower.length; i++) {
    const ch = lower[i]!;
    out += /[a-f]/.test(ch) && parseInt(hash[i]!, 16) >= 8 ? ch.toUpperCase() : ch;
  }
  return out;
}

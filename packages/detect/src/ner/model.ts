import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { gunzipSync } from 'node:zlib';
import type { Transitions } from './decode.ts';
import { FEATURES_PER_TOKEN as F } from './features.ts';
import { TAG_COUNT as T } from './tags.ts';
import type { Lexicon } from './word-info.ts';

if (T !== 7) throw new Error('scoreTokens unrolls exactly seven tags');

/** JSON header of the model file; the binary key and weight sections follow it. */
export interface ModelHeader {
  format: 'sladd-ner/1';
  bits: number;
  rows: number;
  keyBytes: number;
  scale: number;
  start: number[];
  trans: number[];
  /** Span confidence = sigmoid(a · mean token margin + b), fitted on held-out sentences. */
  calibration: { a: number; b: number };
  gazetteer: Record<string, number>;
  /** Base64 of the sorted int32 hashes of common (lower-case) words: no readable text. */
  common: string;
  info: Record<string, unknown>;
}

/** A loaded model: an open-addressing table from hashed feature bucket to its weight row. */
export interface NerModel extends Transitions {
  header: ModelHeader;
  bucketMask: number;
  /** A bucket's home slot is `bucket >>> homeShift`: its high bits, so sorted buckets fill slots in order. */
  homeShift: number;
  /**
   * Three int32 per slot: bucket + 1 (0 = empty), then the row's seven int8 weights packed four
   * and three to an int32 — a probe and its weights share one cache line, which is what keeps
   * scoring fast. A row is at its home slot or in the first free slot after it (linear probing
   * without wrapping: an empty slot follows the last row).
   */
  slots: Int32Array;
  /**
   * One bit per value of `bucket & presentMask`, set where some row's bucket has that value: a
   * clear bit says the model has no row for the bucket without reading `slots`. At 128 KiB it
   * stays in the core's cache, where the 1.5 MiB of slots do not, and many features of a new
   * word or a rare word pair have no row.
   */
  present: Int32Array;
  presentMask: number;
  lexicon: Lexicon;
}

const PRESENT_BITS = 20;

/** Parses a gzip'd model file: u32 header length, header JSON, delta-varint keys, int8 weights. */
export function parseModel(file: Uint8Array): NerModel {
  const buf = gunzipSync(file);
  const headerLen = buf.readUInt32LE(0);
  const header = JSON.parse(buf.subarray(4, 4 + headerLen).toString('utf8')) as ModelHeader;
  const { rows, bits } = header;
  // Half full at most. The buckets come sorted, and so do their home slots: each row goes to
  // its home slot or right after the row before, so the table fills front to back with no search.
  // This runs once per process, mostly before the JIT has compiled it: one pass, integer work.
  const slotBits = Math.ceil(Math.log2(rows * 2 + 2));
  const homeShift = Math.max(0, bits - slotBits);
  // Rows past the last home slot need room after it; a little is kept, more is added if needed.
  let slots: Int32Array = new Int32Array((2 ** slotBits + 64) * 3);
  const presentMask = 2 ** Math.min(PRESENT_BITS, bits) - 1;
  const present = new Int32Array(Math.ceil((presentMask + 1) / 32));
  let pos = 4 + headerLen; // bucket deltas: little-endian base-128 varints
  let w = pos + header.keyBytes; // seven int8 weights per row
  for (let r = 0, bucket = 0, s = -3; r < rows; r++, w += T) {
    let byte = buf[pos++]!;
    bucket += byte & 0x7f;
    for (let scale = 128; byte >= 0x80; scale *= 128) {
      byte = buf[pos++]!;
      bucket += (byte & 0x7f) * scale;
    }
    const home = (bucket >>> homeShift) * 3;
    s = home > s ? home : s + 3;
    if (s + 3 >= slots.length) slots = grown(slots);
    // The row's weights (bytes) packed four and three to an int32, low byte first.
    slots[s] = bucket + 1;
    slots[s + 1] = buf[w]! | (buf[w + 1]! << 8) | (buf[w + 2]! << 16) | (buf[w + 3]! << 24);
    slots[s + 2] = buf[w + 4]! | (buf[w + 5]! << 8) | (buf[w + 6]! << 16);
    present[(bucket & presentMask) >>> 5]! |= 1 << (bucket & presentMask & 31);
  }
  return {
    header,
    bucketMask: 2 ** bits - 1,
    homeShift,
    slots,
    present,
    presentMask,
    lexicon: { gazetteer: new Map(Object.entries(header.gazetteer)), common: readCommon(header.common) },
    start: Float32Array.from(header.start),
    trans: Float32Array.from(header.trans),
  };
}

// Twice the room, so that an empty slot still follows the last row.
function grown(slots: Int32Array): Int32Array {
  const more = new Int32Array(slots.length * 2);
  more.set(slots);
  return more;
}

function readCommon(base64: string): Set<number> {
  return new Set(new Int32Array(new Uint8Array(Buffer.from(base64, 'base64')).buffer));
}

/** Offset in `slots` of the row for feature hash `hash`, or -1 if the model has none. */
export function findRow(model: NerModel, hash: number): number {
  const low = hash & model.presentMask;
  if (((model.present[low >>> 5]! >>> (low & 31)) & 1) === 0) return -1;
  const key = (hash & model.bucketMask) + 1;
  const slots = model.slots;
  let s = ((key - 1) >>> model.homeShift) * 3;
  for (let found = slots[s]!; found !== key; found = slots[(s += 3)]!) if (found === 0) return -1;
  return s;
}

/** Emission scores for n tokens from their hashed features; unknown features weigh nothing. */
export function scoreTokens(model: NerModel, feats: Uint32Array, n: number): Float32Array {
  const slots = model.slots;
  const scale = model.header.scale;
  const emit = new Float32Array(n * T);
  for (let i = 0; i < n; i++) {
    let e0 = 0, e1 = 0, e2 = 0, e3 = 0, e4 = 0, e5 = 0, e6 = 0; // prettier-ignore
    for (let k = i * F, end = k + F; k < end; k++) {
      const s = findRow(model, feats[k]!);
      if (s < 0) continue;
      const a = slots[s + 1]!;
      const b = slots[s + 2]!;
      e0 += (a << 24) >> 24;
      e1 += (a << 16) >> 24;
      e2 += (a << 8) >> 24;
      e3 += a >> 24;
      e4 += (b << 24) >> 24;
      e5 += (b << 16) >> 24;
      e6 += (b << 8) >> 24;
    }
    const o = i * T;
    emit[o] = e0 * scale;
    emit[o + 1] = e1 * scale;
    emit[o + 2] = e2 * scale;
    emit[o + 3] = e3 * scale;
    emit[o + 4] = e4 * scale;
    emit[o + 5] = e5 * scale;
    emit[o + 6] = e6 * scale;
  }
  return emit;
}

let cached: NerModel | undefined;

/** The bundled Norwegian Bokmål model, read synchronously on first use and kept. */
export function loadDefaultModel(): NerModel {
  // Resolved through the package (not relative to this file), so the compiled server finds it too.
  cached ??= parseModel(
    readFileSync(createRequire(import.meta.url).resolve('@sladd/detect/models/ner-nb.bin.gz')),
  );
  return cached;
}

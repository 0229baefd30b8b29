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
  slotMask: number;
  /**
   * Three int32 per slot: bucket + 1 (0 = empty), then the row's seven int8 weights packed four
   * and three to an int32 — a probe and its weights share one cache line, which is what keeps
   * scoring fast.
   */
  slots: Int32Array;
  lexicon: Lexicon;
}

/** Parses a gzip'd model file: u32 header length, header JSON, delta-varint keys, int8 weights. */
export function parseModel(file: Uint8Array): NerModel {
  const buf = gunzipSync(file);
  const headerLen = buf.readUInt32LE(0);
  const header = JSON.parse(buf.subarray(4, 4 + headerLen).toString('utf8')) as ModelHeader;
  let pos = 4 + headerLen;
  const weightsAt = pos + header.keyBytes;
  const size = 1 << Math.ceil(Math.log2(header.rows * 2 + 2));
  const slots = new Int32Array(size * 3);
  let key = 0;
  for (let r = 0; r < header.rows; r++) {
    let delta = 0;
    for (let shift = 0; ; shift += 7) {
      const byte = buf[pos++]!;
      delta += (byte & 0x7f) * 2 ** shift;
      if (byte < 0x80) break;
    }
    key += delta;
    let s = key & (size - 1);
    while (slots[s * 3] !== 0) s = (s + 1) & (size - 1);
    slots[s * 3] = key + 1;
    for (let t = 0; t < T; t++) {
      const q = buf[weightsAt + r * T + t]!; // int8 as a byte
      slots[s * 3 + 1 + (t >> 2)]! |= q << ((t & 3) * 8);
    }
  }
  return {
    header,
    bucketMask: 2 ** header.bits - 1,
    slotMask: size - 1,
    slots,
    lexicon: {
      gazetteer: new Map(Object.entries(header.gazetteer)),
      common: new Set(new Int32Array(new Uint8Array(Buffer.from(header.common, 'base64')).buffer)),
    },
    start: Float32Array.from(header.start),
    trans: Float32Array.from(header.trans),
  };
}

/** Emission scores for n tokens from their hashed features; unknown features weigh nothing. */
export function scoreTokens(model: NerModel, feats: Uint32Array, n: number): Float32Array {
  const { slots, slotMask, bucketMask } = model;
  const scale = model.header.scale;
  const emit = new Float32Array(n * T);
  for (let i = 0; i < n; i++) {
    let e0 = 0, e1 = 0, e2 = 0, e3 = 0, e4 = 0, e5 = 0, e6 = 0; // prettier-ignore
    for (let k = i * F, end = k + F; k < end; k++) {
      const key = (feats[k]! & bucketMask) + 1;
      let s = (key - 1) & slotMask;
      let found = slots[s * 3]!;
      while (found !== 0 && found !== key) found = slots[(s = (s + 1) & slotMask) * 3]!;
      if (found === 0) continue;
      const a = slots[s * 3 + 1]!;
      const b = slots[s * 3 + 2]!;
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

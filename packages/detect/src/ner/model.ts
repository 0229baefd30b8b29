import { readFileSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';
import type { Transitions } from './decode.ts';
import { FEATURES_PER_TOKEN as F } from './features.ts';
import { TAG_COUNT as T } from './tags.ts';

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
  info: Record<string, unknown>;
}

/** A loaded model: an open-addressing table from hashed feature bucket to its weight row. */
export interface NerModel extends Transitions {
  header: ModelHeader;
  bucketMask: number;
  slotMask: number;
  slots: Int32Array; // bucket + 1, 0 = empty
  slotRows: Int32Array;
  weights: Float32Array;
  gazetteer: Map<string, number>;
}

/** Parses a gzip'd model file: u32 header length, header JSON, delta-varint keys, int8 weights. */
export function parseModel(file: Uint8Array): NerModel {
  const buf = gunzipSync(file);
  const headerLen = buf.readUInt32LE(0);
  const header = JSON.parse(buf.subarray(4, 4 + headerLen).toString('utf8')) as ModelHeader;
  let pos = 4 + headerLen;
  const size = 1 << Math.ceil(Math.log2(header.rows * 2 + 2));
  const slots = new Int32Array(size);
  const slotRows = new Int32Array(size);
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
    while (slots[s] !== 0) s = (s + 1) & (size - 1);
    slots[s] = key + 1;
    slotRows[s] = r;
  }
  const q = new Int8Array(buf.buffer, buf.byteOffset + pos, header.rows * T);
  const weights = Float32Array.from(q, (v) => v * header.scale);
  return {
    header,
    bucketMask: 2 ** header.bits - 1,
    slotMask: size - 1,
    slots,
    slotRows,
    weights,
    gazetteer: new Map(Object.entries(header.gazetteer)),
    start: Float32Array.from(header.start),
    trans: Float32Array.from(header.trans),
  };
}

/** Emission scores for n tokens from their hashed features; unknown features weigh nothing. */
export function scoreTokens(model: NerModel, feats: Uint32Array, n: number): Float32Array {
  const { slots, slotRows, slotMask, bucketMask, weights } = model;
  const emit = new Float32Array(n * T);
  for (let i = 0; i < n; i++) {
    const o = i * T;
    for (let k = 0; k < F; k++) {
      const key = (feats[i * F + k]! & bucketMask) + 1;
      let s = (key - 1) & slotMask;
      let found = slots[s]!;
      while (found !== 0 && found !== key) found = slots[(s = (s + 1) & slotMask)]!;
      if (found === 0) continue;
      const row = slotRows[s]! * T;
      for (let t = 0; t < T; t++) emit[o + t] = emit[o + t]! + weights[row + t]!;
    }
  }
  return emit;
}

let cached: NerModel | undefined;

/** The bundled Norwegian Bokmål model, read synchronously on first use and kept. */
export function loadDefaultModel(): NerModel {
  cached ??= parseModel(readFileSync(new URL('../../models/ner-nb.bin.gz', import.meta.url)));
  return cached;
}

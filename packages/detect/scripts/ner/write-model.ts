import { gzipSync } from 'node:zlib';
import type { ModelHeader } from '../../src/ner/model.ts';
import { TAG_COUNT as T } from '../../src/ner/tags.ts';
import type { TrainedWeights } from './perceptron.ts';

/** What goes into the header besides the weights. */
export type HeaderExtras = Pick<ModelHeader, 'calibration' | 'gazetteer' | 'common' | 'info'>;

/**
 * Serializes trained weights: rows whose int8-quantized weights are all zero are dropped (that is
 * the pruning), kept bucket ids are delta-varint coded, the whole file gzip'd.
 */
export function encodeModel(tw: TrainedWeights, extras: HeaderExtras): Buffer {
  let maxAbs = 0;
  for (const v of tw.weights) maxAbs = Math.max(maxAbs, Math.abs(v));
  const scale = maxAbs / 127;
  const keys: number[] = [];
  const q: number[] = [];
  const rowCount = tw.weights.length / T;
  for (let r = 0; r < rowCount; r++) {
    const row = Array.from({ length: T }, (_, t) => Math.round(tw.weights[r * T + t]! / scale));
    if (row.every((v) => v === 0)) continue;
    keys.push(r);
    q.push(...row);
  }
  const varints: number[] = [];
  let prev = 0;
  for (const k of keys) {
    let d = k - prev;
    prev = k;
    while (d >= 0x80) {
      varints.push((d & 0x7f) | 0x80);
      d = Math.floor(d / 128);
    }
    varints.push(d);
  }
  const header: ModelHeader = {
    format: 'sladd-ner/1',
    bits: tw.bits,
    rows: keys.length,
    keyBytes: varints.length,
    scale,
    start: Array.from(tw.start, round),
    trans: Array.from(tw.trans, round),
    ...extras,
  };
  const json = Buffer.from(JSON.stringify(header), 'utf8');
  const len = Buffer.alloc(4);
  len.writeUInt32LE(json.length);
  return gzipSync(Buffer.concat([len, json, Buffer.from(varints), Buffer.from(Int8Array.from(q).buffer)]), {
    level: 9,
  });
}

const round = (x: number) => Math.round(x * 1e4) / 1e4;

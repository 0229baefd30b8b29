import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { encodeModel } from '../../scripts/ner/write-model.ts';
import { FEATURES_PER_TOKEN as F } from './features.ts';
import { findRow, loadDefaultModel, parseModel, scoreTokens } from './model.ts';
import { TAG_COUNT as T } from './tags.ts';

describe('model file', () => {
  it('round-trips pruned int8 weights through the open-addressing table', () => {
    const bits = 6;
    const weights = new Float32Array(2 ** bits * T);
    weights.set([12.7, -1.3, 0, 0, 0, 0, 0.3], 5 * T); // bucket 5; int8 step = 12.7 / 127
    weights.set([0, 0, 0, -12.7, 0, 0, 0], 40 * T); // bucket 40
    weights[9 * T] = 0.01; // rounds to 0 in int8: pruned
    const extras = { calibration: { a: 1, b: 0 }, gazetteer: { oslo: 4 }, common: '', info: {} };
    const start = new Float32Array(T);
    const model = parseModel(encodeModel({ bits, weights, start, trans: new Float32Array(T * T) }, extras));
    expect(model.header.rows).toBe(2);
    expect(model.lexicon.gazetteer.get('oslo')).toBe(4);

    const feats = new Uint32Array(F).fill(9); // a pruned bucket scores nothing
    feats[0] = 5 + 2 ** bits * 3; // hashes keep only the low `bits` bits
    feats[1] = 40;
    const emit = scoreTokens(model, feats, 1);
    const expected = [12.7, -1.3, 0, -12.7, 0, 0, 0.3];
    expected.forEach((v, t) => expect(emit[t]).toBeCloseTo(v, 4));
  });
});

describe('model table', () => {
  const extras = { calibration: { a: 1, b: 0 }, gazetteer: {}, common: '', info: {} };
  // A seeded generator, so a failure can be replayed.
  let seed = 5;
  const next = (n: number) => {
    seed = (Math.imul(seed, 1103515245) + 12345) >>> 0;
    return (seed >>> 8) % n;
  };

  // Rows with whole-number weights (one of them 127, so the int8 step is exactly 1) at the
  // buckets `pick` chooses; every bucket is then looked up, with random bits above the bucket.
  function checkEveryBucket(bits: number, pick: (bucket: number) => boolean) {
    const weights = new Float32Array(2 ** bits * T);
    const rows = new Map<number, number[]>();
    for (let bucket = 0; bucket < 2 ** bits; bucket++) {
      if (!pick(bucket)) continue;
      const row = Array.from({ length: T }, () => next(255) - 127);
      row[next(T)] = next(2) === 0 ? 127 : -127;
      weights.set(row, bucket * T);
      rows.set(bucket, row);
    }
    const start = new Float32Array(T);
    const model = parseModel(encodeModel({ bits, weights, start, trans: new Float32Array(T * T) }, extras));
    expect(model.header.rows).toBe(rows.size);
    const wrong: number[] = [];
    for (let bucket = 0; bucket < 2 ** bits; bucket++) {
      const hash = (bucket + next(2 ** (32 - bits)) * 2 ** bits) | 0;
      const s = findRow(model, hash);
      const row = rows.get(bucket);
      if (row === undefined) {
        if (s !== -1) wrong.push(bucket);
        continue;
      }
      const a = model.slots[s + 1]!;
      const b = model.slots[s + 2]!;
      const got = [a << 24, a << 16, a << 8, a, b << 24, b << 16, b << 8].map((v) => v >> 24);
      if (s < 0 || got.join() !== row.join()) wrong.push(bucket);
    }
    expect(wrong).toEqual([]);
  }

  it('finds every row and no other, sparse and dense, with clusters at the end of the table', () => {
    checkEveryBucket(12, () => next(5) === 0);
    checkEveryBucket(6, () => true); // more slots than buckets
    checkEveryBucket(16, (bucket) => bucket >= 2 ** 16 - 600 || next(40) === 0); // rows past the last home slot
  });

  it('finds every row of the shipped model (22-bit buckets, more than the presence filter has)', () => {
    // The rows read straight from the file, as the file format says.
    const file = gunzipSync(
      readFileSync(createRequire(import.meta.url).resolve('@sladd/detect/models/ner-nb.bin.gz')),
    );
    const headerLen = file.readUInt32LE(0);
    const header = JSON.parse(file.subarray(4, 4 + headerLen).toString('utf8')) as {
      rows: number;
      keyBytes: number;
      bits: number;
    };
    const rows = new Map<number, number[]>();
    let pos = 4 + headerLen;
    let bucket = 0;
    for (let r = 0; r < header.rows; r++) {
      let delta = 0;
      for (let shift = 0; ; shift += 7) {
        const byte = file[pos++]!;
        delta += (byte & 0x7f) * 2 ** shift;
        if (byte < 0x80) break;
      }
      bucket += delta;
      const at = 4 + headerLen + header.keyBytes + r * T;
      rows.set(
        bucket,
        Array.from(file.subarray(at, at + T), (byte) => (byte << 24) >> 24),
      );
    }
    const model = loadDefaultModel();
    const wrong: number[] = [];
    for (const [b, row] of rows) {
      const s = findRow(model, b + 2 ** header.bits * next(1024));
      const a = model.slots[s + 1]!;
      const c = model.slots[s + 2]!;
      const got = [a << 24, a << 16, a << 8, a, c << 24, c << 16, c << 8].map((v) => v >> 24);
      if (s < 0 || got.join() !== row.join()) wrong.push(b);
    }
    for (let k = 0; k < 200_000; k++) {
      const b = next(2 ** header.bits);
      if (!rows.has(b) && findRow(model, b) !== -1) wrong.push(b);
    }
    expect(header.bits).toBeGreaterThan(20);
    expect(wrong).toEqual([]);
  });

  it('reads the gazetteer into a map of its own entries only', () => {
    const gazetteer: Record<string, number> = { oslo: 4, constructor: 2, '12': 1, ['__proto__']: 8 };
    const model = parseModel(
      encodeModel(
        {
          bits: 4,
          weights: new Float32Array(16 * T).fill(1),
          start: new Float32Array(T),
          trans: new Float32Array(T * T),
        },
        { ...extras, gazetteer },
      ),
    );
    const map = model.lexicon.gazetteer;
    const plain = new Map(Object.entries(gazetteer));
    for (const word of [
      'oslo',
      'constructor',
      '12',
      '__proto__',
      'toString',
      'hasOwnProperty',
      'bergen',
      '',
    ]) {
      expect(map.get(word), word).toBe(plain.get(word));
      expect(map.has(word), word).toBe(plain.has(word));
    }
    expect(map.size).toBe(4);
    expect([...map]).toEqual([...plain]);
    expect([...map.keys()]).toEqual([...plain.keys()]);
    expect([...map.values()]).toEqual([...plain.values()]);
  });
});

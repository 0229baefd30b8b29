import { describe, expect, it } from 'vitest';
import { encodeModel } from '../../scripts/ner/write-model.ts';
import { FEATURES_PER_TOKEN as F } from './features.ts';
import { parseModel, scoreTokens } from './model.ts';
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

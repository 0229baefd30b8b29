import { describe, expect, it } from 'vitest';
import { decodeInto, decodeViterbi, decodeWithMargins, type Transitions } from './decode.ts';
import { isAllowed, spansOf, TAG_COUNT as T } from './tags.ts';

const noTransitions = { start: new Float32Array(T), trans: new Float32Array(T * T) };
const emissions = (rows: number[][]) => Float32Array.from(rows.flat());
const row = (best: number, score = 5) => Array.from({ length: T }, (_, t) => (t === best ? score : 0));

describe('decodeViterbi', () => {
  it('follows the emissions when BIO allows them', () => {
    expect([...decodeViterbi(emissions([row(1), row(2), row(0), row(3)]), 4, noTransitions)]).toEqual([
      1, 2, 0, 3,
    ]);
  });

  it('never opens a sentence or follows O with an I- tag', () => {
    const tags = decodeViterbi(emissions([row(2), row(0), row(4)]), 3, noTransitions);
    expect(tags[0]).not.toBe(2);
    expect(tags[2]).not.toBe(4);
  });

  it('never continues one label with another label’s I- tag', () => {
    const tags = decodeViterbi(emissions([row(1, 9), row(4, 9)]), 2, noTransitions);
    expect(tags[1]).not.toBe(4);
  });
});

describe('decodeWithMargins', () => {
  it('gives the Viterbi path and larger margins where the emissions are clearer', () => {
    const { tags, margins } = decodeWithMargins(
      emissions([row(1, 9), row(2, 1), row(0, 3)]),
      3,
      noTransitions,
    );
    expect(spansOf(tags)).toEqual([{ label: 'PERSON', start: 0, end: 2 }]);
    expect(margins[0]).toBeGreaterThan(margins[1]!);
    for (const m of margins) expect(m).toBeGreaterThanOrEqual(0);
  });
});

// The plain first-order Viterbi with max-marginals (all seven previous tags compared, BIO as a
// -1e30 mask), as decode.ts did before its forward pass compared only the tags BIO allows.
function plainDecode(emit: Float32Array, n: number, tr: Transitions) {
  const NEG = -1e30;
  const start = Array.from({ length: T }, (_, t) => (isAllowed(-1, t) ? tr.start[t]! : NEG));
  const trans = Array.from({ length: T * T }, (_, k) =>
    isAllowed(Math.floor(k / T), k % T) ? tr.trans[k]! : NEG,
  );
  const fwd = new Float64Array(n * T);
  const back = new Uint8Array(n * T);
  for (let t = 0; t < T; t++) fwd[t] = start[t]! + emit[t]!;
  for (let i = 1; i < n; i++) {
    for (let t = 0; t < T; t++) {
      let best = NEG;
      let arg = 0;
      for (let p = 0; p < T; p++) {
        const s = fwd[(i - 1) * T + p]! + trans[p * T + t]!;
        if (s > best) {
          best = s;
          arg = p;
        }
      }
      fwd[i * T + t] = best + emit[i * T + t]!;
      back[i * T + t] = arg;
    }
  }
  const tags = new Uint8Array(n);
  let last = 0;
  for (let t = 1; t < T; t++) if (fwd[(n - 1) * T + t]! > fwd[(n - 1) * T + last]!) last = t;
  tags[n - 1] = last;
  for (let i = n - 1; i > 0; i--) tags[i - 1] = back[i * T + tags[i]!]!;
  const margins = new Float32Array(n);
  if (tags.every((t) => t === 0)) return { tags, margins };
  const bwd = new Float64Array(n * T);
  for (let i = n - 2; i >= 0; i--) {
    for (let p = 0; p < T; p++) {
      let best = NEG;
      for (let t = 0; t < T; t++)
        best = Math.max(best, trans[p * T + t]! + emit[(i + 1) * T + t]! + bwd[(i + 1) * T + t]!);
      bwd[i * T + p] = best;
    }
  }
  for (let i = 0; i < n; i++) {
    let other = NEG;
    for (let t = 0; t < T; t++) if (t !== tags[i]) other = Math.max(other, fwd[i * T + t]! + bwd[i * T + t]!);
    margins[i] = fwd[i * T + tags[i]!]! + bwd[i * T + tags[i]!]! - other;
  }
  return { tags, margins };
}

// A seeded generator, so a failure can be replayed.
function random(seed: number) {
  let s = seed;
  return () => {
    s = (s + 0x6d2b79f5) | 0;
    let r = Math.imul(s ^ (s >>> 15), 1 | s);
    r = (r + Math.imul(r ^ (r >>> 7), 61 | r)) ^ r;
    return ((r ^ (r >>> 14)) >>> 0) / 4294967296;
  };
}

describe('decoding against the plain Viterbi', () => {
  it('gives the same tags and margins on random scores, ties included', () => {
    const next = random(33);
    let tagged = 0;
    for (let round = 0; round < 400; round++) {
      // Whole numbers in a small range make ties between paths common; fractions make them rare.
      const ties = round % 2 === 0;
      const value = (scale: number) => (ties ? Math.round(next() * 4 - 2) : (next() * 2 - 1) * scale);
      const tr = {
        start: Float32Array.from({ length: T }, () => value(2)),
        trans: Float32Array.from({ length: T * T }, () => value(2)),
      };
      const n = 1 + Math.floor(next() * 30);
      const emit = Float32Array.from({ length: n * T }, (_, k) => value(k % T === 0 ? 3 : 4));
      const expected = plainDecode(emit, n, tr);
      expect([...decodeViterbi(emit, n, tr)]).toEqual([...expected.tags]);
      const got = decodeWithMargins(emit, n, tr);
      expect([...got.tags]).toEqual([...expected.tags]);
      expect([...got.margins]).toEqual([...expected.margins]);
      const tags = new Uint8Array(n + 3);
      const margins = new Float32Array(n + 3);
      const hasEntity = decodeInto(emit, n, tr, tags, margins);
      expect(hasEntity).toBe(expected.tags.some((t) => t !== 0));
      expect([...tags.subarray(0, n)]).toEqual([...expected.tags]);
      if (hasEntity) {
        tagged++;
        expect([...margins.subarray(0, n)]).toEqual([...expected.margins]);
      }
    }
    expect(tagged).toBeGreaterThan(100);
  });
});

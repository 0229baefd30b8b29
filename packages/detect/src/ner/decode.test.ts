import { describe, expect, it } from 'vitest';
import { decodeViterbi, decodeWithMargins } from './decode.ts';
import { spansOf, TAG_COUNT as T } from './tags.ts';

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

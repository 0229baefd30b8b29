import { decodeViterbi, type Transitions } from '../../src/ner/decode.ts';
import { extractFeatures, FEATURES_PER_TOKEN as F } from '../../src/ner/features.ts';
import type { Lexicon } from '../../src/ner/word-info.ts';
import { SpanCounter } from './evaluate.ts';
import { TAG_COUNT as T } from '../../src/ner/tags.ts';
import { seededRandom, shuffledIndices } from './read-norne.ts';

/** A sentence ready for training: hashed features (F per token) and gold tag ids. */
export interface Example {
  feats: Uint32Array;
  tags: Uint8Array;
}

/** Averaged weights over a dense hashed table of 2^bits rows × T tags. */
export interface TrainedWeights extends Transitions {
  bits: number;
  weights: Float32Array;
}

/** Sums the weight rows of each token's hashed features into emission scores. */
export function scoreEmissions(feats: Uint32Array, n: number, w: Float32Array, mask: number): Float32Array {
  const emit = new Float32Array(n * T);
  for (let i = 0; i < n; i++) {
    for (let k = 0; k < F; k++) {
      const row = (feats[i * F + k]! & mask) * T;
      for (let t = 0; t < T; t++) emit[i * T + t] = emit[i * T + t]! + w[row + t]!;
    }
  }
  return emit;
}

/**
 * Structured perceptron over BIO tags with Viterbi decoding and weight averaging (Collins 2002),
 * using the lazy trick: keep w and Σ c·Δw, the average is w − Σ(c·Δw)/c.
 */
export function trainPerceptron(data: Example[], epochs: number, bits: number, seed: number): TrainedWeights {
  const mask = (1 << bits) - 1;
  const w = new Float32Array((mask + 1) * T);
  const wc = new Float64Array((mask + 1) * T);
  const tr = { start: new Float32Array(T), trans: new Float32Array(T * T) };
  const trc = { start: new Float64Array(T), trans: new Float64Array(T * T) };
  let c = 1;
  const random = seededRandom(seed);
  for (let epoch = 0; epoch < epochs; epoch++) {
    let errors = 0;
    for (const idx of shuffledIndices(data.length, Math.floor(random() * 2 ** 31))) {
      const { feats, tags: gold } = data[idx]!;
      const n = gold.length;
      const pred = decodeViterbi(scoreEmissions(feats, n, w, mask), n, tr, true);
      const bump = (arr: Float32Array, acc: Float64Array, i: number, d: number) => {
        arr[i] = arr[i]! + d;
        acc[i] = acc[i]! + c * d;
      };
      for (let i = 0; i < n; i++) {
        const g = gold[i]!;
        const p = pred[i]!;
        if (g !== p) {
          errors++;
          for (let k = 0; k < F; k++) {
            const row = (feats[i * F + k]! & mask) * T;
            bump(w, wc, row + g, 1);
            bump(w, wc, row + p, -1);
          }
        }
        const gp = i === 0 ? -1 : gold[i - 1]!;
        const pp = i === 0 ? -1 : pred[i - 1]!;
        if (g === p && gp === pp) continue;
        if (i === 0) {
          bump(tr.start, trc.start, g, 1);
          bump(tr.start, trc.start, p, -1);
        } else {
          bump(tr.trans, trc.trans, gp * T + g, 1);
          bump(tr.trans, trc.trans, pp * T + p, -1);
        }
      }
      c++;
    }
    console.log(`  epoch ${epoch + 1}/${epochs}: ${errors} token errors`);
  }
  const average = (arr: Float32Array, acc: Float64Array) => arr.map((v, i) => v - acc[i]! / c);
  return {
    bits,
    weights: average(w, wc),
    start: average(tr.start, trc.start),
    trans: average(tr.trans, trc.trans),
  };
}

/** Held-out scores of the unquantized dense weights, to see what pruning and int8 cost. */
export function scoreDense(
  tw: TrainedWeights,
  sentences: { words: string[]; tags: number[] }[],
  lexicon: Lexicon,
) {
  const counter = new SpanCounter();
  const mask = 2 ** tw.bits - 1;
  for (const s of sentences) {
    const n = s.words.length;
    counter.add(
      s.tags,
      decodeViterbi(scoreEmissions(extractFeatures(s.words, lexicon), n, tw.weights, mask), n, tw),
    );
  }
  return counter.scores();
}

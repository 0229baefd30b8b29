// Emission scores for inference, computed from per-word partial sums.
//
// Of a token's 42 hashed features, 33 depend on one word only (the token itself, or a neighbour
// seen as "previous", "next", ...). Their weights are summed once per distinct word into six
// small vectors, so a token costs six vector additions plus the 9 lookups of the features that
// join neighbouring words, instead of 42 table lookups. The sums are integers (int8 weights), so
// the result is exactly what scoreTokens gives on extractFeatures' output (a unit test holds
// the two paths equal); training keeps using those two.
import {
  AS_NEXT,
  AS_NEXT2,
  AS_PREV,
  AS_PREV2,
  AT_START,
  buildFeatures,
  INSIDE,
  mayKeep,
  OWN,
  PAD,
  PAIR_FEATURES,
  writePairFeatures,
  type WordFeatures,
} from './features.ts';
import type { NerModel } from './model.ts';
import { TAG_COUNT as T } from './tags.ts';
import { describeWord, type WordInfo } from './word-info.ts';

/** A word's features summed per role, unscaled: six vectors of T ints (see the offsets below). */
export interface WordScores {
  info: WordInfo;
  v: Int32Array;
}
const AS_FIRST = 0; // own features + the sentence-start ones
const AS_INSIDE = T; // own features + the inside-sentence ones
const V_PREV = 2 * T;
const V_NEXT = 3 * T;
const V_PREV2 = 4 * T;
const V_NEXT2 = 5 * T;

/** Words whose scores may be reused by later pages (punctuation, lower-case common words). */
const kept = new WeakMap<NerModel, Map<string, WordScores>>();
const pads = new WeakMap<NerModel, WordScores[]>();
const MAX_KEPT = 100_000;

/** Adds the weight row of feature `hash` (if the model has one) to `acc[at..at+T)`. */
function addFeature(model: NerModel, hash: number, acc: Int32Array, at: number): void {
  const { slots, slotMask } = model;
  const key = (hash & model.bucketMask) + 1;
  let s = (key - 1) & slotMask;
  let found = slots[s * 3]!;
  while (found !== 0 && found !== key) found = slots[(s = (s + 1) & slotMask) * 3]!;
  if (found === 0) return;
  const a = slots[s * 3 + 1]!;
  const b = slots[s * 3 + 2]!;
  acc[at] = acc[at]! + ((a << 24) >> 24);
  acc[at + 1] = acc[at + 1]! + ((a << 16) >> 24);
  acc[at + 2] = acc[at + 2]! + ((a << 8) >> 24);
  acc[at + 3] = acc[at + 3]! + (a >> 24);
  acc[at + 4] = acc[at + 4]! + ((b << 24) >> 24);
  acc[at + 5] = acc[at + 5]! + ((b << 16) >> 24);
  acc[at + 6] = acc[at + 6]! + ((b << 8) >> 24);
}

function scoreWord(model: NerModel, f: WordFeatures): WordScores {
  const v = new Int32Array(6 * T);
  const add = (from: number, count: number, to: number) => {
    for (let k = 0; k < count; k++) addFeature(model, f.h[from + k]!, v, to);
  };
  add(OWN, 18, AS_FIRST);
  v.copyWithin(AS_INSIDE, AS_FIRST, AS_FIRST + T);
  add(AT_START, 3, AS_FIRST);
  add(INSIDE, 3, AS_INSIDE);
  add(AS_PREV, 4, V_PREV);
  add(AS_NEXT, 4, V_NEXT);
  add(AS_PREV2, 2, V_PREV2);
  add(AS_NEXT2, 2, V_NEXT2);
  return { info: f.info, v };
}

/**
 * A cache for the words of one text. Scores of names, numbers and other content live only in
 * it and go when the caller drops it; only punctuation and common words are kept per model.
 */
export type LocalScores = Map<string, WordScores>;

function scoresOf(model: NerModel, word: string, local: LocalScores): WordScores {
  let shared = kept.get(model);
  if (shared === undefined || shared.size > MAX_KEPT) kept.set(model, (shared = new Map()));
  let s = shared.get(word) ?? local.get(word);
  if (s === undefined) {
    s = scoreWord(model, buildFeatures(describeWord(word, model.lexicon)));
    (mayKeep(s.info) ? shared : local).set(word, s);
  }
  return s;
}

function padsOf(model: NerModel): WordScores[] {
  let p = pads.get(model);
  if (p === undefined) pads.set(model, (p = PAD.map((f) => scoreWord(model, f))));
  return p;
}

const pairs = new Uint32Array(PAIR_FEATURES);
const acc = new Int32Array(T);

/** Emission scores `emit[i * T + t]` of one tokenized sentence. */
export function scoreSentence(model: NerModel, words: readonly string[], local: LocalScores): Float32Array {
  const n = words.length;
  const pad = padsOf(model);
  const all = words.map((w) => scoresOf(model, w, local));
  const at = (i: number): WordScores => (i < 0 ? pad[i + 2]! : i >= n ? pad[i - n + 2]! : all[i]!);
  const scale = model.header.scale;
  const emit = new Float32Array(n * T);
  for (let i = 0; i < n; i++) {
    const w = all[i]!;
    const p2 = at(i - 2);
    const p1 = at(i - 1);
    const n1 = at(i + 1);
    const n2 = at(i + 2);
    const self = i === 0 ? AS_FIRST : AS_INSIDE;
    for (let t = 0; t < T; t++) {
      acc[t] =
        w.v[self + t]! + p1.v[V_PREV + t]! + n1.v[V_NEXT + t]! + p2.v[V_PREV2 + t]! + n2.v[V_NEXT2 + t]!;
    }
    writePairFeatures(p2.info, p1.info, w.info, n1.info, pairs, 0);
    for (let k = 0; k < PAIR_FEATURES; k++) addFeature(model, pairs[k]!, acc, 0);
    for (let t = 0; t < T; t++) emit[i * T + t] = acc[t]! * scale;
  }
  return emit;
}

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
  INSIDE,
  mayKeep,
  OWN,
  PAD,
  PAIR_FEATURES,
  WORD_HASHES,
  writePairFeatures,
  writeWordHashes,
} from './features.ts';
import { findRow, type NerModel } from './model.ts';
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

/** Adds the weight rows of features `hashes[from, from + count)` (those the model has) to `acc[at..at+T)`. */
function addFeatures(
  model: NerModel,
  hashes: Int32Array,
  from: number,
  count: number,
  acc: Int32Array,
  at: number,
): void {
  const slots = model.slots;
  for (let k = from; k < from + count; k++) {
    const s = findRow(model, hashes[k]!);
    if (s < 0) continue;
    const a = slots[s + 1]!;
    const b = slots[s + 2]!;
    acc[at] = acc[at]! + ((a << 24) >> 24);
    acc[at + 1] = acc[at + 1]! + ((a << 16) >> 24);
    acc[at + 2] = acc[at + 2]! + ((a << 8) >> 24);
    acc[at + 3] = acc[at + 3]! + (a >> 24);
    acc[at + 4] = acc[at + 4]! + ((b << 24) >> 24);
    acc[at + 5] = acc[at + 5]! + ((b << 16) >> 24);
    acc[at + 6] = acc[at + 6]! + ((b << 8) >> 24);
  }
}

function scoreWord(model: NerModel, info: WordInfo, h: Int32Array): WordScores {
  const v = new Int32Array(6 * T);
  addFeatures(model, h, OWN, 18, v, AS_FIRST);
  v.copyWithin(AS_INSIDE, AS_FIRST, AS_FIRST + T);
  addFeatures(model, h, AT_START, 3, v, AS_FIRST);
  addFeatures(model, h, INSIDE, 3, v, AS_INSIDE);
  addFeatures(model, h, AS_PREV, 4, v, V_PREV);
  addFeatures(model, h, AS_NEXT, 4, v, V_NEXT);
  addFeatures(model, h, AS_PREV2, 2, v, V_PREV2);
  addFeatures(model, h, AS_NEXT2, 2, v, V_NEXT2);
  return { info, v };
}

// A new word's hashes are written here, summed into its vectors and not needed after.
const wordHashes = new Int32Array(WORD_HASHES);

/**
 * A cache for the words of one text. Scores of names, numbers and other content live only in
 * it and go when the caller drops it; only punctuation and common words are kept per model.
 */
export type LocalScores = Map<string, WordScores>;

function sharedScores(model: NerModel): Map<string, WordScores> {
  let shared = kept.get(model);
  if (shared === undefined || shared.size > MAX_KEPT) kept.set(model, (shared = new Map()));
  return shared;
}

function scoresOf(
  model: NerModel,
  word: string,
  shared: Map<string, WordScores>,
  local: LocalScores,
): WordScores {
  let s = shared.get(word) ?? local.get(word);
  if (s === undefined) {
    const info = describeWord(word, model.lexicon);
    s = scoreWord(model, info, writeWordHashes(info, wordHashes));
    (mayKeep(info) ? shared : local).set(word, s);
  }
  return s;
}

function padsOf(model: NerModel): WordScores[] {
  let p = pads.get(model);
  if (p === undefined) pads.set(model, (p = PAD.map((f) => scoreWord(model, f.info, f.h))));
  return p;
}

const pairs = new Uint32Array(PAIR_FEATURES);

/**
 * Writes the emission scores `emit[i * T + t]` of a sentence whose words' scores are
 * `rows[0, n)`: each token's own vector, its neighbours' vectors and its pair features.
 */
function scoreRows(model: NerModel, rows: readonly WordScores[], n: number, emit: Float32Array): void {
  const pad = padsOf(model);
  const { slots, present, presentMask, bucketMask, homeShift } = model;
  const scale = model.header.scale;
  for (let i = 0; i < n; i++) {
    // Before the first and after the last word stand the pads (two on each side).
    const w = rows[i]!;
    const p2 = i >= 2 ? rows[i - 2]! : pad[i]!;
    const p1 = i >= 1 ? rows[i - 1]! : pad[1]!;
    const n1 = i + 1 < n ? rows[i + 1]! : pad[2]!;
    const n2 = i + 2 < n ? rows[i + 2]! : pad[i + 4 - n]!;
    const self = i === 0 ? AS_FIRST : AS_INSIDE;
    const wv = w.v;
    const pv = p1.v;
    const nv = n1.v;
    const pv2 = p2.v;
    const nv2 = n2.v;
    let e0 = wv[self]! + pv[V_PREV]! + nv[V_NEXT]! + pv2[V_PREV2]! + nv2[V_NEXT2]!;
    let e1 = wv[self + 1]! + pv[V_PREV + 1]! + nv[V_NEXT + 1]! + pv2[V_PREV2 + 1]! + nv2[V_NEXT2 + 1]!;
    let e2 = wv[self + 2]! + pv[V_PREV + 2]! + nv[V_NEXT + 2]! + pv2[V_PREV2 + 2]! + nv2[V_NEXT2 + 2]!;
    let e3 = wv[self + 3]! + pv[V_PREV + 3]! + nv[V_NEXT + 3]! + pv2[V_PREV2 + 3]! + nv2[V_NEXT2 + 3]!;
    let e4 = wv[self + 4]! + pv[V_PREV + 4]! + nv[V_NEXT + 4]! + pv2[V_PREV2 + 4]! + nv2[V_NEXT2 + 4]!;
    let e5 = wv[self + 5]! + pv[V_PREV + 5]! + nv[V_NEXT + 5]! + pv2[V_PREV2 + 5]! + nv2[V_NEXT2 + 5]!;
    let e6 = wv[self + 6]! + pv[V_PREV + 6]! + nv[V_NEXT + 6]! + pv2[V_PREV2 + 6]! + nv2[V_NEXT2 + 6]!;
    writePairFeatures(p2.info, p1.info, w.info, n1.info, pairs, 0);
    for (let k = 0; k < PAIR_FEATURES; k++) {
      // findRow, written out: this loop is the hottest of the tagger.
      const hash = pairs[k]!;
      const low = hash & presentMask;
      if (((present[low >>> 5]! >>> (low & 31)) & 1) === 0) continue;
      const key = (hash & bucketMask) + 1;
      let s = ((key - 1) >>> homeShift) * 3;
      let found = slots[s]!;
      while (found !== key && found !== 0) found = slots[(s += 3)]!;
      if (found === 0) continue;
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
}

/** Emission scores `emit[i * T + t]` of one tokenized sentence. */
export function scoreSentence(model: NerModel, words: readonly string[], local: LocalScores): Float32Array {
  const shared = sharedScores(model);
  const rows = words.map((w) => scoresOf(model, w, shared, local));
  const emit = new Float32Array(words.length * T);
  scoreRows(model, rows, words.length, emit);
  return emit;
}

/**
 * Scores the sentences of one text. Its words' scores (`local`) and its scratch arrays go with
 * it; the emissions a call returns are overwritten by the next call.
 */
export class TextScorer {
  readonly local: LocalScores = new Map();
  private readonly shared: Map<string, WordScores>;
  private readonly rows: WordScores[] = [];
  private emit = new Float32Array(64 * T);

  constructor(private readonly model: NerModel) {
    this.shared = sharedScores(model);
  }

  /** Emission scores `emit[i * T + t]` of a sentence of tokens, valid until the next call. */
  score(sentence: readonly { text: string }[]): Float32Array {
    const n = sentence.length;
    for (let i = 0; i < n; i++)
      this.rows[i] = scoresOf(this.model, sentence[i]!.text, this.shared, this.local);
    if (this.emit.length < n * T) this.emit = new Float32Array(2 ** Math.ceil(Math.log2(n)) * T);
    scoreRows(this.model, this.rows, n, this.emit);
    return this.emit;
  }
}

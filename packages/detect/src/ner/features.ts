import { mixHash } from './hash.ts';
import {
  describeWord,
  F_DIGIT,
  F_INIT_CAP,
  F_MIXED,
  F_PUNCT,
  GAZ_COMMON,
  GAZ_FIRST,
  GAZ_LAST,
  GAZ_ORG,
  GAZ_PLACE,
  type Lexicon,
  type WordInfo,
} from './word-info.ts';

/** Number of hashed features every token gets (fixed, so features pack into one flat array). */
export const FEATURES_PER_TOKEN = 42;

// A feature is mixHash(template id, value). The token's features are a bag (order is free), so
// everything that depends on one word alone is hashed once per distinct word and cached; only
// the nine templates that join neighbouring words are hashed per token.
export interface WordFeatures {
  info: WordInfo;
  /** Salted hashes at the offsets below. */
  h: Int32Array;
}
export const OWN = 0; // 18 templates on the word itself
export const AT_START = 18; // 3 on the word as the sentence's first token
export const INSIDE = 21; // the same 3 elsewhere in the sentence
export const AS_PREV = 24; // 4 on the word seen as the previous token
export const AS_NEXT = 28; // 4 as the next token
export const AS_PREV2 = 32; // 2 as the token before the previous one
export const AS_NEXT2 = 34; // 2 as the token after the next one

/** Hashes a word's own features into a new WordFeatures (training keeps these per word). */
export function buildFeatures(w: WordInfo): WordFeatures {
  return { info: w, h: writeWordHashes(w, new Int32Array(WORD_HASHES)) };
}

/** Number of hashes writeWordHashes writes: every template that depends on one word. */
export const WORD_HASHES = 36;

/**
 * Writes the WORD_HASHES salted hashes of a word's own templates at the offsets above, into `h`
 * (inference passes one scratch array, so a new word costs no allocation here).
 */
export function writeWordHashes(w: WordInfo, h: Int32Array): Int32Array {
  const cap = w.flags & F_INIT_CAP;
  const gazCap = mixHash(w.gaz, cap);
  const [p1, p2, p3, p4] = w.prefixes;
  const [s1, s2, s3, s4] = w.suffixes;
  // OWN: template ids 1–15, 31, 39, 41 (1 is the bias: a constant value).
  h[OWN] = mixHash(1, 1);
  h[OWN + 1] = mixHash(2, w.lower);
  h[OWN + 2] = mixHash(3, w.exact);
  h[OWN + 3] = mixHash(4, w.shape);
  h[OWN + 4] = mixHash(5, w.longShape);
  h[OWN + 5] = mixHash(6, p1);
  h[OWN + 6] = mixHash(7, p2);
  h[OWN + 7] = mixHash(8, p3);
  h[OWN + 8] = mixHash(9, p4);
  h[OWN + 9] = mixHash(10, s1);
  h[OWN + 10] = mixHash(11, s2);
  h[OWN + 11] = mixHash(12, s3);
  h[OWN + 12] = mixHash(13, s4);
  h[OWN + 13] = mixHash(14, w.flags);
  h[OWN + 14] = mixHash(15, w.length);
  h[OWN + 15] = mixHash(31, gazCap);
  h[OWN + 16] = mixHash(39, mixHash(s3, cap));
  h[OWN + 17] = mixHash(41, mixHash(w.gazStem, cap));
  // The same three templates crossed with "first in sentence" (1) or not (0).
  h[AT_START] = mixHash(16, mixHash(1, w.flags));
  h[AT_START + 1] = mixHash(17, mixHash(1, w.lower));
  h[AT_START + 2] = mixHash(42, mixHash(gazCap, 1));
  h[INSIDE] = mixHash(16, mixHash(0, w.flags));
  h[INSIDE + 1] = mixHash(17, mixHash(0, w.lower));
  h[INSIDE + 2] = mixHash(42, mixHash(gazCap, 0));
  // The word seen from a neighbour: lower case, shape, gazetteer × capital, suffix-3.
  h[AS_PREV] = mixHash(18, w.lower);
  h[AS_PREV + 1] = mixHash(22, w.shape);
  h[AS_PREV + 2] = mixHash(32, gazCap);
  h[AS_PREV + 3] = mixHash(35, s3);
  h[AS_NEXT] = mixHash(19, w.lower);
  h[AS_NEXT + 1] = mixHash(23, w.shape);
  h[AS_NEXT + 2] = mixHash(33, gazCap);
  h[AS_NEXT + 3] = mixHash(36, s3);
  h[AS_PREV2] = mixHash(20, w.lower);
  h[AS_PREV2 + 1] = mixHash(24, w.shape);
  h[AS_NEXT2] = mixHash(21, w.lower);
  h[AS_NEXT2 + 1] = mixHash(25, w.shape);
  return h;
}

// Stand-ins for the words before and after the sentence, so every template always fires.
export const PAD: readonly WordFeatures[] = [-2, -1, 1, 2].map((k) =>
  buildFeatures({
    lower: 0xb0_0000 + k,
    exact: 0xb1_0000 + k,
    shape: 0xb2_0000 + k,
    longShape: 0xb3_0000 + k,
    prefixes: [0, 0, 0, 0],
    suffixes: [0, 0, 0, 0],
    flags: 0x100 + k,
    gaz: 0x100 + k,
    gazStem: 0,
    length: 0,
  }),
);

const cache = new Map<string, WordFeatures>();
let cacheLexicon: Lexicon | undefined;

/**
 * Describes a word and hashes its own features, memoized across calls only for punctuation and
 * lower-case common words: names, numbers and other document content must not linger in memory.
 */
function describeCached(word: string, lexicon: Lexicon): WordFeatures {
  if (lexicon !== cacheLexicon || cache.size > 100_000) {
    cache.clear();
    cacheLexicon = lexicon;
  }
  let f = cache.get(word);
  if (f === undefined) {
    f = buildFeatures(describeWord(word, lexicon));
    if (mayKeep(f.info)) cache.set(word, f);
  }
  return f;
}

/**
 * Whether what was computed for a word may stay in a cache beyond the call: punctuation, and
 * words of the general vocabulary (seen in lower case in training) that are on no name, place or
 * organization list and hold no digits, in any capitalisation ("Det", "VEDTAK", "og"). Names,
 * numbers and other document content must not linger in memory.
 */
export function mayKeep(info: WordInfo): boolean {
  const { flags, gaz } = info;
  if ((flags & F_PUNCT) !== 0) return true;
  const onNameList = (gaz & (GAZ_FIRST | GAZ_LAST | GAZ_PLACE | GAZ_ORG)) !== 0 || info.gazStem !== 0;
  return (gaz & GAZ_COMMON) !== 0 && !onNameList && (flags & (F_DIGIT | F_MIXED)) === 0;
}

/**
 * Computes FEATURES_PER_TOKEN feature hashes for each word of one sentence, flat in one array;
 * into `buffer` when it is given and large enough (inference reuses one).
 */
export function extractFeatures(
  words: readonly string[],
  lexicon: Lexicon,
  buffer?: Uint32Array,
): Uint32Array {
  const n = words.length;
  const all = words.map((w) => describeCached(w, lexicon));
  const at = (i: number): WordFeatures => (i < 0 ? PAD[i + 2]! : i >= n ? PAD[i - n + 2]! : all[i]!);
  const out =
    buffer && buffer.length >= n * FEATURES_PER_TOKEN ? buffer : new Uint32Array(n * FEATURES_PER_TOKEN);
  for (let i = 0; i < n; i++) {
    const f = all[i]!;
    const p2 = at(i - 2);
    const p1 = at(i - 1);
    const n1 = at(i + 1);
    const n2 = at(i + 2);
    let o = i * FEATURES_PER_TOKEN;
    o = copy(f.h, OWN, 18, out, o);
    o = copy(f.h, i === 0 ? AT_START : INSIDE, 3, out, o);
    o = copy(p1.h, AS_PREV, 4, out, o);
    o = copy(n1.h, AS_NEXT, 4, out, o);
    o = copy(p2.h, AS_PREV2, 2, out, o);
    o = copy(n2.h, AS_NEXT2, 2, out, o);
    writePairFeatures(p2.info, p1.info, f.info, n1.info, out, o);
  }
  return out;
}

/** Number of features that join neighbouring words (the rest depend on one word each). */
export const PAIR_FEATURES = 9;

/** Writes the PAIR_FEATURES hashes of word `w` between `a` (before; `p2` before that) and `b` (after). */
export function writePairFeatures(
  p2: WordInfo,
  a: WordInfo,
  w: WordInfo,
  b: WordInfo,
  out: Uint32Array,
  o: number,
): void {
  const cap = w.flags & F_INIT_CAP;
  out[o] = mixHash(26, mixHash(a.lower, w.shape));
  out[o + 1] = mixHash(27, mixHash(w.shape, b.lower));
  out[o + 2] = mixHash(28, mixHash(mixHash(a.shape, w.shape), b.shape));
  out[o + 3] = mixHash(29, mixHash(a.flags, w.flags));
  out[o + 4] = mixHash(30, mixHash(w.flags, b.flags));
  out[o + 5] = mixHash(34, mixHash(mixHash(a.gaz, w.gaz), b.gaz));
  out[o + 6] = mixHash(37, mixHash(a.lower, cap));
  out[o + 7] = mixHash(38, mixHash(b.lower, cap));
  out[o + 8] = mixHash(40, mixHash(mixHash(p2.lower, a.lower), cap));
}

// A plain loop: TypedArray.set costs more than it saves on runs this short.
function copy(from: Int32Array, start: number, count: number, to: Uint32Array, at: number): number {
  for (let k = 0; k < count; k++) to[at + k] = from[start + k]!;
  return at + count;
}

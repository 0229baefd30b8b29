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
const OWN_IDS = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 31, 39, 41];

export function buildFeatures(w: WordInfo): WordFeatures {
  const h = new Int32Array(36);
  const cap = w.flags & F_INIT_CAP;
  const gazCap = mixHash(w.gaz, cap);
  const own = [1, w.lower, w.exact, w.shape, w.longShape, ...w.prefixes, ...w.suffixes, w.flags, w.length];
  own.push(gazCap, mixHash(w.suffixes[2], cap), mixHash(w.gazStem, cap));
  for (let k = 0; k < OWN_IDS.length; k++) h[OWN + k] = mixHash(OWN_IDS[k]!, own[k]!);
  for (const [at, first] of [
    [AT_START, 1],
    [INSIDE, 0],
  ] as const) {
    h[at] = mixHash(16, mixHash(first, w.flags));
    h[at + 1] = mixHash(17, mixHash(first, w.lower));
    h[at + 2] = mixHash(42, mixHash(gazCap, first));
  }
  const neighbour = [w.lower, w.shape, gazCap, w.suffixes[2]];
  const put = (at: number, ids: number[]) => ids.forEach((id, k) => (h[at + k] = mixHash(id, neighbour[k]!)));
  put(AS_PREV, [18, 22, 32, 35]);
  put(AS_NEXT, [19, 23, 33, 36]);
  put(AS_PREV2, [20, 24]);
  put(AS_NEXT2, [21, 25]);
  return { info: w, h };
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

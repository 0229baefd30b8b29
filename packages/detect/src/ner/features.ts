import { mixHash } from './hash.ts';
import { describeWord, F_INIT_CAP, type Lexicon, type WordInfo } from './word-info.ts';

/** Number of hashed features every token gets (fixed, so features pack into one flat array). */
export const FEATURES_PER_TOKEN = 42;

// Stand-ins for the words before and after the sentence, so every template always fires.
const PAD: WordInfo[] = [-2, -1, 1, 2].map((k) => ({
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
}));

const cache = new Map<string, WordInfo>();
let cacheLexicon: Lexicon | undefined;

/** Describes a word, memoized: running text repeats words, and hashing dominates feature cost. */
export function describeCached(word: string, lexicon: Lexicon): WordInfo {
  if (lexicon !== cacheLexicon || cache.size > 200_000) {
    cache.clear();
    cacheLexicon = lexicon;
  }
  let info = cache.get(word);
  if (info === undefined) {
    info = describeWord(word, lexicon);
    cache.set(word, info);
  }
  return info;
}

/** Computes FEATURES_PER_TOKEN feature hashes for each word of one sentence, flat in one array. */
export function extractFeatures(words: readonly string[], lexicon: Lexicon): Uint32Array {
  const n = words.length;
  const info = words.map((w) => describeCached(w, lexicon));
  const at = (i: number): WordInfo => (i < 0 ? PAD[i + 2]! : i >= n ? PAD[i - n + 2]! : info[i]!);
  const out = new Uint32Array(n * FEATURES_PER_TOKEN);
  for (let i = 0; i < n; i++) {
    const w = info[i]!;
    const p1 = at(i - 1);
    const p2 = at(i - 2);
    const n1 = at(i + 1);
    const n2 = at(i + 2);
    const first = i === 0 ? 1 : 0;
    const cap = w.flags & F_INIT_CAP;
    const base = i * FEATURES_PER_TOKEN;
    // Each template's index salts its value, so equal values in different templates differ.
    out[base + 0] = mixHash(1, 1);
    out[base + 1] = mixHash(2, w.lower);
    out[base + 2] = mixHash(3, w.exact);
    out[base + 3] = mixHash(4, w.shape);
    out[base + 4] = mixHash(5, w.longShape);
    out[base + 5] = mixHash(6, w.prefixes[0]);
    out[base + 6] = mixHash(7, w.prefixes[1]);
    out[base + 7] = mixHash(8, w.prefixes[2]);
    out[base + 8] = mixHash(9, w.prefixes[3]);
    out[base + 9] = mixHash(10, w.suffixes[0]);
    out[base + 10] = mixHash(11, w.suffixes[1]);
    out[base + 11] = mixHash(12, w.suffixes[2]);
    out[base + 12] = mixHash(13, w.suffixes[3]);
    out[base + 13] = mixHash(14, w.flags);
    out[base + 14] = mixHash(15, w.length);
    out[base + 15] = mixHash(16, mixHash(first, w.flags));
    out[base + 16] = mixHash(17, mixHash(first, w.lower));
    out[base + 17] = mixHash(18, p1.lower);
    out[base + 18] = mixHash(19, n1.lower);
    out[base + 19] = mixHash(20, p2.lower);
    out[base + 20] = mixHash(21, n2.lower);
    out[base + 21] = mixHash(22, p1.shape);
    out[base + 22] = mixHash(23, n1.shape);
    out[base + 23] = mixHash(24, p2.shape);
    out[base + 24] = mixHash(25, n2.shape);
    out[base + 25] = mixHash(26, mixHash(p1.lower, w.shape));
    out[base + 26] = mixHash(27, mixHash(w.shape, n1.lower));
    out[base + 27] = mixHash(28, mixHash(mixHash(p1.shape, w.shape), n1.shape));
    out[base + 28] = mixHash(29, mixHash(p1.flags, w.flags));
    out[base + 29] = mixHash(30, mixHash(w.flags, n1.flags));
    out[base + 30] = mixHash(31, mixHash(w.gaz, cap));
    out[base + 31] = mixHash(32, mixHash(p1.gaz, p1.flags & F_INIT_CAP));
    out[base + 32] = mixHash(33, mixHash(n1.gaz, n1.flags & F_INIT_CAP));
    out[base + 33] = mixHash(34, mixHash(mixHash(p1.gaz, w.gaz), n1.gaz));
    out[base + 34] = mixHash(35, p1.suffixes[2]);
    out[base + 35] = mixHash(36, n1.suffixes[2]);
    out[base + 36] = mixHash(37, mixHash(p1.lower, cap));
    out[base + 37] = mixHash(38, mixHash(n1.lower, cap));
    out[base + 38] = mixHash(39, mixHash(w.suffixes[2], cap));
    out[base + 39] = mixHash(40, mixHash(mixHash(p2.lower, p1.lower), cap));
    out[base + 40] = mixHash(41, mixHash(w.gazStem, cap));
    out[base + 41] = mixHash(42, mixHash(mixHash(w.gaz, cap), first));
  }
  return out;
}

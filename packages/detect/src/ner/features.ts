import { mixHash } from './hash.ts';
import { describeWord, F_INIT_CAP, type Gazetteer, type WordInfo } from './word-info.ts';

/** Number of hashed features every token gets (fixed, so features pack into one flat array). */
export const FEATURES_PER_TOKEN = 40;

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
  length: 0,
}));

const cache = new Map<string, WordInfo>();
let cacheGazetteer: Gazetteer | undefined;

/** Describes a word, memoized: running text repeats words, and hashing dominates feature cost. */
export function describeCached(word: string, gazetteer: Gazetteer): WordInfo {
  if (gazetteer !== cacheGazetteer || cache.size > 200_000) {
    cache.clear();
    cacheGazetteer = gazetteer;
  }
  let info = cache.get(word);
  if (info === undefined) {
    info = describeWord(word, gazetteer);
    cache.set(word, info);
  }
  return info;
}

/** Computes FEATURES_PER_TOKEN feature hashes for each word of one sentence, flat in one array. */
export function extractFeatures(words: readonly string[], gazetteer: Gazetteer): Uint32Array {
  const n = words.length;
  const info = words.map((w) => describeCached(w, gazetteer));
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
    const f = [
      1,
      w.lower,
      w.exact,
      w.shape,
      w.longShape,
      w.prefixes[0],
      w.prefixes[1],
      w.prefixes[2],
      w.prefixes[3],
      w.suffixes[0],
      w.suffixes[1],
      w.suffixes[2],
      w.suffixes[3],
      w.flags,
      w.length,
      mixHash(first, w.flags),
      mixHash(first, w.lower),
      p1.lower,
      n1.lower,
      p2.lower,
      n2.lower,
      p1.shape,
      n1.shape,
      p2.shape,
      n2.shape,
      mixHash(p1.lower, w.shape),
      mixHash(w.shape, n1.lower),
      mixHash(mixHash(p1.shape, w.shape), n1.shape),
      mixHash(p1.flags, w.flags),
      mixHash(w.flags, n1.flags),
      mixHash(w.gaz, cap),
      mixHash(p1.gaz, p1.flags & F_INIT_CAP),
      mixHash(n1.gaz, n1.flags & F_INIT_CAP),
      mixHash(mixHash(p1.gaz, w.gaz), n1.gaz),
      p1.suffixes[2],
      n1.suffixes[2],
      mixHash(p1.lower, cap),
      mixHash(n1.lower, cap),
      mixHash(w.suffixes[2], cap),
      mixHash(mixHash(p2.lower, p1.lower), cap),
    ];
    const base = i * FEATURES_PER_TOKEN;
    for (let t = 0; t < FEATURES_PER_TOKEN; t++) out[base + t] = mixHash(t + 1, f[t]!);
  }
  return out;
}

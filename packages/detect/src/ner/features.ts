import { mixHash } from './hash.ts';
import { describeWord, F_INIT_CAP, type Lexicon, type WordInfo } from './word-info.ts';

/** Number of hashed features every token gets (fixed, so features pack into one flat array). */
export const FEATURES_PER_TOKEN = 42;

// A feature is mixHash(template id, value). The token's features are a bag (order is free), so
// everything that depends on one word alone is hashed once per distinct word and cached; only
// the ten templates that join neighbouring words are hashed per token.
interface WordFeatures {
  info: WordInfo;
  own: Int32Array; // 17 templates on the word itself
  atStart: Int32Array; // 3 templates on the word as the sentence's first token
  inside: Int32Array; // the same 3 templates elsewhere in the sentence
  asPrev: Int32Array; // 4 templates on the word seen as the previous token
  asNext: Int32Array; // 4 as the next token
  asPrev2: Int32Array; // 2 as the token before the previous one
  asNext2: Int32Array; // 2 as the token after the next one
}

function buildFeatures(w: WordInfo): WordFeatures {
  const cap = w.flags & F_INIT_CAP;
  const own = [1, w.lower, w.exact, w.shape, w.longShape, ...w.prefixes, ...w.suffixes, w.flags, w.length];
  const ownIds = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 31, 39, 41];
  own.push(mixHash(w.gaz, cap), mixHash(w.suffixes[2], cap), mixHash(w.gazStem, cap));
  const firstValues = (first: number) => [
    mixHash(first, w.flags),
    mixHash(first, w.lower),
    mixHash(mixHash(w.gaz, cap), first),
  ];
  const firstIds = [16, 17, 42];
  const neighbour = [w.lower, w.shape, mixHash(w.gaz, cap), w.suffixes[2]];
  const salt = (ids: number[], values: number[]) => Int32Array.from(values, (v, i) => mixHash(ids[i]!, v));
  return {
    info: w,
    own: salt(ownIds, own),
    atStart: salt(firstIds, firstValues(1)),
    inside: salt(firstIds, firstValues(0)),
    asPrev: salt([18, 22, 32, 35], neighbour),
    asNext: salt([19, 23, 33, 36], neighbour),
    asPrev2: salt([20, 24], neighbour.slice(0, 2)),
    asNext2: salt([21, 25], neighbour.slice(0, 2)),
  };
}

// Stand-ins for the words before and after the sentence, so every template always fires.
const PAD: WordFeatures[] = [-2, -1, 1, 2].map((k) =>
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

/** Describes a word and hashes its own features, memoized: running text repeats words. */
function describeCached(word: string, lexicon: Lexicon): WordFeatures {
  if (lexicon !== cacheLexicon || cache.size > 200_000) {
    cache.clear();
    cacheLexicon = lexicon;
  }
  let f = cache.get(word);
  if (f === undefined) {
    f = buildFeatures(describeWord(word, lexicon));
    cache.set(word, f);
  }
  return f;
}

/** Computes FEATURES_PER_TOKEN feature hashes for each word of one sentence, flat in one array. */
export function extractFeatures(words: readonly string[], lexicon: Lexicon): Uint32Array {
  const n = words.length;
  const all = words.map((w) => describeCached(w, lexicon));
  const at = (i: number): WordFeatures => (i < 0 ? PAD[i + 2]! : i >= n ? PAD[i - n + 2]! : all[i]!);
  const out = new Uint32Array(n * FEATURES_PER_TOKEN);
  for (let i = 0; i < n; i++) {
    const f = all[i]!;
    const p2 = at(i - 2);
    const p1 = at(i - 1);
    const n1 = at(i + 1);
    const n2 = at(i + 2);
    let o = i * FEATURES_PER_TOKEN;
    o = copy(f.own, out, o);
    o = copy(i === 0 ? f.atStart : f.inside, out, o);
    o = copy(p1.asPrev, out, o);
    o = copy(n1.asNext, out, o);
    o = copy(p2.asPrev2, out, o);
    o = copy(n2.asNext2, out, o);
    const w = f.info;
    const a = p1.info;
    const b = n1.info;
    const cap = w.flags & F_INIT_CAP;
    out[o] = mixHash(26, mixHash(a.lower, w.shape));
    out[o + 1] = mixHash(27, mixHash(w.shape, b.lower));
    out[o + 2] = mixHash(28, mixHash(mixHash(a.shape, w.shape), b.shape));
    out[o + 3] = mixHash(29, mixHash(a.flags, w.flags));
    out[o + 4] = mixHash(30, mixHash(w.flags, b.flags));
    out[o + 5] = mixHash(34, mixHash(mixHash(a.gaz, w.gaz), b.gaz));
    out[o + 6] = mixHash(37, mixHash(a.lower, cap));
    out[o + 7] = mixHash(38, mixHash(b.lower, cap));
    out[o + 8] = mixHash(40, mixHash(mixHash(p2.info.lower, a.lower), cap));
  }
  return out;
}

// A plain loop: TypedArray.set costs more than it saves on arrays this short.
function copy(from: Int32Array, to: Uint32Array, at: number): number {
  for (let k = 0; k < from.length; k++) to[at + k] = from[k]!;
  return at + from.length;
}

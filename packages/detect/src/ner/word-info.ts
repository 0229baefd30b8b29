/** What the model knows about words beyond their spelling. */
export interface Lexicon {
  /** Lower-cased word → bit set of the GAZ_* name and place lists it is on. */
  gazetteer: ReadonlyMap<string, number>;
  /** Hashes (hashString) of words seen in lower case in the training text: common words. */
  common: ReadonlySet<number>;
}
/** Gazetteer bits. */
export const GAZ_FIRST = 1;
export const GAZ_LAST = 2;
export const GAZ_PLACE = 4;
export const GAZ_ORG = 8;
export const GAZ_COMMON = 16;
export const GAZ_ROLE = 32;

/** Per-word values that feature templates combine; computed once per token. */
export interface WordInfo {
  lower: number;
  exact: number;
  shape: number;
  longShape: number;
  prefixes: [number, number, number, number];
  suffixes: [number, number, number, number];
  flags: number;
  gaz: number;
  /** Gazetteer bits of the word less a genitive -s ("Hansens" → "hansen"). */
  gazStem: number;
  length: number;
}

/** Flag bits. */
export const F_INIT_CAP = 1;
export const F_ALL_CAPS = 2;
export const F_DIGIT = 4;
export const F_HYPHEN = 8;
export const F_PUNCT = 16;
export const F_PERIOD = 32;
export const F_MIXED = 64;

// Whether a code unit above ASCII is a letter with an upper-case form (as `ch.toUpperCase() !==
// ch` says): 1 yes, 2 no, 0 not asked yet. Looked up instead of building two strings per
// character of every new word.
const hasUpperForm = new Uint8Array(0x10000);
function isCasedLower(c: number): boolean {
  let known = hasUpperForm[c]!;
  if (known === 0) {
    const ch = String.fromCharCode(c);
    hasUpperForm[c] = known = ch.toUpperCase() !== ch ? 1 : 2;
  }
  return known === 1;
}

/** Computes hashes of the word's lower-case form, shapes, affixes, flags and gazetteer bits. */
export function describeWord(word: string, lexicon: Lexicon): WordInfo {
  const lower = word.toLowerCase();
  // Shapes are hashed as they are built (FNV-1a, as hashString would hash the shape strings);
  // so are the word itself and, as far as it is as long, its lower-case form.
  let shapeHash = 0x811c9dc5;
  let longHash = 0x811c9dc5;
  let exactHash = 0x811c9dc5;
  let lowerHash = 0x811c9dc5;
  let lastShape = -1;
  let flags = 0;
  let upper = 0;
  let letters = 0;
  for (let i = 0; i < word.length; i++) {
    const c = word.charCodeAt(i);
    const l = i < lower.length ? lower.charCodeAt(i) : c;
    exactHash = Math.imul(exactHash ^ c, 0x01000193);
    if (i < lower.length) lowerHash = Math.imul(lowerHash ^ l, 0x01000193);
    let s = c;
    if (c !== l) {
      s = 88; // X
      upper++;
      letters++;
    } else if ((c >= 97 && c <= 122) || (c > 127 && isCasedLower(c))) {
      s = 120; // x
      letters++;
    } else if (c >= 48 && c <= 57) {
      s = 100; // d
      flags |= F_DIGIT;
    } else if (c === 45) flags |= F_HYPHEN;
    else if (c === 46) flags |= F_PERIOD;
    if (i < 8) longHash = Math.imul(longHash ^ s, 0x01000193);
    if (s !== lastShape) shapeHash = Math.imul(shapeHash ^ s, 0x01000193);
    lastShape = s;
  }
  // Lower-casing can lengthen a word ("İ" becomes two characters): hash the rest.
  for (let i = word.length; i < lower.length; i++)
    lowerHash = Math.imul(lowerHash ^ lower.charCodeAt(i), 0x01000193);
  if (upper > 0 && word[0] !== lower[0]) flags |= F_INIT_CAP;
  if (upper > 1 && upper === letters) flags |= F_ALL_CAPS;
  if (upper > 0 && upper < letters && word[0] === lower[0]) flags |= F_MIXED;
  if (letters === 0 && (flags & F_DIGIT) === 0) flags |= F_PUNCT;
  const stem = lower.length > 3 && lower.endsWith('s') ? lower.slice(0, -1) : '';
  return {
    lower: lowerHash | 0,
    exact: exactHash | 0,
    shape: shapeHash | 0,
    longShape: longHash | 0,
    prefixes: hashAffixes(lower, false),
    suffixes: hashAffixes(lower, true),
    flags,
    gaz: (lexicon.gazetteer.get(lower) ?? 0) | (lexicon.common.has(lowerHash | 0) ? GAZ_COMMON : 0),
    gazStem: stem ? (lexicon.gazetteer.get(stem) ?? 0) : 0,
    length: Math.min(word.length, 12),
  };
}

// Incremental FNV over the first (or last) 1..4 characters; short words repeat their whole hash.
function hashAffixes(s: string, fromEnd: boolean): [number, number, number, number] {
  const out: [number, number, number, number] = [0, 0, 0, 0];
  let h = fromEnd ? 0x2f5a1c3d : 0x811c9dc5;
  for (let k = 0; k < 4; k++) {
    if (k < s.length) h = Math.imul(h ^ s.charCodeAt(fromEnd ? s.length - 1 - k : k), 0x01000193);
    out[k] = h | 0;
  }
  return out;
}

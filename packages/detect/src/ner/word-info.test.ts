import { describe, expect, it } from 'vitest';
import { hashString } from './hash.ts';
import { loadDefaultModel } from './model.ts';
import {
  describeWord,
  F_ALL_CAPS,
  F_DIGIT,
  F_HYPHEN,
  F_INIT_CAP,
  F_MIXED,
  F_PERIOD,
  F_PUNCT,
  GAZ_COMMON,
  type Lexicon,
  type WordInfo,
} from './word-info.ts';

// describeWord as it was written before the exact and lower-case hashes were folded into its
// loop and the upper-case test became a table (copied): the plain path the fast one must equal.
function plainDescribe(word: string, lexicon: Lexicon): WordInfo {
  const lower = word.toLowerCase();
  let shapeHash = 0x811c9dc5;
  let longHash = 0x811c9dc5;
  let lastShape = -1;
  let flags = 0;
  let upper = 0;
  let letters = 0;
  for (let i = 0; i < word.length; i++) {
    const c = word.charCodeAt(i);
    const l = i < lower.length ? lower.charCodeAt(i) : c;
    let s = c;
    if (c !== l) {
      s = 88;
      upper++;
      letters++;
    } else if ((c >= 97 && c <= 122) || (c > 127 && word[i]!.toUpperCase() !== word[i])) {
      s = 120;
      letters++;
    } else if (c >= 48 && c <= 57) {
      s = 100;
      flags |= F_DIGIT;
    } else if (c === 45) flags |= F_HYPHEN;
    else if (c === 46) flags |= F_PERIOD;
    if (i < 8) longHash = Math.imul(longHash ^ s, 0x01000193);
    if (s !== lastShape) shapeHash = Math.imul(shapeHash ^ s, 0x01000193);
    lastShape = s;
  }
  if (upper > 0 && word[0] !== lower[0]) flags |= F_INIT_CAP;
  if (upper > 1 && upper === letters) flags |= F_ALL_CAPS;
  if (upper > 0 && upper < letters && word[0] === lower[0]) flags |= F_MIXED;
  if (letters === 0 && (flags & F_DIGIT) === 0) flags |= F_PUNCT;
  const lowerHash = hashString(lower);
  const stem = lower.length > 3 && lower.endsWith('s') ? lower.slice(0, -1) : '';
  const affixes = (fromEnd: boolean): [number, number, number, number] => {
    const out: [number, number, number, number] = [0, 0, 0, 0];
    let h = fromEnd ? 0x2f5a1c3d : 0x811c9dc5;
    for (let k = 0; k < 4; k++) {
      if (k < lower.length)
        h = Math.imul(h ^ lower.charCodeAt(fromEnd ? lower.length - 1 - k : k), 0x01000193);
      out[k] = h | 0;
    }
    return out;
  };
  return {
    lower: lowerHash,
    exact: hashString(word),
    shape: shapeHash | 0,
    longShape: longHash | 0,
    prefixes: affixes(false),
    suffixes: affixes(true),
    flags,
    gaz: (lexicon.gazetteer.get(lower) ?? 0) | (lexicon.common.has(lowerHash) ? GAZ_COMMON : 0),
    gazStem: stem ? (lexicon.gazetteer.get(stem) ?? 0) : 0,
    length: Math.min(word.length, 12),
  };
}

describe('describeWord against the plain path', () => {
  it('gives the same hashes, flags and lexicon bits on random made-up words', () => {
    const lexicon = loadDefaultModel().lexicon;
    // Pieces whose case, length and letters test every branch: capitals that lower-case into two
    // characters (İ), letters with no case, marks, digits, surrogate pairs and lone halves.
    const pieces = [
      'kari',
      'Kari',
      'KARI',
      'oslo',
      'Hansen',
      's',
      'S',
      'ø',
      'Ø',
      'æ',
      'Å',
      'ß',
      'ẞ',
      'İ',
      'ı',
      'ǅ',
      'Σ',
      'ς',
      '\u0301',
      '中',
      '1',
      '12',
      '.',
      '-',
      "'",
      '𝒜',
      '𐐀',
      '𐐨',
      '\ud800',
      '\udc00',
      ',',
      '§',
      'x',
      'X',
    ];
    let seed = 3;
    const next = (n: number) => {
      seed = (Math.imul(seed, 1103515245) + 12345) >>> 0;
      return (seed >>> 8) % n;
    };
    for (let round = 0; round < 5000; round++) {
      const word = Array.from({ length: 1 + next(5) }, () => pieces[next(pieces.length)]!).join('');
      expect(describeWord(word, lexicon), word).toEqual(plainDescribe(word, lexicon));
    }
    for (const word of [
      'Hansens',
      'OSLO',
      'Tromsø',
      'İstanbul',
      'STRAßE',
      'bergens',
      '12.03.1980',
      'Anne-Lise',
    ])
      expect(describeWord(word, lexicon), word).toEqual(plainDescribe(word, lexicon));
  });
});

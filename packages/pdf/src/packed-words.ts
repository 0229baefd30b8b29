import type { PageWords, Word, WordSource } from './types.ts';

// No engine here: the command line's detection thread unpacks pages with this alone (@sladd/pdf/packed).

/**
 * One page's words as flat arrays: what WordBuilder builds, and what the command line hands to its
 * detection thread (the typed arrays' buffers are transferred, not copied). Word objects — a box
 * object and a char-edge array per word — are made from it only where they are used.
 */
export interface PackedPage {
  page: number;
  width: number;
  height: number;
  rotation: number;
  hasTextLayer: boolean;
  /** Every word's text, one after another. */
  text: string;
  /** Per word (INTS_PER_WORD): text length, line, flags, then the lengths of xs, ys and ranges (-1 when absent). */
  ints: Int32Array;
  /** Per word: x0 y0 x1 y1, then its xs, ys and ranges when present. */
  nums: Float64Array;
}

export const INTS_PER_WORD = 6;
/** Offsets within a word's ints. */
export const TEXT_LENGTH = 0;
export const LINE = 1;
export const FLAGS = 2;
export const XS_LENGTH = 3;
export const YS_LENGTH = 4;
export const RANGES_LENGTH = 5;

// Flags: the index of `rtl` in RTL (2 bits), then the index of `source` in SOURCES.
export const SOURCES: readonly (WordSource | undefined)[] = [undefined, 'form', 'annotation'];
export const RTL: readonly (boolean | undefined)[] = [undefined, false, true];
export const flagsOf = (rtl: boolean | undefined, source: WordSource | undefined): number =>
  RTL.indexOf(rtl) | (SOURCES.indexOf(source) << 2);

// Every field of a word is packed; a field added to Word fails to compile here until it is.
const PACKED_FIELDS = {
  text: true,
  bbox: true,
  line: true,
  xs: true,
  ys: true,
  rtl: true,
  ranges: true,
  source: true,
} as const satisfies Record<keyof Word, true>;
void PACKED_FIELDS;

/** The number of words on a packed page. */
export const wordCountOf = (packed: Pick<PackedPage, 'ints'>): number => packed.ints.length / INTS_PER_WORD;

/** Packs words that exist as objects (recognised by OCR, say); extraction packs as it goes. */
export function packPage(page: PageWords): PackedPage {
  const { words } = page;
  const ints = new Int32Array(words.length * INTS_PER_WORD);
  let numCount = words.length * 4;
  for (const word of words)
    numCount += (word.xs?.length ?? 0) + (word.ys?.length ?? 0) + (word.ranges?.length ?? 0);
  const nums = new Float64Array(numCount);
  const texts = new Array<string>(words.length);
  let n = 0;
  for (let i = 0; i < words.length; i++) {
    const word = words[i]!;
    const at = i * INTS_PER_WORD;
    texts[i] = word.text;
    ints[at + TEXT_LENGTH] = word.text.length;
    ints[at + LINE] = word.line;
    ints[at + FLAGS] = flagsOf(word.rtl, word.source);
    ints[at + XS_LENGTH] = word.xs ? word.xs.length : -1;
    ints[at + YS_LENGTH] = word.ys ? word.ys.length : -1;
    ints[at + RANGES_LENGTH] = word.ranges ? word.ranges.length : -1;
    const { x0, y0, x1, y1 } = word.bbox;
    nums[n++] = x0;
    nums[n++] = y0;
    nums[n++] = x1;
    nums[n++] = y1;
    for (const edges of [word.xs, word.ys, word.ranges]) if (edges) for (const v of edges) nums[n++] = v;
  }
  const { page: number, width, height, rotation, hasTextLayer } = page;
  return { page: number, width, height, rotation, hasTextLayer, text: texts.join(''), ints, nums };
}

/** The buffers to transfer with a packed page. */
export const transferablesOf = (packed: PackedPage): ArrayBuffer[] => [
  packed.ints.buffer as ArrayBuffer,
  packed.nums.buffer as ArrayBuffer,
];

/** The page with its words as objects, their fields in the order extraction has always given them. */
export function unpackPage(packed: PackedPage): PageWords {
  const { page, width, height, rotation, hasTextLayer } = packed;
  return { page, width, height, rotation, hasTextLayer, words: unpackWords(packed) };
}

export function unpackWords({ text, ints, nums }: Pick<PackedPage, 'text' | 'ints' | 'nums'>): Word[] {
  const count = ints.length / INTS_PER_WORD;
  const words = new Array<Word>(count);
  let t = 0;
  let n = 0;
  const take = (length: number): number[] | undefined => {
    if (length < 0) return undefined;
    const values = new Array<number>(length);
    for (let k = 0; k < length; k++) values[k] = nums[n++]!;
    return values;
  };
  for (let i = 0; i < count; i++) {
    const at = i * INTS_PER_WORD;
    const length = ints[at + TEXT_LENGTH]!;
    const flags = ints[at + FLAGS]!;
    const word: Word = {
      text: text.slice(t, t + length),
      bbox: { x0: nums[n]!, y0: nums[n + 1]!, x1: nums[n + 2]!, y1: nums[n + 3]! },
      line: ints[at + LINE]!,
    };
    t += length;
    n += 4;
    // Only the fields the word had, in extraction's order (the API's answers are JSON of them).
    const source = SOURCES[(flags >> 2) & 3];
    if (source) word.source = source;
    const xs = take(ints[at + XS_LENGTH]!);
    const ys = take(ints[at + YS_LENGTH]!);
    const ranges = take(ints[at + RANGES_LENGTH]!);
    if (xs) word.xs = xs;
    if (ys) word.ys = ys;
    const rtl = RTL[flags & 3];
    if (rtl !== undefined) word.rtl = rtl;
    if (ranges) word.ranges = ranges;
    words[i] = word;
  }
  return words;
}

import type { Word, WordSource } from '@sladd/contract';
import type { PageWords } from '@sladd/pdf';

/**
 * One page's words packed for the hand-over to the command line's detection thread: a flat string
 * and two typed arrays, whose buffers are transferred rather than copied. Structured-cloning the
 * word objects themselves (a box object and a char-edge array per word) cost about 0.2 s of the
 * two threads' time on a 250-page file, as much as the pipelining saved on small files.
 */
export interface PackedPage {
  page: number;
  width: number;
  height: number;
  rotation: number;
  hasTextLayer: boolean;
  /** Every word's text, one after another. */
  text: string;
  /** Per word: text length, line, flags, then the lengths of xs, ys and ranges (-1 when absent). */
  ints: Int32Array;
  /** Per word: x0 y0 x1 y1, then its xs, ys and ranges when present. */
  nums: Float64Array;
}

const INTS_PER_WORD = 6;
const SOURCES: readonly (WordSource | undefined)[] = [undefined, 'form', 'annotation'];
const RTL: readonly (boolean | undefined)[] = [undefined, false, true];

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
    ints[at] = word.text.length;
    ints[at + 1] = word.line;
    ints[at + 2] = RTL.indexOf(word.rtl) | (SOURCES.indexOf(word.source) << 2);
    ints[at + 3] = word.xs ? word.xs.length : -1;
    ints[at + 4] = word.ys ? word.ys.length : -1;
    ints[at + 5] = word.ranges ? word.ranges.length : -1;
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

export function unpackPage(packed: PackedPage): PageWords {
  const { ints, nums, text } = packed;
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
    const length = ints[at]!;
    const flags = ints[at + 2]!;
    const word: Word = {
      text: text.slice(t, t + length),
      bbox: { x0: nums[n]!, y0: nums[n + 1]!, x1: nums[n + 2]!, y1: nums[n + 3]! },
      line: ints[at + 1]!,
    };
    t += length;
    n += 4;
    const xs = take(ints[at + 3]!);
    const ys = take(ints[at + 4]!);
    const ranges = take(ints[at + 5]!);
    // Only the fields the word had, so an unpacked page equals the extracted one.
    if (xs) word.xs = xs;
    if (ys) word.ys = ys;
    const rtl = RTL[flags & 3];
    if (rtl !== undefined) word.rtl = rtl;
    if (ranges) word.ranges = ranges;
    const source = SOURCES[(flags >> 2) & 3];
    if (source) word.source = source;
    words[i] = word;
  }
  const { page, width, height, rotation, hasTextLayer } = packed;
  return { page, width, height, words, rotation, hasTextLayer };
}

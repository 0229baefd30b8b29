import type { CharSink } from './read-page-chars.ts';
import {
  FLAGS,
  INTS_PER_WORD,
  LINE,
  RANGES_LENGTH,
  TEXT_LENGTH,
  XS_LENGTH,
  YS_LENGTH,
  flagsOf,
  unpackWords,
  type PackedPage,
} from './packed-words.ts';
import type { Word, WordSource } from './types.ts';

// A space glyph whose successor is drawn where the space began has been undone by the producer
// ("agreement on" typeset as "agreementon"): readers such as pdftotext show no gap, so neither do
// we. Gaps are measured against the glyph box height (~1.2 em); real word gaps are 0.2 em and more.
const SWALLOWED_SPACE = 0.02;
// Vertical (CJK) writing comes one glyph per structured-text line; glyphs that follow each other
// down a column within this fraction of a glyph height are one run, as they read on the page.
const COLUMN_GAP = 0.3;

// Initial sizes of a builder's arrays, which grow by doubling: a dense page has ~8,000 chars.
const INITIAL_UNITS = 4096;
const INITIAL_WORDS = 1024;
const INITIAL_WORD_UNITS = 256;

/** The arrays a builder writes into. */
interface Arrays {
  units: Uint16Array;
  ints: Int32Array;
  nums: Float64Array;
  lo: Float64Array;
  hi: Float64Array;
}

const newArrays = (): Arrays => ({
  units: new Uint16Array(INITIAL_UNITS),
  ints: new Int32Array(INITIAL_WORDS * INTS_PER_WORD),
  nums: new Float64Array(INITIAL_UNITS),
  lo: new Float64Array(INITIAL_WORD_UNITS),
  hi: new Float64Array(INITIAL_WORD_UNITS),
});

// Pages are read one after another: the arrays of a builder whose words have been taken out go to
// the next builder rather than to the garbage collector (about 70 kB a page). Arrays grown for a
// page of unusual density (up to megabytes) are not kept for the life of the thread.
let spare: Arrays | undefined;
const MAX_SPARE_ITEMS = 16 * INITIAL_UNITS;
// fromCharCode takes its units as arguments; this many at a time stays far below any engine's limit.
const TEXT_CHUNK = 8192;

/**
 * Turns a stream of chars into words as a reader sees them, with visual line indices and char
 * edges. The words are written into flat arrays as they end (a PackedPage's), not as objects:
 * the command line sends them to its detection thread as they are, and words() makes the objects.
 */
export class WordBuilder implements CharSink {
  /** Words added from now on carry this source (page content unless told otherwise). */
  source: WordSource | undefined;
  /** The text of the words, as UTF-16 units; the word in progress is the units from wordStart on. */
  private units: Uint16Array;
  private unitCount = 0;
  private wordStart = 0;
  /** Per finished word: INTS_PER_WORD ints, and its box and edges in nums. */
  private ints: Int32Array;
  private wordCount = 0;
  private nums: Float64Array;
  private numCount = 0;
  /** Per UTF-16 unit of the word in progress: low and high edge along the line (x, or y for vertical words). */
  private lo: Float64Array;
  private hi: Float64Array;
  /** A code point String.fromCodePoint refuses: the word throws as it did when its text was made at once. */
  private invalidCode = -1;
  private x0 = 0;
  private y0 = 0;
  private x1 = 0;
  private y1 = 0;
  private horizontal = true;
  private vertical = false;
  private lineIndex = -1;
  private lineStarted = false;
  private pendingSpace = false;
  private pendingLineBreak = false;
  /** The last glyph added. */
  private lastX0 = 0;
  private lastY0 = 0;
  private lastX1 = 0;
  private lastY1 = 0;
  /** The last finished word: its line, source and the box edges continuesPreviousLine needs. */
  private prevLine = -1;
  private prevSource: WordSource | undefined;
  private prevY0 = 0;
  private prevY1 = 0;
  private prevX1 = 0;

  constructor() {
    const arrays = spare ?? newArrays();
    spare = undefined;
    this.units = arrays.units;
    this.ints = arrays.ints;
    this.nums = arrays.nums;
    this.lo = arrays.lo;
    this.hi = arrays.hi;
  }

  /** The number of words finished so far. */
  get count(): number {
    return this.wordCount;
  }

  line(horizontal: boolean, vertical = false, _verticalWriting = false): void {
    const continuesColumn = this.inWord() && this.vertical && vertical;
    if (continuesColumn) this.pendingLineBreak = true;
    else this.flush();
    this.horizontal = horizontal;
    this.vertical = vertical;
    this.lineStarted = continuesColumn;
  }

  char(code: number, x0: number, y0: number, x1: number, y1: number): void {
    if (isSpace(code)) {
      if (this.inWord() && this.horizontal && !this.pendingLineBreak) this.pendingSpace = true;
      else this.flush();
      return;
    }
    if (this.pendingLineBreak) {
      if (!this.followsInColumn(x0, y0, x1, y1)) {
        this.flush();
        this.lineStarted = false;
      }
      this.pendingLineBreak = false;
    } else if (this.pendingSpace) {
      if (!this.touchesLast(x0, y0, x1, y1)) this.flush();
      this.pendingSpace = false;
    }
    if (!this.lineStarted) {
      this.lineStarted = true;
      if (!this.continuesPreviousLine(x0, y0, y1)) this.lineIndex++;
    }
    this.addGlyph(code, x0, y0, x1, y1);
  }

  private inWord(): boolean {
    return this.unitCount > this.wordStart;
  }

  private addGlyph(code: number, x0: number, y0: number, x1: number, y1: number): void {
    if (!this.inWord()) {
      this.x0 = x0;
      this.y0 = y0;
      this.x1 = x1;
      this.y1 = y1;
    } else {
      if (x0 < this.x0) this.x0 = x0;
      if (y0 < this.y0) this.y0 = y0;
      if (x1 > this.x1) this.x1 = x1;
      if (y1 > this.y1) this.y1 = y1;
    }
    const lo = this.vertical ? y0 : x0;
    const hi = this.vertical ? y1 : x1;
    if (this.unitCount + 2 > this.units.length) this.units = grown(this.units, this.unitCount + 2);
    const k = this.unitCount - this.wordStart;
    if (k + 2 > this.lo.length) {
      this.lo = grown(this.lo, k + 2);
      this.hi = grown(this.hi, k + 2);
    }
    if (code <= 0xffff) {
      this.units[this.unitCount++] = code;
      this.lo[k] = lo;
      this.hi[k] = hi;
    } else {
      // A surrogate pair is two UTF-16 units drawn as one glyph.
      if (code > 0x10ffff && this.invalidCode < 0) this.invalidCode = code;
      const offset = code - 0x10000;
      this.units[this.unitCount++] = 0xd800 + ((offset >> 10) & 0x3ff);
      this.units[this.unitCount++] = 0xdc00 + (offset & 0x3ff);
      this.lo[k] = this.lo[k + 1] = lo;
      this.hi[k] = this.hi[k + 1] = hi;
    }
    this.lastX0 = x0;
    this.lastY0 = y0;
    this.lastX1 = x1;
    this.lastY1 = y1;
  }

  /** Finishes the word in progress, if any. */
  flush(): void {
    this.pendingSpace = false;
    this.pendingLineBreak = false;
    if (!this.inWord()) return;
    if (this.invalidCode >= 0) throw new RangeError(`Invalid code point ${this.invalidCode}`);
    const length = this.unitCount - this.wordStart;
    if ((this.wordCount + 1) * INTS_PER_WORD > this.ints.length)
      this.ints = grown(this.ints, (this.wordCount + 1) * INTS_PER_WORD);
    if (this.numCount + 4 + 2 * length > this.nums.length)
      this.nums = grown(this.nums, this.numCount + 4 + 2 * length);
    const at = this.wordCount * INTS_PER_WORD;
    const ints = this.ints;
    const nums = this.nums;
    ints[at + TEXT_LENGTH] = length;
    ints[at + LINE] = this.lineIndex;
    ints[at + XS_LENGTH] = -1;
    ints[at + YS_LENGTH] = -1;
    ints[at + RANGES_LENGTH] = -1;
    nums[this.numCount++] = this.x0;
    nums[this.numCount++] = this.y0;
    nums[this.numCount++] = this.x1;
    nums[this.numCount++] = this.y1;
    const rtl = this.horizontal || this.vertical ? this.writeEdges(at, length) : undefined;
    ints[at + FLAGS] = flagsOf(rtl, this.source || undefined);
    this.wordCount++;
    this.prevLine = this.lineIndex;
    this.prevSource = this.source;
    this.prevY0 = this.y0;
    this.prevY1 = this.y1;
    this.prevX1 = this.x1;
    this.wordStart = this.unitCount;
  }

  // Char edges in the most compact form that still gives each char's extent: the leading edges plus
  // the end when the chars run one way (left to right, right to left, top to bottom), else a low/high
  // pair per char (a right-to-left word with Latin letters or digits inside it). Returns rtl.
  private writeEdges(at: number, n: number): true | undefined {
    const { lo, hi, nums } = this;
    let forward = true;
    let backward = true;
    for (let i = 1; i < n; i++) {
      if (lo[i]! < lo[i - 1]! - 0.01) forward = false;
      if (hi[i]! > hi[i - 1]! + 0.01) backward = false;
    }
    let k = this.numCount;
    if (this.vertical) {
      if (!forward) return undefined; // the whole box stands for every char
      for (let i = 0; i < n; i++) nums[k++] = lo[i]!;
      nums[k++] = hi[n - 1]!;
      this.ints[at + YS_LENGTH] = n + 1;
    } else if (forward || backward) {
      const leading = forward ? lo : hi;
      for (let i = 0; i < n; i++) nums[k++] = leading[i]!;
      nums[k++] = forward ? hi[n - 1]! : lo[n - 1]!;
      this.ints[at + XS_LENGTH] = n + 1;
    } else {
      for (let i = 0; i < n; i++) {
        nums[k++] = lo[i]!;
        nums[k++] = hi[i]!;
      }
      this.ints[at + RANGES_LENGTH] = 2 * n;
    }
    this.numCount = k;
    return !this.vertical && !forward && backward ? true : undefined;
  }

  /**
   * Takes the words out as flat arrays: the builder is done, and its arrays go to the next one.
   * (Fed more chars, it would start over on arrays of its own.)
   */
  take(): Pick<PackedPage, 'text' | 'ints' | 'nums'> {
    const words = {
      text: textOf(this.units, this.wordStart),
      ints: this.ints.slice(0, this.wordCount * INTS_PER_WORD),
      nums: this.nums.slice(0, this.numCount),
    };
    const { units, ints, nums, lo, hi } = this;
    if ([units, ints, nums, lo, hi].every((array) => array.length <= MAX_SPARE_ITEMS))
      spare = { units, ints, nums, lo, hi };
    this.units = new Uint16Array(0);
    this.ints = new Int32Array(0);
    this.nums = new Float64Array(0);
    this.lo = new Float64Array(0);
    this.hi = new Float64Array(0);
    this.unitCount = this.wordStart = this.wordCount = this.numCount = 0;
    return words;
  }

  /** Takes the words out as objects (see take()). */
  takeWords(): Word[] {
    return unpackWords(this.take());
  }

  private touchesLast(x0: number, y0: number, x1: number, y1: number): boolean {
    const { lastX0, lastY0, lastX1, lastY1 } = this;
    const height = Math.max(lastY1 - lastY0, y1 - y0);
    const overlap = Math.min(lastY1, y1) - Math.max(lastY0, y0);
    if (overlap < 0.5 * Math.min(lastY1 - lastY0, y1 - y0)) return false;
    const gap = x0 >= lastX0 ? x0 - lastX1 : lastX0 - x1;
    return Math.abs(gap) <= SWALLOWED_SPACE * height;
  }

  private followsInColumn(x0: number, y0: number, x1: number, y1: number): boolean {
    const { lastX0, lastX1, lastY1 } = this;
    const width = Math.min(lastX1 - lastX0, x1 - x0);
    const overlap = Math.min(lastX1, x1) - Math.max(lastX0, x0);
    const step = y0 - lastY1;
    return overlap > 0.5 * width && step > -COLUMN_GAP * (y1 - y0) && step < COLUMN_GAP * (y1 - y0);
  }

  // MuPDF splits one visual line into several stext lines at font changes or wide gaps; words
  // that sit on the same baseline band to the right of the previous word belong to one line.
  private continuesPreviousLine(x0: number, y0: number, y1: number): boolean {
    if (this.wordCount === 0 || this.prevLine !== this.lineIndex || !this.horizontal) return false;
    if (this.prevSource !== this.source) return false;
    const overlap = Math.min(this.prevY1, y1) - Math.max(this.prevY0, y0);
    const minHeight = Math.min(this.prevY1 - this.prevY0, y1 - y0);
    return overlap > 0.5 * minHeight && x0 >= this.prevX1 - 1;
  }
}

/** A copy of `array` with room for at least `needed` items. */
function grown<T extends Uint16Array | Int32Array | Float64Array>(array: T, needed: number): T {
  let size = Math.max(array.length * 2, 64);
  while (size < needed) size *= 2;
  const bigger = new (array.constructor as new (size: number) => T)(size);
  bigger.set(array);
  return bigger;
}

/** The string of the first `count` units; lone surrogates stay as they are (a TextDecoder would replace them). */
function textOf(units: Uint16Array, count: number): string {
  let text = '';
  for (let at = 0; at < count; at += TEXT_CHUNK)
    text += String.fromCharCode.apply(
      null,
      units.subarray(at, Math.min(at + TEXT_CHUNK, count)) as unknown as number[],
    );
  return text;
}

function isSpace(code: number): boolean {
  return (
    code <= 32 ||
    code === 0xa0 ||
    code === 0x1680 ||
    (code >= 0x2000 && code <= 0x200b) ||
    code === 0x2028 ||
    code === 0x2029 ||
    code === 0x202f ||
    code === 0x205f ||
    code === 0x3000 ||
    code === 0xfeff
  );
}

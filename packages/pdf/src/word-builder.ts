import type { CharSink } from './read-page-chars.ts';
import type { Word, WordSource } from './types.ts';

// A space glyph whose successor is drawn where the space began has been undone by the producer
// ("agreement on" typeset as "agreementon"): readers such as pdftotext show no gap, so neither do
// we. Gaps are measured against the glyph box height (~1.2 em); real word gaps are 0.2 em and more.
const SWALLOWED_SPACE = 0.02;
// Vertical (CJK) writing comes one glyph per structured-text line; glyphs that follow each other
// down a column within this fraction of a glyph height are one run, as they read on the page.
const COLUMN_GAP = 0.3;

interface Glyph {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}

/** Turns a stream of chars into words as a reader sees them, with visual line indices and char edges. */
export class WordBuilder implements CharSink {
  readonly words: Word[] = [];
  /** Words added from now on carry this source (page content unless told otherwise). */
  source: WordSource | undefined;
  private codes: number[] = [];
  /** Per UTF-16 unit: low and high edge along the line (x for horizontal, y for vertical words). */
  private lo: number[] = [];
  private hi: number[] = [];
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
  private readonly last: Glyph = { x0: 0, y0: 0, x1: 0, y1: 0 };

  line(horizontal: boolean, vertical = false, _verticalWriting = false): void {
    const continuesColumn = this.codes.length > 0 && this.vertical && vertical;
    if (continuesColumn) this.pendingLineBreak = true;
    else this.flush();
    this.horizontal = horizontal;
    this.vertical = vertical;
    this.lineStarted = continuesColumn;
  }

  char(code: number, x0: number, y0: number, x1: number, y1: number): void {
    if (isSpace(code)) {
      if (this.codes.length > 0 && this.horizontal && !this.pendingLineBreak) this.pendingSpace = true;
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

  private addGlyph(code: number, x0: number, y0: number, x1: number, y1: number): void {
    if (this.codes.length === 0) {
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
    this.codes.push(code);
    this.lo.push(lo);
    this.hi.push(hi);
    if (code > 0xffff) {
      // A surrogate pair is two UTF-16 units drawn as one glyph.
      this.lo.push(lo);
      this.hi.push(hi);
    }
    this.last.x0 = x0;
    this.last.y0 = y0;
    this.last.x1 = x1;
    this.last.y1 = y1;
  }

  /** Finishes the word in progress, if any. */
  flush(): void {
    this.pendingSpace = false;
    this.pendingLineBreak = false;
    if (this.codes.length === 0) return;
    const word: Word = {
      text: String.fromCodePoint(...this.codes),
      bbox: { x0: this.x0, y0: this.y0, x1: this.x1, y1: this.y1 },
      line: this.lineIndex,
    };
    if (this.source) word.source = this.source;
    if (this.horizontal || this.vertical) attachEdges(word, this.lo, this.hi, this.vertical);
    this.words.push(word);
    this.codes.length = 0;
    this.lo = [];
    this.hi = [];
  }

  private touchesLast(x0: number, y0: number, x1: number, y1: number): boolean {
    const last = this.last;
    const height = Math.max(last.y1 - last.y0, y1 - y0);
    const overlap = Math.min(last.y1, y1) - Math.max(last.y0, y0);
    if (overlap < 0.5 * Math.min(last.y1 - last.y0, y1 - y0)) return false;
    const gap = x0 >= last.x0 ? x0 - last.x1 : last.x0 - x1;
    return Math.abs(gap) <= SWALLOWED_SPACE * height;
  }

  private followsInColumn(x0: number, y0: number, x1: number, y1: number): boolean {
    const last = this.last;
    const width = Math.min(last.x1 - last.x0, x1 - x0);
    const overlap = Math.min(last.x1, x1) - Math.max(last.x0, x0);
    const step = y0 - last.y1;
    return overlap > 0.5 * width && step > -COLUMN_GAP * (y1 - y0) && step < COLUMN_GAP * (y1 - y0);
  }

  // MuPDF splits one visual line into several stext lines at font changes or wide gaps; words
  // that sit on the same baseline band to the right of the previous word belong to one line.
  private continuesPreviousLine(x0: number, y0: number, y1: number): boolean {
    const prev = this.words[this.words.length - 1];
    if (!prev || prev.line !== this.lineIndex || !this.horizontal || prev.source !== this.source)
      return false;
    const overlap = Math.min(prev.bbox.y1, y1) - Math.max(prev.bbox.y0, y0);
    const minHeight = Math.min(prev.bbox.y1 - prev.bbox.y0, y1 - y0);
    return overlap > 0.5 * minHeight && x0 >= prev.bbox.x1 - 1;
  }
}

// Char edges in the most compact form that still gives each char's extent: the leading edges plus
// the end when the chars run one way (left to right, right to left, top to bottom), else a low/high
// pair per char (a right-to-left word with Latin letters or digits inside it).
function attachEdges(word: Word, lo: number[], hi: number[], vertical: boolean): void {
  const n = lo.length;
  let forward = true;
  let backward = true;
  for (let i = 1; i < n; i++) {
    if (lo[i]! < lo[i - 1]! - 0.01) forward = false;
    if (hi[i]! > hi[i - 1]! + 0.01) backward = false;
  }
  if (vertical) {
    if (forward) word.ys = [...lo, hi[n - 1]!]; // else the whole box stands for every char
  } else if (forward) word.xs = [...lo, hi[n - 1]!];
  else if (backward) {
    word.xs = [...hi, lo[n - 1]!];
    word.rtl = true;
  } else word.ranges = interleave(lo, hi);
}

function interleave(lo: number[], hi: number[]): number[] {
  const out = new Array<number>(lo.length * 2);
  for (let i = 0; i < lo.length; i++) {
    out[2 * i] = lo[i]!;
    out[2 * i + 1] = hi[i]!;
  }
  return out;
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

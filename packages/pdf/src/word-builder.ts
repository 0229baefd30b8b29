import type { CharSink } from './read-page-chars.ts';
import type { Word } from './types.ts';

/** Turns a stream of chars into words split on whitespace, with visual line indices and char edges. */
export class WordBuilder implements CharSink {
  readonly words: Word[] = [];
  private codes: number[] = [];
  private xs: number[] = [];
  private x0 = 0;
  private y0 = 0;
  private x1 = 0;
  private y1 = 0;
  private horizontal = true;
  private lineIndex = -1;
  private lineStarted = false;

  line(horizontal: boolean): void {
    this.flush();
    this.horizontal = horizontal;
    this.lineStarted = false;
  }

  char(code: number, x0: number, y0: number, x1: number, y1: number): void {
    if (isSpace(code)) {
      this.flush();
      return;
    }
    if (!this.lineStarted) {
      this.lineStarted = true;
      if (!this.continuesPreviousLine(x0, y0, y1)) this.lineIndex++;
    }
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
    this.codes.push(code);
    this.xs.push(x0);
    if (code > 0xffff) this.xs.push(x0); // a surrogate pair is two UTF-16 units at one position
    this.lastRight = x1;
  }

  private lastRight = 0;

  /** Finishes the word in progress, if any. */
  flush(): void {
    if (this.codes.length === 0) return;
    const text = String.fromCodePoint(...this.codes);
    const word: Word = {
      text,
      bbox: { x0: this.x0, y0: this.y0, x1: this.x1, y1: this.y1 },
      line: this.lineIndex,
    };
    if (this.horizontal) {
      this.xs.push(this.lastRight);
      word.xs = this.xs;
      this.xs = [];
    } else {
      this.xs.length = 0;
    }
    this.words.push(word);
    this.codes.length = 0;
  }

  // MuPDF splits one visual line into several stext lines at font changes or wide gaps; words
  // that sit on the same baseline band to the right of the previous word belong to one line.
  private continuesPreviousLine(x0: number, y0: number, y1: number): boolean {
    const prev = this.words[this.words.length - 1];
    if (!prev || prev.line !== this.lineIndex || !this.horizontal) return false;
    const overlap = Math.min(prev.bbox.y1, y1) - Math.max(prev.bbox.y0, y0);
    const minHeight = Math.min(prev.bbox.y1 - prev.bbox.y0, y1 - y0);
    return overlap > 0.5 * minHeight && x0 >= prev.bbox.x1 - 1;
  }
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

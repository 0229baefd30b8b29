import { lowLevel } from './mupdf-runtime.ts';

/** Receives the chars of a structured-text page in reading order, without per-char allocation. */
export interface CharSink {
  /**
   * A new stext line starts; `horizontal` when it runs left to right, `vertical` when top to bottom,
   * on the displayed page; `verticalWriting` when its font writes vertically (CJK wmode 1), not
   * merely rotated.
   */
  line(horizontal: boolean, vertical: boolean, verticalWriting: boolean): void;
  /** One char: Unicode code point and its box in displayed-page coordinates. */
  char(code: number, x0: number, y0: number, x1: number, y1: number): void;
}

/**
 * Feeds every char of a structured-text page to `sink`, using the fast path when available.
 * Returns false, having stopped early, when the page holds more than `maxChars` chars.
 */
export function readPageChars(
  stext: import('mupdf').StructuredText,
  sink: CharSink,
  maxChars = Number.POSITIVE_INFINITY,
): boolean {
  return fast
    ? readLowLevel(stext.pointer as unknown as number, sink, maxChars)
    : readWithWalker(stext, sink, maxChars);
}

// The wasm module object has hundreds of keys (dictionary mode), so its functions are copied to
// locals once; looking them up per char would cost more than the calls themselves.
const fast = lowLevel && {
  module: lowLevel,
  firstBlock: lowLevel._wasm_stext_page_get_first_block,
  nextBlock: lowLevel._wasm_stext_block_get_next,
  blockType: lowLevel._wasm_stext_block_get_type,
  firstLine: lowLevel._wasm_stext_block_get_first_line,
  nextLine: lowLevel._wasm_stext_line_get_next,
  lineDir: lowLevel._wasm_stext_line_get_dir,
  lineWmode: lowLevel._wasm_stext_line_get_wmode,
  firstChar: lowLevel._wasm_stext_line_get_first_char,
  nextChar: lowLevel._wasm_stext_char_get_next,
  charCode: lowLevel._wasm_stext_char_get_c,
  charQuad: lowLevel._wasm_stext_char_get_quad,
};

function readLowLevel(stextPtr: number, sink: CharSink, maxChars: number): boolean {
  const f = fast!;
  let left = maxChars;
  const { firstLine, nextLine, lineDir, firstChar, nextChar, charCode, charQuad } = f;
  for (let block = f.firstBlock(stextPtr); block; block = f.nextBlock(block)) {
    if (f.blockType(block) !== 0) continue;
    for (let line = firstLine(block); line; line = nextLine(line)) {
      const dir = lineDir(line) >> 2;
      let heap = f.module.HEAPF32;
      sink.line(
        isHorizontal(heap[dir]!, heap[dir + 1]!),
        isVertical(heap[dir]!, heap[dir + 1]!),
        f.lineWmode(line) === 1,
      );
      heap = f.module.HEAPF32; // the heap view is replaced when wasm memory grows
      for (let ch = firstChar(line); ch; ch = nextChar(ch)) {
        if (--left < 0) return false;
        const code = charCode(ch);
        const q = charQuad(ch) >> 2;
        const ax = heap[q]!,
          ay = heap[q + 1]!,
          bx = heap[q + 2]!,
          by = heap[q + 3]!;
        const cx = heap[q + 4]!,
          cy = heap[q + 5]!,
          dx = heap[q + 6]!,
          dy = heap[q + 7]!;
        sink.char(
          code,
          min4(ax, bx, cx, dx),
          min4(ay, by, cy, dy),
          max4(ax, bx, cx, dx),
          max4(ay, by, cy, dy),
        );
      }
    }
  }
  return true;
}

function min4(a: number, b: number, c: number, d: number): number {
  const x = a < b ? a : b;
  const y = c < d ? c : d;
  return x < y ? x : y;
}

function max4(a: number, b: number, c: number, d: number): number {
  const x = a > b ? a : b;
  const y = c > d ? c : d;
  return x > y ? x : y;
}

function readWithWalker(stext: import('mupdf').StructuredText, sink: CharSink, maxChars: number): boolean {
  let left = maxChars;
  stext.walk({
    beginLine: (_bbox, wmode, dir) =>
      sink.line(isHorizontal(dir[0], dir[1]), isVertical(dir[0], dir[1]), wmode === 1),
    onChar: (c, _origin, _font, _size, q) => {
      if (--left < 0) return;
      emitQuad(sink, c.codePointAt(0) ?? 32, q[0], q[1], q[2], q[3], q[4], q[5], q[6], q[7]);
    },
  });
  return left >= 0;
}

function isHorizontal(dx: number, dy: number): boolean {
  return dx > 0.9 && Math.abs(dy) < 0.1;
}

function isVertical(dx: number, dy: number): boolean {
  return dy > 0.9 && Math.abs(dx) < 0.1;
}

function emitQuad(
  sink: CharSink,
  code: number,
  ax: number,
  ay: number,
  bx: number,
  by: number,
  cx: number,
  cy: number,
  dx: number,
  dy: number,
): void {
  sink.char(
    code,
    Math.min(ax, bx, cx, dx),
    Math.min(ay, by, cy, dy),
    Math.max(ax, bx, cx, dx),
    Math.max(ay, by, cy, dy),
  );
}

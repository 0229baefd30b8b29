import { lowLevel } from './mupdf-runtime.ts';

/** Receives the chars of a structured-text page in reading order, without per-char allocation. */
export interface CharSink {
  /** A new stext line starts; `horizontal` when it runs left to right on the displayed page. */
  line(horizontal: boolean): void;
  /** One char: Unicode code point and its box in displayed-page coordinates. */
  char(code: number, x0: number, y0: number, x1: number, y1: number): void;
}

/** Feeds every char of a structured-text page to `sink`, using the fast path when available. */
export function readPageChars(stext: import('mupdf').StructuredText, sink: CharSink): void {
  if (lowLevel) readLowLevel(stext.pointer as unknown as number, sink);
  else readWithWalker(stext, sink);
}

function readLowLevel(stextPtr: number, sink: CharSink): void {
  const L = lowLevel!;
  for (
    let block = L._wasm_stext_page_get_first_block(stextPtr);
    block;
    block = L._wasm_stext_block_get_next(block)
  ) {
    if (L._wasm_stext_block_get_type(block) !== 0) continue;
    for (
      let line = L._wasm_stext_block_get_first_line(block);
      line;
      line = L._wasm_stext_line_get_next(line)
    ) {
      const dir = L._wasm_stext_line_get_dir(line) >> 2;
      let heap = L.HEAPF32;
      sink.line(isHorizontal(heap[dir]!, heap[dir + 1]!));
      for (let ch = L._wasm_stext_line_get_first_char(line); ch; ch = L._wasm_stext_char_get_next(ch)) {
        const code = L._wasm_stext_char_get_c(ch);
        const q = L._wasm_stext_char_get_quad(ch) >> 2;
        heap = L.HEAPF32; // the heap view is replaced when wasm memory grows
        emitQuad(
          sink,
          code,
          heap[q]!,
          heap[q + 1]!,
          heap[q + 2]!,
          heap[q + 3]!,
          heap[q + 4]!,
          heap[q + 5]!,
          heap[q + 6]!,
          heap[q + 7]!,
        );
      }
    }
  }
}

function readWithWalker(stext: import('mupdf').StructuredText, sink: CharSink): void {
  stext.walk({
    beginLine: (_bbox, _wmode, dir) => sink.line(isHorizontal(dir[0], dir[1])),
    onChar: (c, _origin, _font, _size, q) => {
      emitQuad(sink, c.codePointAt(0) ?? 32, q[0], q[1], q[2], q[3], q[4], q[5], q[6], q[7]);
    },
  });
}

function isHorizontal(dx: number, dy: number): boolean {
  return dx > 0.9 && Math.abs(dy) < 0.1;
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

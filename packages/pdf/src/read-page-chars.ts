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
  return readPageCharsVia(fast ? (charLayout ? 'heap' : 'accessors') : 'walker', stext, sink, maxChars);
}

/** The ways chars can be read, fastest first: the heap path needs the accessors too. */
export type CharPath = 'heap' | 'accessors' | 'walker';

/** Internal (tests compare the paths): readPageChars along a given path. */
export function readPageCharsVia(
  path: CharPath,
  stext: import('mupdf').StructuredText,
  sink: CharSink,
  maxChars = Number.POSITIVE_INFINITY,
): boolean {
  if (path === 'walker') return readWithWalker(stext, sink, maxChars);
  const layout = path === 'heap' ? charLayout : null;
  if (path === 'heap' && !layout) throw new Error('The heap path is not available.');
  return readLowLevel(stext.pointer as unknown as number, sink, maxChars, layout);
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

/** Where a char's code, its successor and its quad lie in an fz_stext_char, in 4-byte words. */
interface CharLayout {
  code: number;
  next: number;
  quad: number;
}

// Three wasm calls per char (code, quad, next) were a third of the reading. They only load fields
// of fz_stext_char, whose layout is MuPDF's and may change between versions, so it is measured
// rather than assumed: the accessors are run once on a block of distinct marker words, and the
// heap is read directly only when each accessor is seen to load (or point at) one whole word of
// it. Anything else, say a field narrowed to 16 bits, leaves the accessors in use.
const PROBE_WORDS = 32;
const MARKER = 0x5a17_0000;
const QUAD_WORDS = 8;

function probeCharLayout(): CharLayout | null {
  const m = lowLevel;
  if (!fast || !m?.HEAP32 || !m._wasm_malloc || !m._wasm_free) return null;
  const pointer = m._wasm_malloc(PROBE_WORDS * 4);
  if (!pointer) return null;
  try {
    const base = pointer >>> 2;
    const heap = m.HEAP32;
    for (let i = 0; i < PROBE_WORDS; i++) heap[base + i] = MARKER + i;
    const code = fast.charCode(pointer) - MARKER;
    const next = fast.nextChar(pointer) - MARKER;
    const quadBytes = fast.charQuad(pointer) - pointer;
    const quad = quadBytes >> 2;
    const inside = (word: number) => Number.isInteger(word) && word >= 0 && word < PROBE_WORDS;
    const outsideQuad = (word: number) => word < quad || word >= quad + QUAD_WORDS;
    const valid =
      inside(code) &&
      inside(next) &&
      code !== next &&
      quadBytes % 4 === 0 &&
      inside(quad) &&
      quad + QUAD_WORDS <= PROBE_WORDS &&
      outsideQuad(code) &&
      outsideQuad(next);
    return valid ? { code, next, quad } : null;
  } finally {
    m._wasm_free(pointer);
  }
}

const charLayout = probeCharLayout();

function readLowLevel(
  stextPtr: number,
  sink: CharSink,
  maxChars: number,
  layout: CharLayout | null,
): boolean {
  const f = fast!;
  let left = maxChars;
  const { firstLine, nextLine, lineDir } = f;
  for (let block = f.firstBlock(stextPtr); block; block = f.nextBlock(block)) {
    if (f.blockType(block) !== 0) continue;
    for (let line = firstLine(block); line; line = nextLine(line)) {
      const dir = lineDir(line) >>> 2;
      const heap = f.module.HEAPF32;
      sink.line(
        isHorizontal(heap[dir]!, heap[dir + 1]!),
        isVertical(heap[dir]!, heap[dir + 1]!),
        f.lineWmode(line) === 1,
      );
      left = layout ? readLineFromHeap(line, sink, left, layout) : readLineWithAccessors(line, sink, left);
      if (left < 0) return false;
    }
  }
  return true;
}

/** Feeds the chars of one line, reading fz_stext_char fields from the heap; returns the chars left. */
function readLineFromHeap(line: number, sink: CharSink, left: number, layout: CharLayout): number {
  const m = fast!.module;
  // Fetched after sink.line: the heap views are replaced when wasm memory grows.
  const words = m.HEAP32!;
  const floats = m.HEAPF32;
  const { code: codeAt, next: nextAt, quad: quadAt } = layout;
  for (let ch = fast!.firstChar(line); ch; ch = words[(ch >>> 2) + nextAt]!) {
    if (--left < 0) return left;
    const at = ch >>> 2;
    emitQuad(sink, words[at + codeAt]!, floats, at + quadAt);
  }
  return left;
}

/** Feeds the chars of one line through MuPDF's accessors; returns the chars left. */
function readLineWithAccessors(line: number, sink: CharSink, left: number): number {
  const { firstChar, nextChar, charCode, charQuad, module } = fast!;
  const floats = module.HEAPF32;
  for (let ch = firstChar(line); ch; ch = nextChar(ch)) {
    if (--left < 0) return left;
    const code = charCode(ch);
    emitQuad(sink, code, floats, charQuad(ch) >>> 2);
  }
  return left;
}

/** One char with its quad (4 points from `q` in `heap`) turned into a box. */
function emitQuad(sink: CharSink, code: number, heap: Float32Array, q: number): void {
  const ax = heap[q]!,
    ay = heap[q + 1]!,
    bx = heap[q + 2]!,
    by = heap[q + 3]!;
  const cx = heap[q + 4]!,
    cy = heap[q + 5]!,
    dx = heap[q + 6]!,
    dy = heap[q + 7]!;
  sink.char(code, min4(ax, bx, cx, dx), min4(ay, by, cy, dy), max4(ax, bx, cx, dx), max4(ay, by, cy, dy));
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
      emitWalkedQuad(sink, c.codePointAt(0) ?? 32, q[0], q[1], q[2], q[3], q[4], q[5], q[6], q[7]);
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

function emitWalkedQuad(
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

// MuPDF's public StructuredText.walk allocates a Font wrapper, a quad array and more per char,
// which makes word extraction 4x slower than MuPDF's own text pass. The wasm module object is
// the object MuPDF finds in globalThis.$libmupdf_wasm_Module when it first loads, so handing it
// an empty object lets us call the same exported char accessors the walker uses, without
// allocations. If mupdf was already loaded elsewhere we fall back to the public walker.

interface LowLevel {
  HEAPF32: Float32Array;
  // For reading chars straight from the heap (read-page-chars.ts checks that they are there).
  HEAP32?: Int32Array;
  _wasm_malloc?(size: number): number;
  _wasm_free?(pointer: number): void;
  _wasm_stext_page_get_first_block(page: number): number;
  _wasm_stext_block_get_next(block: number): number;
  _wasm_stext_block_get_type(block: number): number;
  _wasm_stext_block_get_first_line(block: number): number;
  _wasm_stext_line_get_next(line: number): number;
  _wasm_stext_line_get_dir(line: number): number;
  _wasm_stext_line_get_wmode(line: number): number;
  _wasm_stext_line_get_first_char(line: number): number;
  _wasm_stext_char_get_next(ch: number): number;
  _wasm_stext_char_get_c(ch: number): number;
  _wasm_stext_char_get_quad(ch: number): number;
}

const globals = globalThis as { $libmupdf_wasm_Module?: unknown };
const captured: Record<string, unknown> = {};
const previous = globals.$libmupdf_wasm_Module;
globals.$libmupdf_wasm_Module = captured;

const mupdf = await import('mupdf');

if (previous === undefined) delete globals.$libmupdf_wasm_Module;
else globals.$libmupdf_wasm_Module = previous;

const required = [
  'HEAPF32',
  '_wasm_stext_page_get_first_block',
  '_wasm_stext_char_get_quad',
  '_wasm_stext_line_get_dir',
  '_wasm_stext_line_get_wmode',
];

/** The wasm accessors, or null when mupdf was initialised before us and only the public API is usable. */
export const lowLevel: LowLevel | null = required.every((k) => k in captured)
  ? (captured as unknown as LowLevel)
  : null;

export { mupdf };

// MuPDF writes parser warnings to stderr by default; they can quote bytes of the document, and
// the house rule is that document content never reaches logs.
mupdf.setLog({ error: () => {}, warning: () => {} });

let colourPauses = 0;

/**
 * Turns MuPDF's colour management (ICC, lcms2) off until the returned function is called. Text
 * extraction reads no colour, yet MuPDF's text device converts every fill colour to sRGB, and the
 * first conversion from each colour space builds an ICC link: about 35 ms of a one-file
 * `sladd detect`. Rendering, OCR and redaction need the links (colours of images and fills), so
 * this is for a thread that only extracts text while it is off; pauses may nest.
 */
export function pauseColourManagement(): () => void {
  if (colourPauses++ === 0) mupdf.disableICC();
  let resumed = false;
  return () => {
    if (resumed) return;
    resumed = true;
    if (--colourPauses === 0) mupdf.enableICC();
  };
}

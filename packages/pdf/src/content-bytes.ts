type Obj = import('mupdf').PDFObject;

const NEWLINE = new Uint8Array([0x0a]);

/** The parts joined into one array. */
export function concatBytes(parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const p of parts) {
    out.set(p, at);
    at += p.length;
  }
  return out;
}

/** The decoded bytes of a content stream or an array of them, each followed by a newline; unreadable parts are skipped. */
export function contentBytes(contents: Obj): Uint8Array {
  return readContents(contents, false) ?? new Uint8Array(0);
}

/**
 * The same for content about to be rewritten: null when any part cannot be read or `contents`
 * is not a stream or an array of them, so that nothing is written from half a stream.
 */
export function contentBytesToRewrite(contents: Obj): Uint8Array | null {
  return readContents(contents, true);
}

function readContents(contents: Obj, strict: boolean): Uint8Array | null {
  const items: Obj[] = [];
  if (contents.isArray()) contents.forEach((item) => items.push(item));
  else if (contents.isStream()) items.push(contents);
  else if (strict) return null;
  const parts: Uint8Array[] = [];
  for (const item of items) {
    try {
      if (item.isStream()) parts.push(item.readStream().asUint8Array(), NEWLINE);
      else if (strict) return null;
    } catch {
      // an unreadable stream draws nothing a reader could show
      if (strict) return null;
    }
  }
  return concatBytes(parts);
}

/** A number as a content-stream operand: at most six decimals, no trailing zeros, never "-0". */
export function formatNumber(v: number): string {
  const s = v.toFixed(6).replace(/\.?0+$/, '');
  return s === '-0' ? '0' : s;
}

/** The offset after the next `count` number tokens from `start`. */
export function skipNumbers(bytes: Uint8Array, start: number, count: number): number {
  let i = start;
  for (let k = 0; k < count; k++) {
    while (i < bytes.length && /\s/.test(String.fromCharCode(bytes[i]!))) i++;
    while (i < bytes.length && /[0-9+\-.]/.test(String.fromCharCode(bytes[i]!))) i++;
  }
  return i;
}

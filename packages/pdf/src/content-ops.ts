/** An operand as the scan keeps it: numbers by value, names as `{ name }`, anything else only by kind. */
export type Operand = number | { name: string } | 'other';

const WHITE = new Set([0x00, 0x09, 0x0a, 0x0c, 0x0d, 0x20]);
const DELIM = new Set([0x28, 0x29, 0x3c, 0x3e, 0x5b, 0x5d, 0x7b, 0x7d, 0x2f, 0x25]);
const isRegular = (c: number): boolean => !WHITE.has(c) && !DELIM.has(c);

/**
 * Calls `visit` for every operator of a PDF content stream, in order, with its operands (numbers
 * by value). Strings, arrays, dictionaries and inline image data are skipped over, never decoded.
 * A read-only scanner: enough to follow the graphics state, not to rewrite the stream.
 */
export function scanContentOps(bytes: Uint8Array, visit: (op: string, operands: Operand[]) => void): void {
  const n = bytes.length;
  let i = 0;
  let operands: Operand[] = [];
  let nesting = 0; // inside [ ] or << >>: everything is one operand
  while (i < n) {
    const c = bytes[i]!;
    if (WHITE.has(c)) {
      i++;
    } else if (c === 0x25) {
      while (i < n && bytes[i] !== 0x0a && bytes[i] !== 0x0d) i++; // comment
    } else if (c === 0x28) {
      i = skipLiteralString(bytes, i);
      if (nesting === 0) operands.push('other');
    } else if (c === 0x3c && bytes[i + 1] === 0x3c) {
      nesting++;
      i += 2;
    } else if (c === 0x3e && bytes[i + 1] === 0x3e) {
      nesting = Math.max(0, nesting - 1);
      i += 2;
      if (nesting === 0) operands.push('other');
    } else if (c === 0x3c) {
      while (i < n && bytes[i] !== 0x3e) i++; // hex string
      i++;
      if (nesting === 0) operands.push('other');
    } else if (c === 0x5b) {
      nesting++;
      i++;
    } else if (c === 0x5d) {
      nesting = Math.max(0, nesting - 1);
      i++;
      if (nesting === 0) operands.push('other');
    } else if (c === 0x2f) {
      const start = ++i;
      while (i < n && isRegular(bytes[i]!)) i++;
      if (nesting === 0) operands.push({ name: decodeName(bytes.subarray(start, i)) });
    } else if (DELIM.has(c)) {
      i++; // a stray ) } or >: skipped as readers do
    } else {
      const start = i;
      while (i < n && isRegular(bytes[i]!)) i++;
      if (nesting > 0) continue;
      const token = String.fromCharCode(...bytes.subarray(start, i));
      const value = Number(token);
      if (/^[+-]?(\d+\.?\d*|\.\d+)$/.test(token) && Number.isFinite(value)) {
        operands.push(value);
        continue;
      }
      if (token === 'ID') {
        i = skipInlineImageData(bytes, i);
        operands = [];
        continue;
      }
      if (token === 'true' || token === 'false' || token === 'null') {
        operands.push('other');
        continue;
      }
      visit(token, operands);
      operands = [];
    }
  }
}

/** A name's characters, with #xx escapes resolved (as latin1; resource names are ASCII in practice). */
function decodeName(raw: Uint8Array): string {
  const text = String.fromCharCode(...raw);
  return text.includes('#')
    ? text.replace(/#([0-9a-fA-F]{2})/g, (_, h: string) => String.fromCharCode(parseInt(h, 16)))
    : text;
}

function skipLiteralString(bytes: Uint8Array, start: number): number {
  let depth = 0;
  let i = start;
  while (i < bytes.length) {
    const c = bytes[i]!;
    if (c === 0x5c)
      i += 2; // backslash escape
    else {
      if (c === 0x28) depth++;
      else if (c === 0x29 && --depth === 0) return i + 1;
      i++;
    }
  }
  return i;
}

/** Inline image data runs from one white-space byte after ID to an EI standing alone. */
function skipInlineImageData(bytes: Uint8Array, afterId: number): number {
  let i = afterId + 1;
  while (i + 1 < bytes.length) {
    if (
      bytes[i] === 0x45 &&
      bytes[i + 1] === 0x49 &&
      WHITE.has(bytes[i - 1]!) &&
      (i + 2 >= bytes.length || WHITE.has(bytes[i + 2]!))
    )
      return i + 2;
    i++;
  }
  return bytes.length;
}

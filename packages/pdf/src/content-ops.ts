/** Where an operator sits in the stream: its operands from `start`, the operator itself from `opStart` to `end`. */
export interface OpSpan {
  start: number;
  opStart: number;
  end: number;
}

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
export function scanContentOps(
  bytes: Uint8Array,
  visit: (op: string, operands: Operand[], span: OpSpan) => void,
): void {
  const n = bytes.length;
  let i = 0;
  let operands: Operand[] = [];
  let nesting = 0; // inside [ ] or << >>: everything is one operand
  let operandStart = -1;
  while (i < n) {
    const c = bytes[i]!;
    if (operandStart < 0 && !WHITE.has(c) && c !== 0x25) operandStart = i;
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
        operandStart = -1;
        continue;
      }
      if (token === 'true' || token === 'false' || token === 'null') {
        operands.push('other');
        continue;
      }
      visit(token, operands, { start: operandStart, opStart: start, end: i });
      operands = [];
      operandStart = -1;
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

/**
 * The strings a content stream passes to operators (the text it shows, in the font's own
 * encoding), decoded from literal and hex form, as latin1 text. What a literal search for
 * redacted text should look at: numbers in operators are coordinates, not text.
 */
export function contentStrings(bytes: Uint8Array): string[] {
  const out: string[] = [];
  const n = bytes.length;
  let i = 0;
  while (i < n) {
    const c = bytes[i]!;
    if (c === 0x25) {
      while (i < n && bytes[i] !== 0x0a && bytes[i] !== 0x0d) i++;
    } else if (c === 0x28) {
      const [text, next] = readLiteral(bytes, i);
      out.push(text);
      i = next;
    } else if (c === 0x3c && bytes[i + 1] !== 0x3c) {
      let hex = '';
      i++;
      while (i < n && bytes[i] !== 0x3e) {
        const h = bytes[i++]!;
        if (!WHITE.has(h)) hex += String.fromCharCode(h);
      }
      i++;
      if (hex.length % 2) hex += '0';
      let text = '';
      for (let k = 0; k + 1 < hex.length; k += 2)
        text += String.fromCharCode(parseInt(hex.slice(k, k + 2), 16) || 0);
      out.push(text);
    } else if (c === 0x3c) {
      i += 2;
    } else {
      const start = i;
      while (i < n && isRegular(bytes[i]!)) i++;
      if (i === start) i++;
      else if (i - start === 2 && bytes[start] === 0x49 && bytes[start + 1] === 0x44)
        i = skipInlineImageData(bytes, i);
    }
  }
  return out;
}

/** A literal string from its opening parenthesis: its bytes as latin1 text, and the offset after it. */
export function readLiteral(bytes: Uint8Array, start: number): [string, number] {
  let depth = 0;
  let i = start;
  let text = '';
  while (i < bytes.length) {
    const c = bytes[i]!;
    if (c === 0x5c) {
      const e = bytes[i + 1];
      i += 2;
      if (e === undefined) break;
      const simple: Record<number, string> = { 0x6e: '\n', 0x72: '\r', 0x74: '\t', 0x62: '\b', 0x66: '\f' };
      if (simple[e]) text += simple[e];
      else if (e >= 0x30 && e <= 0x37) {
        let oct = e - 0x30;
        for (let k = 0; k < 2 && bytes[i]! >= 0x30 && bytes[i]! <= 0x37; k++)
          oct = oct * 8 + (bytes[i++]! - 0x30);
        text += String.fromCharCode(oct & 0xff);
      } else if (e === 0x0d || e === 0x0a) {
        if (e === 0x0d && bytes[i] === 0x0a) i++; // a line continuation
      } else text += String.fromCharCode(e);
      continue;
    }
    if (c === 0x28) {
      if (depth++ > 0) text += '(';
    } else if (c === 0x29) {
      if (--depth === 0) return [text, i + 1];
      text += ')';
    } else text += String.fromCharCode(c);
    i++;
  }
  return [text, i];
}

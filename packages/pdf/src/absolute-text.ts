import { concatBytes, formatNumber, skipNumbers } from './content-bytes.ts';
import { readLiteral, scanContentOps, type Operand } from './content-ops.ts';
import { mupdf } from './mupdf-runtime.ts';

type Obj = import('mupdf').PDFObject;
type M = [number, number, number, number, number, number];

/**
 * MuPDF's content rewriter (1.28) moves the text after removed glyphs by their advance measured
 * without the horizontal scaling (Tz) they were drawn with, and then applies the scaling in force
 * where it writes the move. With Tz changing from word to word — what OCR text layers do, one Tz
 * per word so each word spans its picture — every word after a redacted one slid by a few points
 * (on one scan into the mark, and verification refused the file). So before a page is redacted,
 * each text-showing operator inside a text object that uses horizontal scaling gets an absolute
 * text matrix (its own Tm, computed from the fonts' widths), and the rewriter never has to carry a
 * move across a change of Tz. Text objects whose fonts cannot be measured here (Type 3, CMaps
 * other than Identity, no widths) are left as they are; the visual check still watches them.
 */
export function absoluteTextMatrices(bytes: Uint8Array, resources: Obj): Uint8Array | null {
  const fonts = new Map<string, FontMetrics | null>();
  const metricsOf = (name: string): FontMetrics | null => {
    if (!fonts.has(name)) {
      const dict = resources.isDictionary() ? resources.get('Font') : null;
      fonts.set(name, dict?.isDictionary() ? readMetrics(dict.get(name)) : null);
    }
    return fonts.get(name)!;
  };
  interface State {
    tc: number;
    tw: number;
    th: number;
    tl: number;
    font: string;
    size: number;
  }
  let state: State = { tc: 0, tw: 0, th: 1, tl: 0, font: '', size: 0 };
  const stack: State[] = [];
  let tm: M = [1, 0, 0, 1, 0, 0];
  let tlm: M = [1, 0, 0, 1, 0, 0];
  let inText = false;
  let scaled = false; // this text object uses a horizontal scaling other than 100
  let measurable = true;
  const edits: { at: number; end: number; text: string }[] = [];
  let objectEdits: { at: number; end: number; text: string }[] = [];

  const translate = (m: M, tx: number, ty: number): M => [
    m[0],
    m[1],
    m[2],
    m[3],
    tx * m[0] + ty * m[2] + m[4],
    tx * m[1] + ty * m[3] + m[5],
  ];
  const moveLine = (tx: number, ty: number): void => {
    tlm = translate(tlm, tx, ty);
    tm = tlm;
  };
  const advance = (str: Uint8Array): void => {
    const metrics = metricsOf(state.font);
    if (!metrics) {
      measurable = false;
      return;
    }
    let tx = 0;
    for (const { code, width, single } of metrics.codes(str))
      tx += ((width / 1000) * state.size + state.tc + (single && code === 32 ? state.tw : 0)) * state.th;
    tm = translate(tm, tx, 0);
  };
  const absolute = (): string => ` ${tm.map(formatNumber).join(' ')} Tm `;

  scanContentOps(bytes, (op, operands, span) => {
    const nums = operands.filter((o): o is number => typeof o === 'number');
    switch (op) {
      case 'BT':
        inText = true;
        tm = tlm = [1, 0, 0, 1, 0, 0];
        scaled = state.th !== 1;
        measurable = true;
        objectEdits = [];
        return;
      case 'ET':
        if (scaled && measurable) edits.push(...objectEdits);
        inText = false;
        return;
      case 'q':
        stack.push({ ...state });
        return;
      case 'Q':
        state = stack.pop() ?? state;
        return;
      case 'Tc':
        state.tc = nums.at(-1) ?? state.tc;
        return;
      case 'Tw':
        state.tw = nums.at(-1) ?? state.tw;
        return;
      case 'Tz':
        state.th = (nums.at(-1) ?? 100) / 100;
        if (state.th !== 1 && inText) scaled = true;
        return;
      case 'TL':
        state.tl = nums.at(-1) ?? state.tl;
        return;
      case 'Tf': {
        const name = operands[operands.length - 2];
        state.font = name && typeof name === 'object' ? name.name : '';
        state.size = nums.at(-1) ?? state.size;
        return;
      }
      case 'Td':
        if (nums.length >= 2) moveLine(nums.at(-2)!, nums.at(-1)!);
        return;
      case 'TD':
        if (nums.length >= 2) {
          state.tl = -nums.at(-1)!;
          moveLine(nums.at(-2)!, nums.at(-1)!);
        }
        return;
      case 'Tm':
        if (nums.length >= 6) tm = tlm = nums.slice(-6) as M;
        return;
      case 'T*':
        moveLine(0, -state.tl);
        return;
      case 'Tj':
        if (!inText) return;
        objectEdits.push({ at: span.start, end: span.start, text: absolute() });
        advance(stringOperand(bytes, span.start, span.opStart));
        return;
      case "'":
      case '"': {
        if (!inText) return;
        if (op === '"') {
          if (nums.length < 2) return void (measurable = false);
          state.tw = nums[0]!;
          state.tc = nums[1]!;
        }
        moveLine(0, -state.tl);
        const str = stringOperand(
          bytes,
          op === '"' ? skipNumbers(bytes, span.start, 2) : span.start,
          span.opStart,
        );
        const prefix = op === '"' ? ` ${formatNumber(state.tw)} Tw ${formatNumber(state.tc)} Tc` : '';
        const literal = new TextDecoder('latin1').decode(
          bytes.subarray(op === '"' ? skipNumbers(bytes, span.start, 2) : span.start, span.opStart),
        );
        objectEdits.push({ at: span.start, end: span.end, text: `${prefix}${absolute()}${literal} Tj ` });
        advance(str);
        return;
      }
      case 'TJ': {
        if (!inText) return;
        objectEdits.push({ at: span.start, end: span.start, text: absolute() });
        for (const part of arrayParts(bytes, span.start, span.opStart)) {
          if (typeof part === 'number') tm = translate(tm, (-part / 1000) * state.size * state.th, 0);
          else advance(part);
        }
        return;
      }
      default:
    }
  });
  if (edits.length === 0) return null;
  edits.sort((a, b) => a.at - b.at);
  const pieces: Uint8Array[] = [];
  let copied = 0;
  for (const e of edits) {
    pieces.push(bytes.subarray(copied, e.at), latin1Bytes(e.text));
    copied = e.end;
  }
  pieces.push(bytes.subarray(copied));
  return concatBytes(pieces);
}

interface FontMetrics {
  codes(str: Uint8Array): Iterable<{ code: number; width: number; single: boolean }>;
}

/** Widths of a simple font (Widths, FirstChar) or of a Type 0 font with an Identity CMap (W, DW); null when unknown. */
function readMetrics(font: Obj): FontMetrics | null {
  if (!font.isDictionary()) return null;
  const subtype = font.get('Subtype');
  const kind = subtype.isName() ? subtype.asName() : '';
  if (kind === 'Type0') {
    const encoding = font.get('Encoding');
    if (!encoding.isName() || encoding.asName() !== 'Identity-H') return null;
    const descendants = font.get('DescendantFonts');
    if (!descendants.isArray() || descendants.length === 0) return null;
    const cid = descendants.get(0);
    if (!cid.isDictionary()) return null;
    const dw = cid.get('DW').isNumber() ? cid.get('DW').asNumber() : 1000;
    const widths = new Map<number, number>();
    const w = cid.get('W');
    if (w.isArray()) {
      for (let i = 0; i < w.length;) {
        const first = w.get(i).asNumber();
        const next = w.get(i + 1);
        if (next.isArray()) {
          for (let k = 0; k < next.length; k++) widths.set(first + k, next.get(k).asNumber());
          i += 2;
        } else {
          const last = next.asNumber();
          const value = w.get(i + 2).asNumber();
          for (let c = first; c <= last && c - first < 65536; c++) widths.set(c, value);
          i += 3;
        }
      }
    }
    return {
      *codes(str) {
        for (let i = 0; i + 1 < str.length; i += 2) {
          const code = (str[i]! << 8) | str[i + 1]!;
          yield { code, width: widths.get(code) ?? dw, single: false };
        }
      },
    };
  }
  if (!['Type1', 'TrueType', 'MMType1'].includes(kind)) return null;
  const widths = font.get('Widths');
  const first = font.get('FirstChar');
  if (!widths.isArray() || !first.isNumber()) return standardMetrics(font);
  const table = Array.from({ length: widths.length }, (_, i) => widths.get(i).asNumber());
  const firstChar = first.asNumber();
  const descriptor = font.get('FontDescriptor');
  const missing = descriptor.isDictionary() ? descriptor.get('MissingWidth') : null;
  const fallback = missing?.isNumber() ? missing.asNumber() : 0;
  return {
    *codes(str) {
      for (const code of str) yield { code, width: table[code - firstChar] ?? fallback, single: true };
    },
  };
}

const STANDARD_14 = /^(Helvetica|Times|Courier|Symbol|ZapfDingbats)/u;
// WinAnsiEncoding's codes 0x80–0x9F (the rest of it is Latin-1).
const WIN_ANSI_80 = [
  0x20ac, 0, 0x201a, 0x0192, 0x201e, 0x2026, 0x2020, 0x2021, 0x02c6, 0x2030, 0x0160, 0x2039, 0x0152, 0,
  0x017d, 0, 0, 0x2018, 0x2019, 0x201c, 0x201d, 0x2022, 0x2013, 0x2014, 0x02dc, 0x2122, 0x0161, 0x203a,
  0x0153, 0, 0x017e, 0x0178,
];

/**
 * One of the 14 standard fonts named without widths (allowed by PDF): the widths of MuPDF's own
 * copy of it, for the WinAnsi encoding or none; anything re-encoded (Differences) is left unmeasured.
 */
function standardMetrics(font: Obj): FontMetrics | null {
  const base = font.get('BaseFont');
  if (!base.isName() || !STANDARD_14.test(base.asName())) return null;
  const encoding = font.get('Encoding');
  if (!encoding.isNull() && !(encoding.isName() && encoding.asName() === 'WinAnsiEncoding')) return null;
  let engine: import('mupdf').Font;
  try {
    engine = new mupdf.Font(base.asName());
  } catch {
    return null;
  }
  const cache = new Map<number, number>();
  const width = (code: number): number => {
    let w = cache.get(code);
    if (w === undefined) {
      const unicode = code >= 0x80 && code < 0xa0 ? WIN_ANSI_80[code - 0x80]! : code;
      w = unicode ? engine.advanceGlyph(engine.encodeCharacter(unicode)) * 1000 : 0;
      cache.set(code, w);
    }
    return w;
  };
  return {
    *codes(str) {
      for (const code of str) yield { code, width: width(code), single: true };
    },
  };
}

/** The bytes of the string operand that starts at `from` (literal or hex). */
function stringOperand(bytes: Uint8Array, from: number, to: number): Uint8Array {
  const parts = arrayParts(bytes, from, to, true);
  const str = parts.find((p): p is Uint8Array => typeof p !== 'number');
  return str ?? new Uint8Array(0);
}

/** Strings (decoded) and numbers of a TJ array or a single string operand, in order. */
function arrayParts(bytes: Uint8Array, from: number, to: number, single = false): (Uint8Array | number)[] {
  const parts: (Uint8Array | number)[] = [];
  let i = from;
  while (i < to) {
    const c = bytes[i]!;
    if (c === 0x28) {
      const [text, next] = readLiteral(bytes, i);
      i = next;
      parts.push(Uint8Array.from(text, (ch) => ch.charCodeAt(0) & 0xff));
      if (single) return parts;
    } else if (c === 0x3c) {
      let hex = '';
      i++;
      while (i < to && bytes[i] !== 0x3e) {
        const h = String.fromCharCode(bytes[i++]!);
        if (/[0-9a-fA-F]/.test(h)) hex += h;
      }
      i++;
      if (hex.length % 2) hex += '0';
      parts.push(
        Uint8Array.from({ length: hex.length / 2 }, (_, k) => parseInt(hex.slice(2 * k, 2 * k + 2), 16)),
      );
      if (single) return parts;
    } else if ((c >= 0x30 && c <= 0x39) || c === 0x2d || c === 0x2b || c === 0x2e) {
      const start = i;
      while (i < to && /[0-9+\-.]/.test(String.fromCharCode(bytes[i]!))) i++;
      const v = Number(String.fromCharCode(...bytes.subarray(start, i)));
      if (Number.isFinite(v)) parts.push(v);
    } else i++;
  }
  return parts;
}

function latin1Bytes(text: string): Uint8Array {
  return Uint8Array.from(text, (ch) => ch.charCodeAt(0) & 0xff);
}

export type { Operand };

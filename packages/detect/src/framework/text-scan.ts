import type { RecognizerContext } from '../types.ts';

// The first stage of rule detection: one scan of a page's text that notes where matches can
// begin, shared by every recognizer that runs on the page. Nearly every rule's match starts at a
// run of digits or a few characters before one (dates, numbers, addresses, plates, IBANs), or
// next to a '.' or ':' (domains, "www.", "ul.", "://", IPv6). Each recognizer derives its own
// candidate starts from these and runs its regular expression only there (anchored-pattern.ts),
// instead of letting the expression try every position of the page.

/** Where matches can begin in one text, found in a single pass. */
export interface TextScan {
  readonly text: string;
  /** Start of every maximal run of ASCII digits ([0-9], what `\d` means), in text order. */
  readonly digitRunStarts: readonly number[];
  /** End (exclusive) of each of those runs. */
  readonly digitRunEnds: readonly number[];
  /** Offset of every '.', in text order. */
  readonly dots: readonly number[];
  /** Offset of every ':', in text order. */
  readonly colons: readonly number[];
}

const DIGIT_RUN = /\d+/g;

/**
 * Scans a text for digit runs, dots and colons. Native scans (a regular expression with no
 * lookaround, indexOf) are several times faster than a loop over char codes in JavaScript.
 */
export function scanText(text: string): TextScan {
  const digitRunStarts: number[] = [];
  const digitRunEnds: number[] = [];
  DIGIT_RUN.lastIndex = 0;
  for (let m = DIGIT_RUN.exec(text); m !== null; m = DIGIT_RUN.exec(text)) {
    digitRunStarts.push(m.index);
    digitRunEnds.push(DIGIT_RUN.lastIndex);
  }
  return { text, digitRunStarts, digitRunEnds, dots: offsetsOf(text, '.'), colons: offsetsOf(text, ':') };
}

function offsetsOf(text: string, char: string): number[] {
  const offsets: number[] = [];
  for (let i = text.indexOf(char); i >= 0; i = text.indexOf(char, i + 1)) offsets.push(i);
  return offsets;
}

// Keyed by the context object the engine hands to every recognizer of one request, so the scan is
// made once per page and dropped with the request (no page text outlives it in a module cache).
const scans = new WeakMap<RecognizerContext, TextScan>();

/** The scan of a context's text, made on first use and shared by the recognizers given the same context. */
export function textScanOf(ctx: RecognizerContext): TextScan {
  let scan = scans.get(ctx);
  if (scan === undefined || scan.text !== ctx.text) {
    scan = scanText(ctx.text);
    scans.set(ctx, scan);
  }
  return scan;
}

const LETTER = /^\p{L}$/u;
const WHITESPACE = /^\s$/u;

/** The code point that ends at `end` (a surrogate pair counts as one), or -1 at the start of the text. */
export function codePointBefore(text: string, end: number): number {
  if (end <= 0) return -1;
  const low = text.charCodeAt(end - 1);
  if (low >= 0xdc00 && low <= 0xdfff && end >= 2) {
    const high = text.charCodeAt(end - 2);
    if (high >= 0xd800 && high <= 0xdbff) return (high - 0xd800) * 0x400 + (low - 0xdc00) + 0x10000;
  }
  return low;
}

/** True for a code point in `\p{L}` (ASCII answered without a regular expression). */
export function isLetter(codePoint: number): boolean {
  if (codePoint < 128) return (codePoint | 32) >= 97 && (codePoint | 32) <= 122;
  return codePoint >= 0 && LETTER.test(String.fromCodePoint(codePoint));
}

/** True for a code point that `\s` matches. */
export function isWhitespace(codePoint: number): boolean {
  if (codePoint < 128) return codePoint === 32 || (codePoint >= 9 && codePoint <= 13);
  return codePoint >= 0 && WHITESPACE.test(String.fromCodePoint(codePoint));
}

/** True for an ASCII digit code point (what `\d` means). */
export function isDigit(codePoint: number): boolean {
  return codePoint >= 48 && codePoint <= 57;
}

/** Start of the run of code points satisfying `inRun` that ends at `end` (`end` itself when none does). */
export function runStartBefore(text: string, end: number, inRun: (codePoint: number) => boolean): number {
  let i = end;
  for (let cp = codePointBefore(text, i); cp >= 0 && inRun(cp); cp = codePointBefore(text, i)) {
    i -= cp > 0xffff ? 2 : 1;
  }
  return i;
}

/**
 * A test of one character (one UTF-16 unit, as `text[i]` gives it) against a regex for one
 * character, answered from a table for Latin-1 (read off the regex itself) and by the regex
 * otherwise; an empty or longer string goes to the regex too.
 */
export function charTest(regex: RegExp): (char: string) => boolean {
  const table = Uint8Array.from({ length: 256 }, (_, code) =>
    regex.test(String.fromCharCode(code)) ? 1 : 0,
  );
  return (char) => {
    const code = char.charCodeAt(0);
    return char.length === 1 && code < 256 ? table[code] === 1 : regex.test(char);
  };
}

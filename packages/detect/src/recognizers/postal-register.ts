import { createRequire } from 'node:module';

// Built once at load: ~5 000 entries, looked up per candidate in O(1). The register is a CommonJS
// file of 5 000 keys: required, it loads in about 15 ms; imported, Node first scans it for named
// exports (or a bundle copies every key onto a namespace object), which doubles that on every
// start of a detection thread (issue 33).
const postalCodes = createRequire(import.meta.url)('norway-postal-codes') as Record<string, string>;
const PLACE_BY_CODE: ReadonlyMap<string, string> = new Map(Object.entries(postalCodes));

/** Every distinct place name of the register, upper case ("OSLO", "MO I RANA"). */
export function listPostalPlaces(): string[] {
  return [...new Set(PLACE_BY_CODE.values())];
}

/** The upper-case place name of a Norwegian postal code, or undefined if the code does not exist. */
export function findPostalPlace(code: string): string | undefined {
  return PLACE_BY_CODE.get(code);
}

export interface PostalTail {
  /** End offset of the postal code and town in the text. */
  end: number;
  /** True when the code exists and the town is that code's place. */
  isMatch: boolean;
}

// The town may follow the code on the same line or, in narrow address blocks, on the next one.
const CODE_AT = /(?:,[ \u00a0]*|,?\s+)(\d{4})(?:[ \u00a0]*\n[ \u00a0]*|[ \u00a0]+)/y;
const CODE_HERE = /^(\d{4})(?:[ \u00a0]*\n[ \u00a0]*|[ \u00a0]+)/;
const TOWN_WORD = /[\p{L}][\p{L}'.-]*/uy;

/** Reads "0153 Oslo" (optionally after a comma or line break) at `pos`; undefined if no code is there. */
export function readPostalTail(text: string, pos: number, requireSeparator = true): PostalTail | undefined {
  let at = pos;
  if (requireSeparator) {
    CODE_AT.lastIndex = pos;
    const code = CODE_AT.exec(text);
    if (!code) return undefined;
    return readTown(text, code[1]!, pos + code[0].length);
  }
  const code = CODE_HERE.exec(text.slice(at, at + 12));
  if (!code) return undefined;
  at += code[0].length;
  return readTown(text, code[1]!, at);
}

/** Matches up to four town words against the code's place ("Mo i Rana"), longest first. */
function readTown(text: string, code: string, at: number): PostalTail | undefined {
  const place = findPostalPlace(code);
  const ends: number[] = [];
  let pos = at;
  for (let i = 0; i < 4; i++) {
    TOWN_WORD.lastIndex = pos;
    const word = TOWN_WORD.exec(text);
    if (!word) break;
    ends.push(pos + word[0].replace(/[.]+$/, '').length);
    pos += word[0].length;
    if (text[pos] !== ' ') break;
    pos++;
  }
  if (ends.length === 0) return undefined;
  for (let i = ends.length - 1; i >= 0; i--) {
    if (place !== undefined && text.slice(at, ends[i]).toUpperCase() === place)
      return { end: ends[i]!, isMatch: true };
  }
  return { end: ends[0]!, isMatch: false };
}

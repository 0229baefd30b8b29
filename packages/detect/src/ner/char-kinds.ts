// What a UTF-16 code unit is to the tokenizer and the language guess, looked up in a table
// instead of running a regular expression per character. The table is filled from the regular
// expressions themselves, one code unit at a time as text needs it, so it says exactly what
// \s, \p{L} and \p{M} say.

/** White space as a regular expression's \s sees it. */
export const SPACE = 1;
/** A letter (\p{L}). */
export const LETTER = 2;
/** A mark (\p{M}), such as a combining accent. */
export const MARK = 3;
/** Half of a surrogate pair: what it is depends on the other half, so the caller must ask a regular expression. */
export const SURROGATE = 4;
/** Anything else. */
export const OTHER = 5;

const IS_LETTER = /\p{L}/u;
const IS_MARK = /\p{M}/u;

/** Whether a UTF-16 code unit is white space as a regular expression's \s sees it. */
export function isSpaceCode(c: number): boolean {
  if (c > 32 && c < 0xa0) return false;
  return (
    c === 32 ||
    (c >= 9 && c <= 13) ||
    c === 0xa0 ||
    c === 0x1680 ||
    (c >= 0x2000 && c <= 0x200a) ||
    c === 0x2028 ||
    c === 0x2029 ||
    c === 0x202f ||
    c === 0x205f ||
    c === 0x3000 ||
    c === 0xfeff
  );
}

const kinds = new Uint8Array(0x10000); // 0 = not asked yet

/** The kind (SPACE, LETTER, MARK, SURROGATE or OTHER) of UTF-16 code unit `c`. */
export function kindOf(c: number): number {
  let kind = kinds[c]!;
  if (kind === 0) {
    if (isSpaceCode(c)) kind = SPACE;
    else if (c >= 0xd800 && c <= 0xdfff) kind = SURROGATE;
    else {
      const ch = String.fromCharCode(c);
      kind = IS_LETTER.test(ch) ? LETTER : IS_MARK.test(ch) ? MARK : OTHER;
    }
    kinds[c] = kind;
  }
  return kind;
}

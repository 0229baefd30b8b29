import { describe, expect, it } from 'vitest';
import { isSpaceCode, kindOf, LETTER, MARK, OTHER, SPACE, SURROGATE } from './char-kinds.ts';

describe('character kinds', () => {
  it('see white space exactly as \\s does, for every UTF-16 code unit', () => {
    for (let c = 0; c < 0x10000; c++) {
      expect(isSpaceCode(c), `U+${c.toString(16)}`).toBe(/\s/.test(String.fromCharCode(c)));
    }
  });

  it('tell letters, marks, surrogates and the rest apart as \\p{L} and \\p{M} do', () => {
    const expected = (c: number) => {
      const ch = String.fromCharCode(c);
      if (/\s/.test(ch)) return SPACE;
      if (c >= 0xd800 && c <= 0xdfff) return SURROGATE;
      return /\p{L}/u.test(ch) ? LETTER : /\p{M}/u.test(ch) ? MARK : OTHER;
    };
    // Asked twice: the second answer comes from the table.
    for (let c = 0; c < 0x10000; c++) expect(kindOf(c), `U+${c.toString(16)}`).toBe(expected(c));
    for (let c = 0; c < 0x10000; c++) expect(kindOf(c), `U+${c.toString(16)}`).toBe(expected(c));
  });
});

import { describe, expect, it } from 'vitest';
import { charTest, codePointBefore, isLetter, isWhitespace, runStartBefore, scanText } from './text-scan.ts';

describe('text scan', () => {
  it('finds every digit run, dot and colon', () => {
    const text = 'Tlf. 22 33:44, 12.03.2024 kl. 14:30x9';
    expect(scanText(text)).toEqual({
      text,
      digitRunStarts: [5, 8, 11, 15, 18, 21, 30, 33, 36],
      digitRunEnds: [7, 10, 13, 17, 20, 25, 32, 35, 37],
      dots: [3, 17, 20, 28],
      colons: [10, 32],
    });
    expect(scanText('')).toEqual({ text: '', digitRunStarts: [], digitRunEnds: [], dots: [], colons: [] });
  });

  it('answers letters and whitespace as \\p{L} and \\s do, for every code point', () => {
    const letter = /^\p{L}$/u;
    const space = /^\s$/u;
    for (let codePoint = 0; codePoint <= 0x10ffff; codePoint += codePoint < 0x30000 ? 1 : 97) {
      const char = String.fromCodePoint(codePoint);
      if (isLetter(codePoint) !== letter.test(char)) expect.fail(`isLetter(${codePoint.toString(16)})`);
      if (isWhitespace(codePoint) !== space.test(char))
        expect.fail(`isWhitespace(${codePoint.toString(16)})`);
    }
  });

  it('reads a surrogate pair before an offset as one code point', () => {
    const text = 'a𝐀b';
    expect(codePointBefore(text, 3)).toBe(0x1d400);
    expect(codePointBefore(text, 1)).toBe(0x61);
    expect(codePointBefore(text, 0)).toBe(-1);
    expect(runStartBefore(text, 3, isLetter)).toBe(0);
    expect(runStartBefore('1 𝐀𝐁', 6, isLetter)).toBe(2);
  });

  it('tests one character as the regex does, for every UTF-16 unit', () => {
    const regex = /[\p{L}\d._%+-]/u;
    const test = charTest(regex);
    for (let code = 0; code <= 0xffff; code++) {
      const char = String.fromCharCode(code);
      if (test(char) !== regex.test(char)) expect.fail(`charTest(${code.toString(16)})`);
    }
    expect(test('')).toBe(false);
    expect(test('𝐀')).toBe(true);
  });
});

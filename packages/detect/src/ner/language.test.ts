import { describe, expect, it } from 'vitest';
import { detectLanguage, ENGLISH, NORWEGIAN } from './language.ts';

describe('detectLanguage', () => {
  it('recognizes Norwegian Bokmål and Nynorsk', () => {
    expect(
      detectLanguage(
        'Vi viser til søknaden din om dagpenger, som ble mottatt i går. Du har ikke sendt inn alle dokumentene.',
      ),
    ).toBe('no');
    expect(
      detectLanguage('Eg har ikkje fått svar frå kommunen, og ho seier at dei ikkje har fått brevet.'),
    ).toBe('no');
  });

  it('recognizes English', () => {
    expect(
      detectLanguage(
        'We refer to your application, which was received yesterday. You have not sent all of the documents that are required.',
      ),
    ).toBe('en');
  });

  it('defaults to Norwegian when unclear', () => {
    expect(detectLanguage('')).toBe('no');
    expect(detectLanguage('Kari Nordmann 12.03.1980')).toBe('no');
    expect(detectLanguage('Oslo Bergen Trondheim')).toBe('no');
  });
});

// The language guess as it was written with a regular expression (copied from before the
// character-table scan): the plain path the fast one must equal.
function plainDetect(text: string): 'no' | 'en' {
  let no = 0;
  let en = 0;
  for (const m of text.toLowerCase().matchAll(/\p{L}+/gu)) {
    if (NORWEGIAN.has(m[0])) no++;
    else if (ENGLISH.has(m[0])) en++;
  }
  return en >= 3 && en > 2 * no ? 'en' : 'no';
}

describe('detectLanguage against the plain regular-expression count', () => {
  it('gives the same answer on random made-up text near the threshold', () => {
    // Function words of both lists, also joined to letters, marks, digits and letters outside
    // the BMP (which the regular expression counts as letters), and capitals that lower-case
    // into two characters ("İ").
    const pieces = [
      'og',
      'Det',
      'PÅ',
      'ikke',
      'også',
      'òg',
      'o\u0300g',
      'KORLEIS',
      'the',
      'The',
      'AND',
      'which',
      'because',
      'should',
      'İs',
      'is',
      'thé',
      'the\u0301',
      'the1',
      '1the',
      'the𝒜',
      '𝒜the',
      'the😀',
      'and-the',
      'andthe',
      'Kari',
      'søknaden',
      'ørn',
      '§',
      ',',
      '.',
      '\n',
      'ΟΔΟΣ',
      'Σ',
      'STRAẞE',
      'ǅ',
      'Ⓐ',
      'OG',
      'ÅTTE',
      'ÒG',
      'İ',
    ];
    let seed = 7;
    const next = (n: number) => {
      seed = (Math.imul(seed, 1103515245) + 12345) >>> 0;
      return (seed >>> 8) % n;
    };
    const answers = new Set<string>();
    for (let round = 0; round < 6000; round++) {
      const words = Array.from({ length: 2 + next(10) }, () => pieces[next(pieces.length)]!);
      const text = words.join(next(3) === 0 ? '' : ' ');
      const expected = plainDetect(text);
      expect(detectLanguage(text), text).toBe(expected);
      answers.add(expected);
    }
    expect(answers).toEqual(new Set(['no', 'en']));
  });
});

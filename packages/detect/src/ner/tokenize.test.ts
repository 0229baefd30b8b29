import { describe, expect, it } from 'vitest';
import { splitSentences, tokenize, type Token } from './tokenize.ts';

const texts = (s: string) => tokenize(s).map((t) => t.text);

describe('tokenize', () => {
  it('keeps char offsets that slice back to each token', () => {
    const text = 'Hei, Kari!  Møtet i Tromsø er flyttet.';
    for (const t of tokenize(text)) expect(text.slice(t.start, t.end)).toBe(t.text);
    expect(texts(text)).toEqual(['Hei', ',', 'Kari', '!', 'Møtet', 'i', 'Tromsø', 'er', 'flyttet', '.']);
  });

  it('splits punctuation off words as NorNE does', () => {
    expect(texts('Oslo, (Bergen) «Vardø»;')).toEqual([
      'Oslo',
      ',',
      '(',
      'Bergen',
      ')',
      '«',
      'Vardø',
      '»',
      ';',
    ]);
  });

  it('keeps hyphenated names, abbreviations, initials and ordinals whole', () => {
    expect(texts('Anne-Lise Berg-Hansen bor i St. Olavs gt. 3')).toEqual([
      'Anne-Lise',
      'Berg-Hansen',
      'bor',
      'i',
      'St.',
      'Olavs',
      'gt.',
      '3',
    ]);
    expect(texts('f.eks. O. Nilsen, bl.a. 22. mai kl. 14.30')).toEqual([
      'f.eks.',
      'O.',
      'Nilsen',
      ',',
      'bl.a.',
      '22.',
      'mai',
      'kl.',
      '14.30',
    ]);
  });

  it('keeps e-mail addresses, domains and numbers whole but ends sentences on a final period', () => {
    expect(texts('Skriv til ola@eksempel.no eller VG.no innen 2025.')).toEqual([
      'Skriv',
      'til',
      'ola@eksempel.no',
      'eller',
      'VG.no',
      'innen',
      '2025',
      '.',
    ]);
    expect(texts('Beløpet er 1.250,50 kr')).toEqual(['Beløpet', 'er', '1.250,50', 'kr']);
  });
});

describe('splitSentences', () => {
  it('breaks after . ! ? and at line ends of short lines', () => {
    const text = 'Ja. Kommer du? Nei!\nHilsen Per\nOslo';
    const sentences = splitSentences(text, tokenize(text)).map((s) => s.map((t) => t.text).join(' '));
    expect(sentences).toEqual(['Ja .', 'Kommer du ?', 'Nei !', 'Hilsen Per', 'Oslo']);
  });

  it('keeps wrapped running text together but breaks after short lines and blank lines', () => {
    const text =
      'Vedtaket om tilskudd er sendt til søkeren Kari\nNordmann, som bor i Bergen sammen med sin\nfamilie.\n' +
      'Navn: Ola Hansen\nAdresse: Storgata 1\n\nNytt avsnitt';
    const sentences = splitSentences(text, tokenize(text)).map((s) => s.map((t) => t.text).join(' '));
    expect(sentences).toEqual([
      'Vedtaket om tilskudd er sendt til søkeren Kari Nordmann , som bor i Bergen sammen med sin familie .',
      'Navn : Ola Hansen',
      'Adresse : Storgata 1',
      'Nytt avsnitt',
    ]);
  });

  it('does not break after an abbreviation', () => {
    const text = 'Han bor i St. Hanshaugen nå.';
    expect(splitSentences(text, tokenize(text))).toHaveLength(1);
  });
});

// The tokenizer and sentence splitter as they were written with regular expressions only (copied
// from before the character-table scan), the plain path the fast one must equal.
const PLAIN = {
  abbreviations: new Set(
    (
      'adv alm ang avd bl bnr ca co dept dir dr dvs eks etc evt f fhv fm fr gnr gt hr jf jr kap kl kr ' +
      'ltd mill mnd mr mrd mrs ms mht nr obs osv pga pr prof pst ref s sr st stk str tlf vedr vol inc corp'
    ).split(' '),
  ),
  token: new RegExp(
    [
      String.raw`[\p{L}\p{N}._%+-]+@[\p{L}\p{N}-]+(?:\.[\p{L}\p{N}-]+)+`,
      String.raw`https?:\/\/[^\s<>"»«)]+[^\s<>"»«).,;:!?]`,
      String.raw`[\p{L}\p{N}-]+(?:\.[\p{L}\p{N}-]+)*\.(?:no|com|org|net|se|dk|uk|de|eu|io)(?![\p{L}\p{N}])`,
      String.raw`(?:\p{L}{1,3}\.){2,}`,
      String.raw`\p{N}+(?:[.,:\/]\p{N}+)*`,
      String.raw`[\p{L}\p{M}\p{N}]+(?:[-'’][\p{L}\p{M}\p{N}]+)*(?:-(?=\s))?`,
      String.raw`\.\.\.|…`,
      String.raw`\S`,
    ].join('|'),
    'gu',
  ),
  sentenceEnd: new Set(['.', '!', '?', '...', '…']),
};

function plainTokenize(text: string): Token[] {
  const tokens: Token[] = [];
  const runs = /\S+/g;
  for (let run = runs.exec(text); run !== null; run = runs.exec(text)) {
    const runEnd = run.index + run[0].length;
    if (/^[\p{L}\p{M}]+$/u.test(run[0])) {
      tokens.push({ text: run[0], start: run.index, end: runEnd });
      continue;
    }
    PLAIN.token.lastIndex = run.index;
    while (PLAIN.token.lastIndex < runEnd) {
      const m = PLAIN.token.exec(text);
      if (m === null) break;
      let end = m.index + m[0].length;
      if (text.charCodeAt(end) === 46 && plainKeepsPeriod(m[0], text, end)) end++;
      tokens.push({ text: text.slice(m.index, end), start: m.index, end });
      PLAIN.token.lastIndex = end;
    }
    runs.lastIndex = Math.max(runEnd, PLAIN.token.lastIndex);
  }
  return tokens;
}

function plainKeepsPeriod(word: string, text: string, periodAt: number): boolean {
  const after = text.slice(periodAt + 1, periodAt + 3);
  if (/^\p{Lu}$/u.test(word)) return true;
  if (PLAIN.abbreviations.has(word.toLowerCase())) return true;
  if (/^\p{N}{1,2}$/u.test(word)) return /^\s\p{Ll}/u.test(after);
  return false;
}

function plainSplit(text: string, tokens: Token[]): Token[][] {
  const sentences: Token[][] = [];
  let current: Token[] = [];
  let lineStart = 0;
  for (let i = 0; i < tokens.length; i++) {
    const token = tokens[i]!;
    const prev = tokens[i - 1];
    const newline = prev ? text.lastIndexOf('\n', token.start - 1) : -1;
    if (prev && newline >= prev.end) {
      const blank = text.indexOf('\n', prev.end) < newline;
      const ends = blank || (!/^\p{Ll}/u.test(token.text) && prev.end - lineStart < 40);
      if (current.length > 0 && ends) {
        sentences.push(current);
        current = [];
      }
      lineStart = newline + 1;
    }
    current.push(token);
    if (PLAIN.sentenceEnd.has(token.text)) {
      sentences.push(current);
      current = [];
    }
  }
  if (current.length > 0) sentences.push(current);
  return sentences;
}

describe('tokenize and splitSentences against the plain regular-expression path', () => {
  // Made-up text with what the character table must get right: letters outside ASCII and
  // outside the BMP, combining marks, unusual spaces, lone surrogates, abbreviations, initials,
  // ordinals, long and short words before a full stop, and every sentence end.
  const pieces = [
    'Kari Nordmann',
    'Søknaden',
    'ÆRLIG',
    'Ørjan',
    'Åse',
    'Đức',
    'Trần Văn',
    'e\u0301tude',
    'Ⅻ',
    '𝒜𝒷𝒸',
    '𝑥1',
    '😀',
    'a😀b',
    '\ud800',
    'x\udc00y',
    'Dr.',
    'dr.',
    'St.',
    'PROF.',
    'O.',
    'Ø.',
    '𝒜.',
    '22.',
    '3.',
    '123.',
    '٣.',
    'f.eks.',
    'bl.a.',
    'vedr.',
    'tilfellet.',
    'skriftlig.',
    'ord.',
    'i.',
    'Anne-Lise',
    "O'Neil",
    'A-',
    'kari@eksempel.no',
    'https://vg.no/a?b=1.',
    'VG.no',
    '1.250,50',
    '12.03.1980',
    '14:30',
    '...',
    '…',
    '!',
    '?',
    '?!',
    '(Bergen)',
    '«Vardø»;',
    '§ 28',
    '–',
    '-',
    'und',
    'a',
    'X',
    'Navn:',
    'Ola',
    'mai',
    'juli',
    'Hansen,',
    'ja;',
    'Bergen)',
    'nei!',
    'hvem?',
    'http:',
    'Tlf:',
    'e\u0301tude.',
    'ÅR.',
    'kr.',
    'A.',
    'AB.',
    'abcdefgh.',
    'abcdefghi.',
  ];
  const spaces = [
    ' ',
    ' ',
    ' ',
    '  ',
    '\n',
    '\n\n',
    ' \n',
    '\t',
    '\u00a0',
    '\u2009',
    '\u3000',
    '\u2028',
    '\ufeff',
    '\u180e',
    '\u200b',
  ];

  it('gives the same tokens and sentences on random made-up text', () => {
    let seed = 33;
    const next = (n: number) => {
      seed = (Math.imul(seed, 1103515245) + 12345) >>> 0;
      return (seed >>> 8) % n;
    };
    for (let round = 0; round < 4000; round++) {
      let text = '';
      for (let k = 1 + next(30); k > 0; k--)
        text += pieces[next(pieces.length)]! + spaces[next(spaces.length)]!;
      if (next(2) === 0) text = text.trimEnd();
      const tokens = tokenize(text);
      expect(tokens).toEqual(plainTokenize(text));
      expect(splitSentences(text, tokens)).toEqual(plainSplit(text, tokens));
    }
  });
});

import { describe, expect, it } from 'vitest';
import { applyContext } from './scoring.ts';
import { collectWordsBefore, findNearestTerm, type TermMatch } from './context-words.ts';

const before = (text: string, window = 5): string[] => collectWordsBefore(text, text.length, window);

describe('context words', () => {
  it('collects the N words before a hit, lower-cased, abbreviation dots removed', () => {
    expect(before('Ring meg på Tlf. ')).toEqual(['ring', 'meg', 'på', 'tlf']);
    expect(before('en to tre fire fem seks sju ', 3)).toEqual(['fem', 'seks', 'sju']);
  });

  it('stops at the previous sentence but not at abbreviations', () => {
    expect(before('Sum 45.30. Fakturadato ')).toEqual(['fakturadato']);
    expect(before('Vi ringte systemet. Deretter ')).toEqual(['deretter']);
    expect(before('Kundenr. ')).toEqual(['kundenr']);
    expect(before('Org.nr. Tlf. ')).toEqual(['org.nr', 'tlf']);
    expect(before('Ring meg! Nummer ')).toEqual(['nummer']);
  });

  it('matches compounds at either end for terms of 4+ letters, short terms exactly', () => {
    expect(findNearestTerm(['mobiltelefon'], ['telefon'])?.term).toBe('telefon');
    expect(findNearestTerm(['fakturadato'], ['dato'])?.term).toBe('dato');
    expect(findNearestTerm(['telt'], ['tel'])).toBeUndefined();
    expect(findNearestTerm(['case', 'no'], ['case no'])).toEqual({ term: 'case no', distance: 1 });
  });

  it('lets the nearer of a positive and a negative word decide', () => {
    const rules = { positive: ['telefon'], negative: ['faktura'] };
    const score = (text: string): number =>
      applyContext(text, { start: text.length, end: text.length + 8, score: 0.55, reason: 'r' }, rules).score;
    expect(score('Faktura sendt, telefon ')).toBe(0.9);
    expect(score('Telefon og fakturanummer ')).toBe(0.15);
    expect(score('Ingen spor her ')).toBe(0.55);
  });
});

// The plain versions the fast ones replaced: slice and split the window, try every term in list
// order at every distance. The fast ones must answer exactly as these do.
function plainWordsBefore(text: string, start: number, window: number): string[] {
  const from = Math.max(0, start - window * 24);
  const words = text.slice(from, start).split(/[\s,;:()[\]{}"'«»/|=<>*]+/);
  const out: string[] = [];
  let next: string | undefined;
  for (let i = words.length - 1; i >= 0 && out.length < window; i--) {
    const raw = words[i]!;
    if (raw === '') continue;
    if (next && /^\p{Lu}/u.test(next)) {
      if (/[!?]$/.test(raw)) break;
      const bare = raw.slice(0, -1);
      if (
        raw.endsWith('.') &&
        (/\d$/.test(bare) || (bare.length >= 5 && !bare.includes('.') && !/nr$/i.test(bare)))
      )
        break;
    }
    next = raw;
    const word = raw.toLowerCase().replace(/^[.!?-]+|[.!?-]+$/g, '');
    if (word) out.unshift(word);
  }
  return out;
}

function plainNearestTerm(words: readonly string[], terms: readonly string[]): TermMatch | undefined {
  for (let distance = 1; distance <= words.length; distance++) {
    for (const term of terms) {
      const parts = term.toLowerCase().replace(/\.+$/, '').split(' ');
      const i = words.length - distance - parts.length + 1;
      if (i < 0) continue;
      const word = words[i]!;
      const isCompound = parts.length === 1 && parts[0]!.length >= 4;
      const hit = isCompound
        ? word.startsWith(parts[0]!) || word.endsWith(parts[0]!)
        : parts.every((part, k) => words[i + k] === part);
      if (hit) return { term, distance };
    }
  }
  return undefined;
}

describe('fast context words', () => {
  const PIECES = [
    'Tlf.',
    'tlf',
    'telefon',
    'Mobiltelefon',
    'nr.',
    'Org.nr.',
    'kl.',
    'Sum',
    '45.30.',
    'systemet.',
    'Ring!',
    'Hvem?',
    '-',
    '--',
    'case',
    'no',
    'Case',
    'No.',
    'dato',
    'fakturadato',
    'kr',
    'ÆRE',
    'øre',
    'Ørn',
    '𝐀bc',
    'İstanbul',
    'ǅemal',
    'x',
  ];
  const SEPARATORS = [
    ' ',
    '  ',
    '\n',
    ', ',
    ': ',
    ' (',
    ') ',
    '«',
    '» ',
    '/',
    '|',
    '=',
    '*',
    '\u00a0',
    '\u2003',
    '\t',
    '',
  ];
  let seed = 7;
  const random = (n: number): number => {
    seed = (seed * 1103515245 + 12345) % 2147483648;
    return seed % n;
  };
  const texts = Array.from({ length: 1500 }, () => {
    let text = '';
    for (let i = random(14); i >= 0; i--)
      text += PIECES[random(PIECES.length)]! + SEPARATORS[random(SEPARATORS.length)]!;
    return text;
  });

  it('reads the same words as splitting the window', () => {
    for (const text of texts) {
      for (const window of [1, 2, 3, 5]) {
        for (const start of [text.length, Math.floor(text.length / 2), random(text.length + 1)]) {
          expect(collectWordsBefore(text, start, window)).toEqual(plainWordsBefore(text, start, window));
        }
      }
    }
  });

  it('finds the same term as trying every term in list order', () => {
    const lists = [
      ['tlf', 'tlf.nr', 'telefon', 'mob', 'case no', 'no', 'kr'],
      ['case no', 'no', 'case', 'dato.', 'tel', 'ring'],
      ['kr', 'sum', 'org.nr', 'fakturadato', 'dato', 'øre', 'x y z'],
    ];
    let found = 0;
    for (const text of texts) {
      const words = plainWordsBefore(text, text.length, 5);
      for (const terms of lists) {
        const expected = plainNearestTerm(words, terms);
        if (expected) found++;
        expect(findNearestTerm(words, terms)).toEqual(expected);
      }
    }
    expect(found).toBeGreaterThan(100);
  });
});

import { describe, expect, it } from 'vitest';
import { splitSentences, tokenize } from './tokenize.ts';

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

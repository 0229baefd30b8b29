import { describe, expect, it } from 'vitest';
import { findTexts, runRecognizer } from '../test-data.ts';
import { addressRecognizer } from './address.ts';
import { findPostalPlace } from './postal-register.ts';

describe('NO_ADDRESS_F', () => {
  it('uses the real postal register', () => {
    expect(findPostalPlace('0153')).toBe('OSLO');
    expect(findPostalPlace('5003')).toBe('BERGEN');
    expect(findPostalPlace('0000')).toBeUndefined();
  });

  it('finds full addresses with a postal code that matches the town', () => {
    const text =
      'Adresse: Kongens gate 5, 0153 Oslo. Send til Storgata 12B, 0155 OSLO eller Postboks 123, 5003 Bergen.';
    const hits = runRecognizer(addressRecognizer, text);
    expect(hits.map((h) => h.text)).toEqual([
      'Kongens gate 5, 0153 Oslo',
      'Storgata 12B, 0155 OSLO',
      'Postboks 123, 5003 Bergen',
    ]);
    expect(hits.every((h) => h.score >= 0.9)).toBe(true);
  });

  it('follows an address onto the next line and keeps multi-word street names', () => {
    expect(findTexts(addressRecognizer, 'Karl Johans gate 22\n0159 Oslo')).toEqual([
      'Karl Johans gate 22\n0159 Oslo',
    ]);
    expect(findTexts(addressRecognizer, 'bor i Øvre Slottsgate 3 A')).toEqual(['Øvre Slottsgate 3 A']);
    expect(findTexts(addressRecognizer, 'Besøk Kongens Gate 5 eller Torget 2')).toEqual([
      'Kongens Gate 5',
      'Torget 2',
    ]);
  });

  it('never pulls the previous sentence into a street name', () => {
    const text =
      'Sørkedalsveien 10C, 0369 OSLO. Prinsens gate 1, 0152 Oslo. Postboks 45 Sentrum, 5803 Bergen.';
    expect(findTexts(addressRecognizer, text)).toEqual([
      'Sørkedalsveien 10C, 0369 OSLO',
      'Prinsens gate 1, 0152 Oslo',
      'Postboks 45 Sentrum, 5803 Bergen',
    ]);
  });

  it('scores a street with number but no postal code lower than a validated address', () => {
    const [street] = runRecognizer(addressRecognizer, 'Vi møtes i Storgata 12B.');
    expect(street!.text).toBe('Storgata 12B');
    expect(street!.score).toBeGreaterThanOrEqual(0.5);
    expect(street!.score).toBeLessThan(0.9);
  });

  it('does not validate a postal code that belongs to another town', () => {
    const hits = runRecognizer(addressRecognizer, 'Storgata 12, 5003 Oslo');
    expect(hits.map((h) => h.text)).toEqual(['Storgata 12']);
    expect(hits[0]!.score).toBeLessThan(0.9);
    expect(hits[0]!.reason).toContain('does not belong');
  });

  it('reads a town on the line after the postal code, in capitals too, as one address', () => {
    expect(findTexts(addressRecognizer, 'Parkveien 54, 4087\nSTAVANGER')).toEqual([
      'Parkveien 54, 4087\nSTAVANGER',
    ]);
    expect(findTexts(addressRecognizer, 'Storgata 30, 8384\nSund i Lofoten\nTlf. 22 33 44 55')).toEqual([
      'Storgata 30, 8384\nSund i Lofoten',
    ]);
    // The next line is not a town of that code: the street alone, not the line below.
    expect(findTexts(addressRecognizer, 'Storgata 30, 0155\nSaken gjelder')).toEqual(['Storgata 30']);
  });

  it('keeps a street name that wraps onto the next line but never the name on the line above', () => {
    expect(findTexts(addressRecognizer, 'eierne i Kongens\ngate 92B 2841 SNERTINGDAL')).toEqual([
      'Kongens\ngate 92B 2841 SNERTINGDAL',
    ]);
    expect(findTexts(addressRecognizer, 'Hedda Foss\nKongens gate 106, 6639 Torvikbukt')).toEqual([
      'Kongens gate 106, 6639 Torvikbukt',
    ]);
  });

  it('finds a Dep or Sentrum post box with its postal code as one address, not two halves', () => {
    const hits = runRecognizer(
      addressRecognizer,
      'Postboks 8150 Dep 0033 OSLO og Pb. 7890 Dep, 8392 Sørvågen',
    );
    expect(hits.map((h) => h.text)).toEqual(['Postboks 8150 Dep 0033 OSLO', 'Pb. 7890 Dep, 8392 Sørvågen']);
    expect(hits.every((h) => h.score >= 0.9)).toBe(true);
  });

  it('ignores non-addresses', () => {
    expect(
      findTexts(addressRecognizer, 'Alle 5 deltakerne, kapittel 3, side 12, i gate 5 og 9999 Oslo', 0),
    ).toEqual([]);
  });

  it('keeps a flat number or floor between the house number and the postal code', () => {
    expect(
      findTexts(addressRecognizer, 'Tårnveien 5 H0301, 1430 Ås og Hafstadvegen 41, 2. etg., 6800 Førde'),
    ).toEqual(['Tårnveien 5 H0301, 1430 Ås', 'Hafstadvegen 41, 2. etg., 6800 Førde']);
    expect(findTexts(addressRecognizer, 'Bøleråsen 3 U0101, 1415 Oppegård')).toEqual([
      'Bøleråsen 3 U0101, 1415 Oppegård',
    ]);
  });

  it('takes a street without a street word only before a postal code and its own town', () => {
    expect(findTexts(addressRecognizer, 'Besøksadresse: Tøyenbekken 21, 0188 Oslo')).toEqual([
      'Tøyenbekken 21, 0188 Oslo',
    ]);
    expect(findTexts(addressRecognizer, 'Furuberget 118, 2319 Bergen', 0)).not.toContain('Furuberget 118');
    expect(findTexts(addressRecognizer, 'Totalt 21, 0188 Oslo')).toEqual(['0188 Oslo']);
  });

  it('includes a c/o line before the street', () => {
    expect(
      findTexts(addressRecognizer, 'Saksøker: Marek\nc/o Agata Nowak, Trondheimsveien 287 B, 0589 Oslo'),
    ).toEqual(['c/o Agata Nowak, Trondheimsveien 287 B, 0589 Oslo']);
  });

  it('takes the post office name after a post box number', () => {
    expect(findTexts(addressRecognizer, 'Postboks 4370 Nydalen, 0402 Oslo')).toEqual([
      'Postboks 4370 Nydalen, 0402 Oslo',
    ]);
  });

  it('finds Swedish, Polish and British addresses', () => {
    expect(findTexts(addressRecognizer, 'Hagaleden 3, 431 46 Mölndal, Sverige')).toEqual([
      'Hagaleden 3, 431 46 Mölndal',
    ]);
    expect(findTexts(addressRecognizer, 'Södermannagatan 14, 116 23 Stockholm')).toEqual([
      'Södermannagatan 14, 116 23 Stockholm',
    ]);
    expect(findTexts(addressRecognizer, 'bor i ul. Długa 14/3, 80-827 Gdańsk nå')).toEqual([
      'ul. Długa 14/3, 80-827 Gdańsk',
    ]);
    expect(findTexts(addressRecognizer, 'Flat 3, 27 Chalk Farm Road, London NW1 8AG')).toEqual([
      'Flat 3, 27 Chalk Farm Road, London NW1 8AG',
    ]);
  });
});

import { describe, expect, it } from 'vitest';
import {
  changeCharAt,
  findTexts,
  makeBase58Address,
  makeBech32Address,
  makeEthereumAddress,
  runRecognizer,
} from '../test-data.ts';
import { cryptoRecognizer } from './crypto.ts';
import { licensePlateRecognizer } from './license-plate.ts';
import { medicalLicenseRecognizer } from './medical-license.ts';
import { createNamedEntityRecognizer } from './named-entities.ts';

describe('MEDICAL_LICENSE_F', () => {
  it('finds an HPR number only next to an HPR/authorisation word', () => {
    expect(
      findTexts(medicalLicenseRecognizer, 'Lege, HPR-nummer 1234567. Helsepersonellnummer: 987654321'),
    ).toEqual(['1234567', '987654321']);
    expect(findTexts(medicalLicenseRecognizer, 'Antall 1234567 og saksnummer 7654321', 0)).toEqual([]);
  });

  it('finds DEA numbers with a valid check digit only', () => {
    expect(findTexts(medicalLicenseRecognizer, 'DEA number AB1234563')).toEqual(['AB1234563']);
    expect(findTexts(medicalLicenseRecognizer, 'DEA number AB1234564', 0)).toEqual([]);
  });
});

describe('NO_LICENSE_PLATE_F', () => {
  it('finds plates with and without space, electric prefixes, raised by vehicle words', () => {
    const hits = runRecognizer(
      licensePlateRecognizer,
      'Bilen med reg.nr. AB 12345 og skilt EL12345, samt EK 54321',
    );
    expect(hits.map((h) => h.text)).toEqual(['AB 12345', 'EL12345', 'EK 54321']);
    expect(hits[0]!.score).toBeGreaterThan(0.8);
    expect(hits[1]!.reason).toContain('electric');
  });

  it('rejects letters Norwegian plates do not use and wrong digit counts', () => {
    expect(
      findTexts(
        licensePlateRecognizer,
        'bil QI 12345, AO 12345, MÅ 12345, ØK 12345, AB 123, AB 123456, AB 01234',
        0,
      ),
    ).toEqual([]);
    expect(findTexts(licensePlateRecognizer, 'Beløp KR 12345', 0)).toEqual([]);
  });

  it('keeps a bare plate-like code without vehicle context at a modest score', () => {
    const [hit] = runRecognizer(licensePlateRecognizer, 'Koden er CD 12345.');
    expect(hit!.score).toBeGreaterThanOrEqual(0.5);
    expect(hit!.score).toBeLessThan(0.8);
  });
});

describe('CRYPTO_F', () => {
  it('finds Bitcoin legacy, SegWit and Ethereum addresses with valid checksums', () => {
    const [a, b, c, d] = [
      makeBase58Address(1),
      makeBase58Address(2, 0x05),
      makeBech32Address(3, 'bech32'),
      makeBech32Address(4, 'bech32m'),
    ];
    const eth = makeEthereumAddress(5);
    expect(findTexts(cryptoRecognizer, `Send til ${a}, ${b}, ${c}, ${d} eller ${eth}.`)).toEqual([
      a,
      b,
      c,
      d,
      eth,
    ]);
  });

  it('rejects a Bitcoin address with one character changed', () => {
    const changed = changeCharAt(makeBase58Address(1), 12, '23456789ABCDEFGH');
    const segwit = changeCharAt(makeBech32Address(3, 'bech32'), 15, 'qpzry9x8');
    expect(findTexts(cryptoRecognizer, `btc ${changed} ${segwit}`, 0)).toEqual([]);
  });

  it('scores an all-lower-case Ethereum address lower and rejects a broken EIP-55 checksum', () => {
    const eth = makeEthereumAddress(5);
    const [lower] = runRecognizer(cryptoRecognizer, `eth ${eth.toLowerCase()}`);
    const [mixed] = runRecognizer(cryptoRecognizer, `eth ${eth}`);
    expect(lower!.score).toBeLessThan(mixed!.score);
    const letterAt = [...eth].findIndex((ch, i) => i > 1 && /[a-fA-F]/.test(ch));
    const flipped =
      eth.slice(0, letterAt) +
      (eth[letterAt] === eth[letterAt]!.toUpperCase()
        ? eth[letterAt]!.toLowerCase()
        : eth[letterAt]!.toUpperCase()) +
      eth.slice(letterAt + 1);
    expect(findTexts(cryptoRecognizer, `eth ${flipped}`, 0)).toEqual([]);
  });
});

describe('PERSON_F / LOCATION_F wrapper', () => {
  it('maps PERSON and LOCATION, drops ORGANIZATION, and explains the model score', () => {
    const text = 'Kari Nordmann fra Bodø jobber i Equinor.';
    const recognizer = createNamedEntityRecognizer(() => [
      { label: 'PERSON', start: 0, end: 13, score: 0.912 },
      { label: 'LOCATION', start: 18, end: 22, score: 0.8 },
      { label: 'ORGANIZATION', start: 32, end: 39, score: 0.9 },
    ]);
    const spans = recognizer.find({ text, language: 'no' });
    expect(spans.map((s) => [s.entityType, text.slice(s.start, s.end)])).toEqual([
      ['PERSON_F', 'Kari Nordmann'],
      ['LOCATION_F', 'Bodø'],
    ]);
    expect(spans[0]!.reason).toBe('name recognised by the Norwegian NER model (score 0.91)');
  });

  it('adds the person-name rules to what the model finds, each saying which rule found it', () => {
    const text = 'Navn: Hodan Warsame Elmi\nMor: ukjent';
    const spans = createNamedEntityRecognizer(() => []).find({ text, language: 'no' });
    expect(spans.map((s) => [s.entityType, text.slice(s.start, s.end)])).toEqual([
      ['PERSON_F', 'Hodan Warsame Elmi'],
    ]);
    expect(spans[0]!.reason).toBe("name after the form label 'Navn'");
  });
});

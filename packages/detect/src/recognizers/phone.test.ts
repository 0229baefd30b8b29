import { describe, expect, it } from 'vitest';
import { findTexts } from '../test-data.ts';
import { parsePhoneNumberFromString } from 'libphonenumber-js/max';
import { findListedNumbers, phoneRecognizer, searchNumbers } from './phone.ts';
import { columnHeaderAt } from './table-column.ts';

describe('NO_PHONE_NUMBER_F, written forms beyond the plain layouts', () => {
  it('reads a bracketed trunk 0 after the country code', () => {
    expect(findTexts(phoneRecognizer, 'Kontakt: tlf. +47 (0)21 06 33 92.')).toEqual(['+47 (0)21 06 33 92']);
  });

  it('keeps a number after a phone word when the next line starts with a list number', () => {
    expect(findTexts(phoneRecognizer, 'Mobil: +47 468 22 915\n1. Hva du har søkt om')).toEqual([
      '+47 468 22 915',
    ]);
    expect(findTexts(phoneRecognizer, 'legesenter, tlf. 22 35 67 10\n2. Økonomi')).toEqual(['22 35 67 10']);
  });

  it('takes a foreign number with a country code whose range the metadata does not list', () => {
    expect(findTexts(phoneRecognizer, 'Mobile: +44 7700 900 418 (UK)')).toEqual(['+44 7700 900 418']);
    expect(findTexts(phoneRecognizer, 'Adresse London | +44 7911 436 802 |')).toEqual(['+44 7911 436 802']);
  });

  it('takes a foreign number in national form only after a phone word', () => {
    expect(findTexts(phoneRecognizer, 'lives in Leeds, tel. 07700 900 771')).toEqual(['07700 900 771']);
    expect(findTexts(phoneRecognizer, 'Stockholm, tel. 08-642 30 15')).toEqual(['08-642 30 15']);
    expect(findTexts(phoneRecognizer, 'Beløpet 07700 900 771 ble trukket')).toEqual([]);
  });

  it('takes five-digit service numbers after a phone word or in a phone column, not elsewhere', () => {
    expect(findTexts(phoneRecognizer, 'operasjonssentral: 02800; sentralbord 06 200')).toEqual([
      '02800',
      '06 200',
    ]);
    const table = '| Navn | Telefon |\n|---|---|\n| Trafikkseksjonen | 02800 |';
    expect(findTexts(phoneRecognizer, table)).toEqual(['02800']);
    expect(findTexts(phoneRecognizer, 'Saksnummer 02800, rom 06 200')).toEqual([]);
  });

  it('takes the harmonised 116 numbers', () => {
    expect(findTexts(phoneRecognizer, 'Legevakten i Follo: 116 117.')).toEqual(['116 117']);
  });

  it('does not lower a number with a country code after a label for another number', () => {
    expect(findTexts(phoneRecognizer, 'Mobile: +44 7700 900 418 (UK no.) / 004793318520')).toEqual([
      '+44 7700 900 418',
      '004793318520',
    ]);
  });
});

describe('columnHeaderAt', () => {
  it('names the column a table cell lies in, and nothing outside a table or in the header', () => {
    const text = 'Liste\n| Navn | Telefon |\n|---|---|\n| Kari | 22 33 44 55 |';
    expect(columnHeaderAt(text, text.indexOf('22 33'))).toBe('telefon');
    expect(columnHeaderAt(text, text.indexOf('Kari'))).toBe('navn');
    expect(columnHeaderAt(text, text.indexOf('Telefon'))).toBeUndefined();
    expect(columnHeaderAt(text, 2)).toBeUndefined();
  });
});

describe('numbers with +47 in a usual layout, parsed whole', () => {
  it('no group of two or three digits is a possible Norwegian number', () => {
    for (let n = 0; n < 1100; n++) {
      const group = n < 100 ? String(n).padStart(2, '0') : String(n - 100).padStart(3, '0');
      expect(parsePhoneNumberFromString(group, 'NO')?.isPossible() ?? false).toBe(false);
    }
  });

  it('finds what findNumbers finds, valid numbers and invalid ones, in both layouts', () => {
    let valid = 0;
    for (let prefix = 0; prefix < 1000; prefix++) {
      const rest = String((prefix * 7919 + 12345) % 100000).padStart(5, '0');
      const digits = String(prefix).padStart(3, '0') + rest;
      for (const text of [
        `+47 ${digits.slice(0, 3)} ${digits.slice(3, 5)} ${digits.slice(5)}`,
        `+47 ${digits.slice(0, 2)} ${digits.slice(2, 4)} ${digits.slice(4, 6)} ${digits.slice(6)}`,
      ]) {
        const spans = findListedNumbers(text);
        expect(spans).toEqual(searchNumbers(text));
        valid += spans.length;
      }
    }
    // Both outcomes occur, so both were compared.
    expect(valid).toBeGreaterThan(200);
    expect(valid).toBeLessThan(1800);
  });
});

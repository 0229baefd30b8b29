import { describe, expect, it } from 'vitest';
import { breakLastDigit, makePersonNumber, makePersonNumber2032 } from '../test-data.ts';
import { isValidPersonNumber, parsePersonNumber, resolveBirthYear } from './fodselsnummer.ts';

describe('parsePersonNumber', () => {
  it('accepts a fødselsnummer with correct control digits and reads its birth date', () => {
    const fnr = makePersonNumber(12, 3, 85);
    expect(parsePersonNumber(fnr)).toEqual({ kind: 'fodselsnummer', birthDate: '12.03.1985', usesK1Rule2032: false });
  });

  it('rejects the same number with a wrong last control digit', () => {
    expect(isValidPersonNumber(breakLastDigit(makePersonNumber(12, 3, 85)))).toBe(false);
  });

  it('rejects a first control digit outside the 2032 tolerance even when K2 fits it', () => {
    for (const shift of [4, 7, 10]) expect(isValidPersonNumber(makePersonNumber2032(15, 6, 85, shift))).toBe(false);
  });

  it('rejects 31 February even with correct control digits', () => {
    const candidates = Array.from({ length: 300 }, (_, i) => `310285${String(100 + i).padStart(3, '0')}`);
    const withDigits = candidates.map((c) => makeFromFirst9(c)).filter((x): x is string => x !== undefined);
    expect(withDigits.length).toBeGreaterThan(0);
    expect(withDigits.some(isValidPersonNumber)).toBe(false);
  });

  it('accepts 29 February in a leap year and rejects it in 1900 (not a leap year)', () => {
    expect(parsePersonNumber(makePersonNumber(29, 2, 84))?.birthDate).toBe('29.02.1984');
    expect(parsePersonNumber(makePersonNumber(29, 2, 0, 500))?.birthDate).toBe('29.02.2000');
    const in1900 = Array.from({ length: 200 }, (_, i) => makeFromFirst9(`290200${String(100 + i).padStart(3, '0')}`));
    expect(in1900.filter(Boolean).some((n) => isValidPersonNumber(n!))).toBe(false);
  });

  it('recognises a D-number (day + 40) with its real birth date', () => {
    const d = makePersonNumber(5, 11, 90, 100, 'd');
    expect(d.startsWith('45')).toBe(true);
    expect(parsePersonNumber(d)).toMatchObject({ kind: 'd-nummer', birthDate: '05.11.1990' });
  });

  it('recognises an H-number (month + 40)', () => {
    const h = makePersonNumber(5, 11, 90, 100, 'h');
    expect(h.slice(2, 4)).toBe('51');
    expect(parsePersonNumber(h)).toMatchObject({ kind: 'h-nummer', birthDate: '05.11.1990' });
  });

  it('accepts a first control digit shifted by 1-3 (Skatteetaten 2032 rule) and flags it', () => {
    for (const shift of [1, 2, 3] as const) {
      const n = makePersonNumber2032(15, 6, 32, shift);
      expect(parsePersonNumber(n)).toMatchObject({ usesK1Rule2032: true, birthDate: '15.06.2032' });
    }
  });

  it('derives the century from the individual number', () => {
    expect(resolveBirthYear(123, 85)).toBe(1985);
    expect(resolveBirthYear(600, 85)).toBe(1885);
    expect(resolveBirthYear(600, 10)).toBe(2010);
    expect(resolveBirthYear(950, 45)).toBe(1945);
    expect(resolveBirthYear(600, 45)).toBeUndefined();
  });
});

function makeFromFirst9(first9: string): string | undefined {
  for (let k1 = 0; k1 <= 9; k1++) {
    for (let k2 = 0; k2 <= 9; k2++) {
      const candidate = `${first9}${k1}${k2}`;
      if (hasValidControlDigits(candidate)) return candidate;
    }
  }
  return undefined;
}

/** Control digits only (classic rule), ignoring the date: to build numbers with impossible dates. */
function hasValidControlDigits(n: string): boolean {
  const d = [...n].map(Number);
  const s1 = [3, 7, 6, 1, 8, 9, 4, 5, 2, 1].reduce((a, w, i) => a + w * d[i]!, 0);
  const s2 = [5, 4, 3, 2, 7, 6, 5, 4, 3, 2, 1].reduce((a, w, i) => a + w * d[i]!, 0);
  return s1 % 11 === 0 && s2 % 11 === 0;
}

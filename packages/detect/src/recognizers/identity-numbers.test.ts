import { describe, expect, it } from 'vitest';
import { breakLastDigit, findTexts, makeAccountNumber, makeNorwegianIban, makePersonNumber, makePersonNumber2032, runRecognizer } from '../test-data.ts';
import { completeIban } from '../validators/iban.ts';
import { bankAccountRecognizer } from './bank-account.ts';
import { fodselsnummerRecognizer } from './fodselsnummer.ts';
import { ibanRecognizer } from './iban.ts';

describe('NO_FODSELSNUMMER_F', () => {
  const fnr = makePersonNumber(12, 3, 85);

  it('finds a fødselsnummer written plain and as 6+5 digits, with the birth date in the reason', () => {
    const text = `Fødselsnummer: ${fnr}. Også skrevet ${fnr.slice(0, 6)} ${fnr.slice(6)}.`;
    const hits = runRecognizer(fodselsnummerRecognizer, text);
    expect(hits.map((h) => h.text)).toEqual([fnr, `${fnr.slice(0, 6)} ${fnr.slice(6)}`]);
    expect(hits[0]!.reason).toContain('real birth date (12.03.1985)');
    expect(hits[0]!.score).toBeGreaterThanOrEqual(0.95);
  });

  it('ignores a number with a wrong check digit and one inside a longer digit run', () => {
    expect(findTexts(fodselsnummerRecognizer, `fnr ${breakLastDigit(fnr)}`, 0)).toEqual([]);
    expect(findTexts(fodselsnummerRecognizer, `ref 9${fnr}`, 0)).toEqual([]);
  });

  it('finds D- and H-numbers and names the kind', () => {
    const d = makePersonNumber(5, 11, 90, 100, 'd');
    const h = makePersonNumber(5, 11, 90, 100, 'h');
    const hits = runRecognizer(fodselsnummerRecognizer, `D-nummer ${d}, H-nummer ${h}`);
    expect(hits.map((x) => x.text)).toEqual([d, h]);
    expect(hits[0]!.reason).toContain('D-number');
    expect(hits[1]!.reason).toContain('H-number');
  });

  it('finds a number issued under the 2032 control rule, scored a little lower', () => {
    const hits = runRecognizer(fodselsnummerRecognizer, `født ${makePersonNumber2032(15, 6, 32, 2)}`);
    expect(hits).toHaveLength(1);
    expect(hits[0]!.reason).toContain('2032 rule');
  });
});

describe('NO_BANK_ACCOUNT_F', () => {
  const account = makeAccountNumber();
  const dotted = `${account.slice(0, 4)}.${account.slice(4, 6)}.${account.slice(6)}`;

  it('finds dotted, spaced and plain account numbers', () => {
    const spaced = dotted.replaceAll('.', ' ');
    expect(findTexts(bankAccountRecognizer, `Konto ${dotted}, konto ${spaced}, kontonummer ${account}`)).toEqual([dotted, spaced, account]);
  });

  it('rejects a wrong check digit and mixed separators', () => {
    expect(findTexts(bankAccountRecognizer, `konto ${breakLastDigit(account)}`, 0)).toEqual([]);
    expect(findTexts(bankAccountRecognizer, `konto ${account.slice(0, 4)}.${account.slice(4, 6)} ${account.slice(6)}`, 0)).toEqual([]);
  });

  it('leaves a valid fødselsnummer to the fødselsnummer recognizer', () => {
    // Find a fødselsnummer that also passes the account mod-11 check: it must not be an account.
    const both = Array.from({ length: 400 }, (_, i) => makePersonNumber(1 + (i % 28), 1 + (i % 12), 60 + (i % 30), 100 + i)).find(
      (n) => passesAccountCheck(n),
    );
    expect(both).toBeDefined();
    expect(findTexts(bankAccountRecognizer, `kontonummer ${both}`, 0)).toEqual([]);
    expect(findTexts(fodselsnummerRecognizer, `kontonummer ${both}`)).toEqual([both]);
  });
});

function passesAccountCheck(n: string): boolean {
  const w = [5, 4, 3, 2, 7, 6, 5, 4, 3, 2];
  const rest = w.reduce((a, x, i) => a + x * Number(n[i]), 0) % 11;
  return (rest === 0 ? 0 : 11 - rest) === Number(n[10]);
}

describe('IBAN_CODE_F', () => {
  const iban = makeNorwegianIban();
  const spaced = iban.replace(/(.{4})/g, '$1 ').trim();

  it('finds IBANs with and without spaces and stops at the country length', () => {
    expect(findTexts(ibanRecognizer, `IBAN: ${iban} og ${spaced} KID 123`)).toEqual([iban, spaced]);
    const german = completeIban('DE', '370400440532013000');
    expect(findTexts(ibanRecognizer, `Konto ${german}.`)).toEqual([german]);
  });

  it('rejects an IBAN with one digit changed', () => {
    const changed = iban.slice(0, 8) + String((Number(iban[8]) + 1) % 10) + iban.slice(9);
    expect(findTexts(ibanRecognizer, `IBAN ${changed}`, 0)).toEqual([]);
  });
});

import { describe, expect, it } from 'vitest';
import {
  breakLastDigit,
  findTexts,
  makeAccountNumber,
  makeNorwegianIban,
  makePersonNumber,
  makePersonNumber2032,
  runRecognizer,
} from '../test-data.ts';
import { detectText } from '../engine/detect.ts';
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

  it('finds the 6+5 form when it wraps at its space', () => {
    expect(findTexts(fodselsnummerRecognizer, `Fødselsnummer: ${fnr.slice(0, 6)}\n${fnr.slice(6)}.`)).toEqual(
      [`${fnr.slice(0, 6)}\n${fnr.slice(6)}`],
    );
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
    expect(
      findTexts(bankAccountRecognizer, `Konto ${dotted}, konto ${spaced}, kontonummer ${account}`),
    ).toEqual([dotted, spaced, account]);
  });

  it('rejects a wrong check digit and mixed separators', () => {
    expect(findTexts(bankAccountRecognizer, `konto ${breakLastDigit(account)}`, 0)).toEqual([]);
    expect(
      findTexts(
        bankAccountRecognizer,
        `konto ${account.slice(0, 4)}.${account.slice(4, 6)} ${account.slice(6)}`,
        0,
      ),
    ).toEqual([]);
  });

  it('takes an account in the 4.2.5 layout with a wrong check digit only after an account word', () => {
    const broken = breakLastDigit(account);
    const grouped = `${broken.slice(0, 4)}.${broken.slice(4, 6)}.${broken.slice(6)}`;
    expect(findTexts(bankAccountRecognizer, `Kontonr. for utbetaling: ${grouped}`)).toEqual([grouped]);
    expect(findTexts(bankAccountRecognizer, `Vedlegg ${grouped}`)).toEqual([]);
  });

  it('finds an account written with dots, spaces or wrapped at a line break', () => {
    const wrapped = `${account.slice(0, 4)} ${account.slice(4, 6)}\n${account.slice(6)}`;
    expect(findTexts(bankAccountRecognizer, `Lønn til kontonummer ${wrapped} den 20.`)).toEqual([wrapped]);
    expect(
      findTexts(
        bankAccountRecognizer,
        `konto ${account.slice(0, 4)}${account.slice(4, 6)}\n${account.slice(6)}`,
        0,
      ),
    ).toEqual([]);
    const column = `${account.slice(0, 4)}\n${account.slice(4, 6)}\n${account.slice(6)}`;
    expect(findTexts(bankAccountRecognizer, `konto\n${column}`, 0)).toEqual([]);
  });

  // Every valid fødselsnummer passes the account mod-11 check too (the same weights as K2).
  const both = makePersonNumber(15, 3, 22, 100);
  const bothDotted = `${both.slice(0, 4)}.${both.slice(4, 6)}.${both.slice(6)}`;

  it('finds an account that also passes the fødselsnummer check when written as an account', () => {
    expect(passesAccountCheck(both)).toBe(true);
    const found = detectText(`Kontonr. ${bothDotted} og konto ${bothDotted.replaceAll('.', ' ')}`, {
      entities: ['ALL_FAST'],
    });
    expect(found.map((e) => [e.entity_type, e.original_text])).toEqual([
      ['NO_BANK_ACCOUNT_F', bothDotted],
      ['NO_BANK_ACCOUNT_F', bothDotted.replaceAll('.', ' ')],
    ]);
    expect(found[0]!.reason).toContain('4.2.5 account layout');
  });

  it('lets an account word decide a plain 11-digit number that is valid both ways', () => {
    const asAccount = detectText(`Beløpet betales til kontonummer ${both}.`, { entities: ['ALL_FAST'] });
    expect(asAccount.map((e) => [e.entity_type, e.original_text])).toEqual([['NO_BANK_ACCOUNT_F', both]]);
    const asPerson = detectText(`Pasienten, fnr. ${both}, ble innlagt. Referanse ${both}.`, {
      entities: ['ALL_FAST'],
    });
    expect(asPerson.map((e) => e.entity_type)).toEqual(['NO_FODSELSNUMMER_F', 'NO_FODSELSNUMMER_F']);
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

  it('finds foreign IBANs in groups of four, also when a group wraps onto the next line', () => {
    const swedish = completeIban('SE', '29753034472896436963').replace(/(.{4})(?=.)/g, '$1 ');
    const finnish = completeIban('FI', '28872021106794').replace(/(.{4})(?=.)/g, '$1 ');
    const text = `Gebyret betales til ${swedish.slice(0, 14)}\n${swedish.slice(15)} eller ${finnish.slice(0, 4)}\n${finnish.slice(5)}\nBIC DNBANOKKXXX`;
    expect(findTexts(ibanRecognizer, text)).toEqual([
      `${swedish.slice(0, 14)}\n${swedish.slice(15)}`,
      `${finnish.slice(0, 4)}\n${finnish.slice(5)}`,
    ]);
  });

  it('rejects an IBAN with one digit changed', () => {
    const changed = iban.slice(0, 8) + String((Number(iban[8]) + 1) % 10) + iban.slice(9);
    expect(findTexts(ibanRecognizer, `IBAN ${changed}`, 0)).toEqual([]);
  });
});

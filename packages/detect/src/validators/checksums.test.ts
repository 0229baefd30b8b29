import { describe, expect, it } from 'vitest';
import { breakLastDigit, changeCharAt, makeAccountNumber, makeBase58Address, makeBech32Address, makeEthereumAddress, makeNorwegianIban } from '../test-data.ts';
import { parseBase58Address } from './base58check.ts';
import { parseBech32Address } from './bech32.ts';
import { isRealDate } from './dates.ts';
import { isValidDeaNumber } from './dea.ts';
import { completeIban, isValidIban } from './iban.ts';
import { computeKeccak256Hex, toEip55 } from './keccak256.ts';
import { isValidAccountNumber } from './mod11.ts';

describe('checksums', () => {
  it('kontonummer: accepts a mod-11 valid account and rejects one digit changed', () => {
    const account = makeAccountNumber();
    expect(isValidAccountNumber(account)).toBe(true);
    expect(isValidAccountNumber(breakLastDigit(account))).toBe(false);
  });

  it('IBAN: mod-97 and country length', () => {
    const iban = makeNorwegianIban();
    expect(iban).toMatch(/^NO\d{13}$/);
    expect(isValidIban(iban)).toBe(true);
    expect(isValidIban(iban.slice(0, 10) + String((Number(iban[10]) + 1) % 10) + iban.slice(11))).toBe(false);
    // Right checksum but wrong length for Norway.
    expect(isValidIban(completeIban('NO', '1234567890123'))).toBe(false);
    expect(isValidIban(completeIban('DE', '370400440532013000'))).toBe(true);
  });

  it('Bitcoin base58check: P2PKH and P2SH pass, one changed character fails', () => {
    const p2pkh = makeBase58Address(1);
    expect(p2pkh.startsWith('1')).toBe(true);
    expect(parseBase58Address(p2pkh)).toBe('P2PKH');
    expect(parseBase58Address(makeBase58Address(2, 0x05))).toBe('P2SH');
    expect(parseBase58Address(changeCharAt(p2pkh, 10, '23456789ABCDEFGH'))).toBeUndefined();
  });

  it('bech32 and bech32m checksums, and a changed character fails', () => {
    const v0 = makeBech32Address(3, 'bech32');
    const v1 = makeBech32Address(4, 'bech32m');
    expect(parseBech32Address(v0)).toBe('bech32');
    expect(parseBech32Address(v1)).toBe('bech32m');
    expect(parseBech32Address(changeCharAt(v0, 12, 'qpzry9x8'))).toBeUndefined();
    // A v1 program with the v0 checksum constant is invalid (BIP-350).
    expect(parseBech32Address(v1.replace(/^bc1p/, 'bc1q'))).toBeUndefined();
  });

  it('Keccak-256 matches the known empty-input digest and EIP-55 round-trips', () => {
    expect(computeKeccak256Hex(new Uint8Array())).toBe('c5d2460186f7233c927e7db2dcc703c0e500b653ca82273b7bfad8045d85a470');
    const address = makeEthereumAddress(9).slice(2);
    expect(toEip55(address.toLowerCase())).toBe(address);
    expect(address).not.toBe(address.toLowerCase());
  });

  it('DEA numbers: check digit and registrant type', () => {
    // A B: 1+3+5=9, 2*(2+4+6)=24, total 33 → check digit 3.
    expect(isValidDeaNumber('AB1234563')).toBe(true);
    expect(isValidDeaNumber('AB1234564')).toBe(false);
    expect(isValidDeaNumber('ZB1234563')).toBe(false);
  });

  it('real dates', () => {
    expect(isRealDate(2024, 2, 29)).toBe(true);
    expect(isRealDate(2023, 2, 29)).toBe(false);
    expect(isRealDate(2024, 2, 31)).toBe(false);
    expect(isRealDate(2024, 4, 31)).toBe(false);
    expect(isRealDate(2024, 13, 1)).toBe(false);
  });
});

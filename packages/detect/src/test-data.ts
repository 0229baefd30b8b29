// Synthetic, checksum-correct test data. Every number is computed here from made-up parts so
// no test ever carries a real person's identifier.
import { encodeBech32 } from './validators/bech32.ts';
import { computeChecksum, encodeBase58 } from './validators/base58check.ts';
import { completePersonNumber } from './validators/fodselsnummer.ts';
import { completeIban } from './validators/iban.ts';
import { toEip55 } from './validators/keccak256.ts';
import { completeAccountNumber, computeMod11 } from './validators/mod11.ts';
import type { Language, PageWords, Recognizer, Word } from './types.ts';

const pad2 = (n: number): string => String(n).padStart(2, '0');

/** A valid fødselsnummer (or D-/H-number) for a date; searches individual numbers from `from`. */
export function makePersonNumber(day: number, month: number, yy: number, from = 100, kind: 'f' | 'd' | 'h' = 'f'): string {
  const dd = pad2(kind === 'd' ? day + 40 : day);
  const mm = pad2(kind === 'h' ? month + 40 : month);
  for (let individual = from; individual < from + 200; individual++) {
    const number = completePersonNumber(`${dd}${mm}${pad2(yy)}${String(individual).padStart(3, '0')}`);
    if (number) return number;
  }
  throw new Error('no valid individual number found');
}

/** A number whose K1 is the classic K1 + `shift` (1-3: valid from 2032; 4-10 never valid), K2 correct. */
export function makePersonNumber2032(day: number, month: number, yy: number, shift: number): string {
  const K1 = [3, 7, 6, 1, 8, 9, 4, 5, 2];
  const K2 = [5, 4, 3, 2, 7, 6, 5, 4, 3, 2];
  for (let individual = 500; individual < 999; individual++) {
    const first9 = `${pad2(day)}${pad2(month)}${pad2(yy)}${individual}`;
    const classic = computeMod11(first9, K1);
    const k1 = (classic + shift) % 11;
    if (classic < 0 || k1 > 9) continue;
    const k2 = computeMod11(first9 + String(k1), K2);
    if (k2 >= 0) return `${first9}${k1}${k2}`;
  }
  throw new Error('no 2032-style number found');
}

/** Changes the last digit of a digit string (breaks a check digit). */
export function breakLastDigit(value: string): string {
  const last = Number(value.at(-1));
  return value.slice(0, -1) + String((last + 1) % 10);
}

/** A valid Norwegian account number starting with `stem` (searching the following digits). */
export function makeAccountNumber(prefix = '1503', from = 100000): string {
  for (let n = from; n < from + 1000; n++) {
    const account = completeAccountNumber(`${prefix}${String(n).padStart(6, '0')}`);
    if (account) return account;
  }
  throw new Error('no account number found');
}

/** A valid Norwegian IBAN around a valid account number. */
export function makeNorwegianIban(account = makeAccountNumber()): string {
  return completeIban('NO', account);
}

/** A valid legacy Bitcoin address from a made-up 20-byte hash (version 0x00 P2PKH or 0x05 P2SH). */
export function makeBase58Address(seed: number, version = 0x00): string {
  const payload = Uint8Array.from({ length: 21 }, (_, i) => (i === 0 ? version : (seed * 31 + i * 17) & 0xff));
  const full = new Uint8Array(25);
  full.set(payload);
  full.set(computeChecksum(payload), 21);
  return encodeBase58(full);
}

/** A valid bech32 (v0, 20-byte program) or bech32m (v1, 32-byte program) address from a seed. */
export function makeBech32Address(seed: number, variant: 'bech32' | 'bech32m'): string {
  const words = variant === 'bech32' ? 32 : 52;
  const data = Array.from({ length: words }, (_, i) => (seed * 7 + i * 13) % 32);
  return encodeBech32('bc', [variant === 'bech32' ? 0 : 1, ...data], variant);
}

/** A made-up Ethereum address, EIP-55 checksummed. */
export function makeEthereumAddress(seed: number): string {
  const hex = Array.from({ length: 40 }, (_, i) => ((seed * 5 + i * 11) % 16).toString(16)).join('');
  return `0x${toEip55(hex)}`;
}

/** Replaces the character at `index` by another one from `alphabet`. */
export function changeCharAt(value: string, index: number, alphabet = '23456789abcdefghijkmnpqrstuvwxyz'): string {
  const replacement = [...alphabet].find((c) => c !== value[index])!;
  return value.slice(0, index) + replacement + value.slice(index + 1);
}

/** Lays out lines of text as a page of words: 10pt tall lines, 6pt per character, 6pt spaces. */
export function makePage(lines: readonly string[], page = 1, withXs = true): PageWords {
  const words: Word[] = [];
  lines.forEach((lineText, line) => {
    let x = 50;
    for (const text of lineText.split(' ').filter(Boolean)) {
      const xs = Array.from({ length: text.length + 1 }, (_, i) => x + i * 6);
      words.push({ text, line, bbox: { x0: x, y0: 100 + line * 12, x1: x + text.length * 6, y1: 110 + line * 12 }, ...(withXs ? { xs } : {}) });
      x += text.length * 6 + 6;
    }
  });
  return { page, width: 595, height: 842, words };
}

/** Runs one recognizer and returns its hits as text + score + reason, for readable assertions. */
export function runRecognizer(recognizer: Recognizer, text: string, language: Language = 'no'): { text: string; score: number; reason: string }[] {
  return recognizer.find({ text, language }).map((s) => ({ text: text.slice(s.start, s.end), score: s.score, reason: s.reason }));
}

/** Texts a recognizer finds at or above a threshold (default 0.5, the product default). */
export function findTexts(recognizer: Recognizer, text: string, threshold = 0.5, language: Language = 'no'): string[] {
  return runRecognizer(recognizer, text, language).filter((h) => h.score >= threshold).map((h) => h.text);
}

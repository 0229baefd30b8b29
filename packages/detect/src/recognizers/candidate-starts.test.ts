import { describe, expect, it } from 'vitest';
import { matchAnchored, matchEverywhere, type AnchoredPattern } from '../framework/anchored-pattern.ts';
import { atDigitRuns } from '../framework/candidate-starts.ts';
import type { Pattern, PatternRecognizer } from '../framework/pattern-recognizer.ts';
import { scanText } from '../framework/text-scan.ts';
import { FAST_RULE_RECOGNIZERS } from '../engine/fast-engine.ts';
import {
  makeAccountNumber,
  makeBech32Address,
  makeEthereumAddress,
  makeNorwegianIban,
  makePersonNumber,
} from '../test-data.ts';
import { PHONE_CANDIDATES, SERVICE_NUMBERS } from './phone.ts';
import { STATES_AND_ZIP_CODES } from './us-address.ts';

// Every anchored pattern must find exactly what a plain global scan with its regex finds: its
// candidate starts must include every offset where a match can begin. Checked on hand-written
// texts and on many random texts built from the pieces the patterns look for.

function isAnchored(pattern: Pattern): pattern is AnchoredPattern {
  return !(pattern instanceof RegExp) && 'starts' in pattern;
}

const ANCHORED: { name: string; pattern: AnchoredPattern }[] = [
  ...FAST_RULE_RECOGNIZERS.flatMap((recognizer) =>
    ((recognizer as Partial<PatternRecognizer>).patterns ?? [])
      .filter(isAnchored)
      .map((pattern, i) => ({ name: `${recognizer.id} #${i}`, pattern })),
  ),
  { name: 'phone candidates', pattern: PHONE_CANDIDATES },
  { name: 'service numbers', pattern: SERVICE_NUMBERS },
  { name: 'US states and ZIP codes', pattern: STATES_AND_ZIP_CODES },
];

/** Offsets and groups of each match, comparable with toEqual. */
function describeMatches(matches: RegExpExecArray[]): (string | number | undefined)[][] {
  return matches.map((m) => [m.index, ...m]);
}

/** The first text (if any) where the anchored scan and the plain scan disagree. */
function findDisagreement(pattern: AnchoredPattern, texts: readonly string[]): string | undefined {
  return texts.find((text) => {
    const anchored = describeMatches(matchAnchored(pattern, scanText(text)));
    const plain = describeMatches(matchEverywhere(pattern.regex, text));
    return JSON.stringify(anchored) !== JSON.stringify(plain);
  });
}

const WRITTEN = [
  'Født 12.03.1985 kl. 14:30, møte 2024-03-12T09:15 og 3. mars 2024; March 5th, 2024 og i mars 2024.',
  'Se https://www.nav.no/skjema, WWW.Example.com og nav.no/side?x=1, f.eks. bl.a. brev.Se post@nav.no.',
  'IP 192.168.10.1 og 2001:db8::1 og fe80::1%eth0 og ::ffff:10.0.0.1 og 14:30:00.',
  `Konto ${makeAccountNumber()} og fnr ${makePersonNumber(12, 3, 85)}, IBAN ${makeNorwegianIban()}.`,
  `ETH ${makeEthereumAddress(3)} og ${makeBech32Address(4, 'bech32')} og 1BoatSLRHtKNngkdXEeobR76b53LETtpyT.`,
  'Kort 4111 1111 1111 1111, tlf. +47 912 34 567, (+47) 22 33 44 55, 0047 91234567, 02800, 116 117.',
  'Storgata 5, 0155 Oslo; Karl Johans gate 22 B, 0159 Oslo; Øvre Slottsgate 3\n0157 Oslo; Torget 5.',
  "d'Artagnans-vei 7, O'Brien-gate\n12 og Sankt Olavs gate 1. etg.; Kongens\ngate 4",
  'Postboks 4370 Nydalen, 0402 Oslo; Pb. 12 Sentrum; P.O. Box 77; PO Box 8; P.O Box 9.',
  'ul. Długa 14/3, 80-827 Gdańsk; Flat 3, 27 Chalk Farm Road, London NW1 8AG; Apt. 4, 9 Mill Lane.',
  'Bilen AB 12345, EL12345, KTM 482, WX 4418K, DEA AB1234563, A91234567, HPR 1234567.',
  'Seal Beach, CA 90740–5600 og Des Moines, WA 98198, Washington, DC\n20590; New York, New York 10001, XX 12345.',
  'Bokstaver 𝐀𝐁𝐂gata 5, ſeptember 3, 2024, Kelvin OKT 5, 2020 og 漢字街 12, 0155 Oslo.',
];

// Pieces of the shapes the patterns look for, glued with and without separators.
const PIECES = [
  '12',
  '3',
  '2024',
  '1985',
  '0155',
  '12345',
  '123456',
  '4111',
  '91234567',
  '00',
  '0047',
  '(+47)',
  '+47',
  '(',
  '+',
  'mars',
  'March',
  'sept',
  'ſep',
  'OKT',
  'des',
  'gata',
  'Storgata',
  'veien',
  "O'",
  '-',
  "'",
  'Postboks',
  'Pb.',
  'P.O.',
  'PO',
  'Box',
  'ul.',
  'al',
  'Flat',
  'Apt.',
  'Apartment',
  'Unit',
  'Road',
  'Chalk',
  'www',
  'http',
  'https',
  '://',
  'nav',
  '.no',
  '.com',
  '.co',
  '.coop',
  'f.eks',
  '@',
  'fe80',
  '::',
  ':',
  'db8',
  'ffff',
  'bc1',
  'BC1',
  '0x',
  'ab',
  'AB',
  'EL',
  'KTM',
  'NO93',
  'SE',
  'T',
  'st',
  ',',
  '.',
  '/',
  'Ø',
  'å',
  '𝐀',
  '漢',
  'K',
  'kl',
  '14:30',
  '2001',
  '03',
  '255',
  '1',
  'T09',
  '12.03.85',
  '1/2/2024',
  '2024-03-12',
  '10.0.0.1',
  'www.nav.no',
  'WWW.',
  'http://x.no',
  'Https://',
  '27 Chalk Farm Road',
  'ul. Długa 14',
  'March 5th, 2024',
  '02800',
  '116',
  '06',
  ', CA 90740',
  ', New York 10001-2345',
  ', DC\n20590',
  'Seal Beach',
  'CA',
  '90740',
  'AB1234563',
  makeEthereumAddress(7),
  makeBech32Address(5, 'bech32m'),
  '1BoatSLRHtKNngkdXEeobR76b53LETtpyT',
  makeNorwegianIban(),
];
const SEPARATORS = [
  '',
  '',
  ' ',
  ' ',
  '\u00a0',
  '\n',
  '.',
  '. ',
  ', ',
  '-',
  '/',
  ' \n',
  ':',
  '\t',
  '\r\n',
  '\u2009',
  '\u3000',
  "'",
];

/** A small deterministic generator (mulberry32), so a failure can be reproduced. */
function createRandom(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function randomTexts(count: number, seed: number): string[] {
  const random = createRandom(seed);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)]!;
  return Array.from({ length: count }, () => {
    let text = '';
    const pieces = 4 + Math.floor(random() * 30);
    for (let i = 0; i < pieces; i++) text += pick(PIECES) + pick(SEPARATORS);
    return text;
  });
}

const RANDOM = randomTexts(4000, 33);

describe('anchored patterns', () => {
  it('covers every regex of the rule recognizers', () => {
    // The place rule, e-mail and the phone rule scan in code of their own; every pattern of the
    // others is anchored, so no rule runs its regex over the whole page.
    const patterns = FAST_RULE_RECOGNIZERS.flatMap((r) => (r as Partial<PatternRecognizer>).patterns ?? []);
    expect(patterns.length).toBeGreaterThan(0);
    expect(patterns.filter((pattern) => !isAnchored(pattern))).toEqual([]);
  });

  it.each(ANCHORED)('$name finds what a plain scan finds', ({ pattern }) => {
    // The texts hold matches of every pattern, or the comparison would prove nothing.
    expect(matchEverywhere(pattern.regex, [...WRITTEN, ...RANDOM].join('\n')).length).toBeGreaterThan(0);
    expect(findDisagreement(pattern, WRITTEN)).toBeUndefined();
    expect(findDisagreement(pattern, RANDOM)).toBeUndefined();
  });

  it("only 'P'/'p' and 'W'/'w' match 'p' and 'w' under the i flag (the POST_BOX and WWW starts rely on it)", () => {
    for (const letter of ['p', 'w']) {
      const regex = new RegExp(`^${letter}$`, 'iu');
      const folding: string[] = [];
      for (let codePoint = 0; codePoint <= 0x10ffff; codePoint++) {
        if (codePoint >= 0xd800 && codePoint <= 0xdfff) continue;
        if (regex.test(String.fromCodePoint(codePoint))) folding.push(String.fromCodePoint(codePoint));
      }
      expect(folding).toEqual([letter.toUpperCase(), letter]);
    }
  });

  it('the check catches candidate starts that miss a match', () => {
    // A word-first pattern anchored at digit runs misses "gata 5"; the random texts must show it.
    const wrong: AnchoredPattern = { regex: /(?<![\p{L}\d])\p{L}+ \d/gu, starts: atDigitRuns() };
    expect(findDisagreement(wrong, RANDOM)).toBeDefined();
  });
});

import { FAST_ENTITIES } from '@sladd/contract';
import { describe, expect, it } from 'vitest';
import { makeAccountNumber, makeNorwegianIban, makePage, makePersonNumber } from '../test-data.ts';
import { detectPages, detectText } from './detect.ts';
import { createFastEngine } from './fast-engine.ts';

// The NER model is trained separately; these tests pin the rule-based behaviour, and a stub NER
// where PERSON_F matters, so they do not change when the model changes.
const rules = createFastEngine({ findNamedEntities: null });
const fnr = makePersonNumber(12, 3, 85);

describe('detectText', () => {
  const text = `Pasient med fødselsnummer ${fnr}, tlf 912 34 567, e-post kari@eksempel.no.`;

  it('ALL_FAST expands to every fast entity', () => {
    const rich = `${text} Konto ${makeNorwegianIban()}, bil AB 12345, møte 12. mars 2024, se nav.no, IP 10.0.0.1, HPR 1234567, Storgata 1, 0155 Oslo.`;
    const all = detectText(rich, { entities: ['ALL_FAST'], engine: rules });
    expect(new Set(all.map((e) => e.entity_type))).toEqual(
      new Set([
        'NO_FODSELSNUMMER_F',
        'NO_PHONE_NUMBER_F',
        'EMAIL_ADDRESS_F',
        'IBAN_CODE_F',
        'NO_LICENSE_PLATE_F',
        'DATE_TIME_F',
        'URL_F',
        'IP_ADDRESS_F',
        'MEDICAL_LICENSE_F',
        'NO_ADDRESS_F',
      ]),
    );
    expect(detectText(rich, { entities: [...FAST_ENTITIES], engine: rules })).toEqual(all);
    expect(detectText(rich, { entities: ['ALL_FAST', 'EMAIL_ADDRESS_F'], engine: rules })).toEqual(all);
  });

  it('returns only the selected entities, with offsets that match original_text', () => {
    const found = detectText(text, { entities: ['EMAIL_ADDRESS_F', 'UNKNOWN_X'], engine: rules });
    expect(found).toHaveLength(1);
    const [email] = found;
    expect(text.slice(email!.start, email!.end)).toBe(email!.original_text);
    expect(email).toMatchObject({
      entity_type: 'EMAIL_ADDRESS_F',
      original_text: 'kari@eksempel.no',
      engine: 'fast',
    });
    expect(email!.reason).toMatch(/e-mail/);
  });

  it('threshold filters by score and is clamped into 0..1', () => {
    const plate = 'Koden CD 12345';
    expect(detectText(plate, { entities: ['ALL_FAST'], engine: rules, threshold: 0.5 })).toHaveLength(1);
    expect(detectText(plate, { entities: ['ALL_FAST'], engine: rules, threshold: 0.9 })).toHaveLength(0);
    expect(detectText(plate, { entities: ['ALL_FAST'], engine: rules, threshold: 7 })).toHaveLength(0);
    expect(
      detectText('Fakturanummer: 91234567', { entities: ['ALL_FAST'], engine: rules, threshold: -3 }),
    ).toHaveLength(1);
    expect(detectText('Fakturanummer: 91234567', { entities: ['ALL_FAST'], engine: rules })).toHaveLength(0);
  });

  it('ban list drops hits equal to or containing a banned word, case-insensitive', () => {
    const sample = 'Se nav.no, skriv til kari@eksempel.no eller besøk Storgata 12B.';
    const kept = (removeWords: string[]): string[] =>
      detectText(sample, { entities: ['ALL_FAST'], engine: rules, removeWords }).map((e) => e.original_text);
    expect(kept([])).toEqual(['nav.no', 'kari@eksempel.no', 'Storgata 12B']);
    expect(kept(['NAV.NO', 'storgata'])).toEqual(['kari@eksempel.no']);
    // "kari" is a whole word inside the address (before '@'), "stor" is only part of "Storgata".
    expect(kept(['kari', 'stor'])).toEqual(['nav.no', 'Storgata 12B']);
  });

  it('resolves overlaps: the longer span wins, then the higher score', () => {
    const iban = makeNorwegianIban(makeAccountNumber('8601'));
    const found = detectText(`IBAN ${iban} og HPR-nummer 91234567`, {
      entities: ['ALL_FAST'],
      engine: rules,
    });
    // The account number inside the IBAN loses to the longer IBAN; the HPR number (0.85) beats
    // the phone reading of the same 8 digits (0.55).
    expect(found.map((e) => [e.entity_type, e.original_text])).toEqual([
      ['IBAN_CODE_F', iban],
      ['MEDICAL_LICENSE_F', '91234567'],
    ]);
  });
});

describe('detectPages', () => {
  it('splits a hit that wraps two lines into one item per line with that line’s box', () => {
    const page = makePage(['Adresse: Kongens gate 5,', '0153 Oslo.'], 3);
    const [result] = detectPages([page], { entities: ['NO_ADDRESS_F'], engine: rules });
    expect(result!.page).toBe(3);
    const items = result!.sensitive;
    expect(items.map((i) => i.original_text)).toEqual(['Kongens gate 5,', '0153 Oslo']);
    expect(items[0]!.bbox).toEqual({ x0: 50 + 9 * 6, y0: 100, x1: 50 + 24 * 6, y1: 110 });
    expect(items[1]!.bbox).toEqual({ x0: 50, y0: 112, x1: 50 + 9 * 6, y1: 122 });
    expect(new Set(items.map((i) => `${i.entity_type}|${i.score}|${i.reason}`)).size).toBe(1);
    const text = 'Adresse: Kongens gate 5,\n0153 Oslo.';
    for (const item of items) expect(text.slice(item.start, item.end)).toBe(item.original_text);
  });

  it('runs the NER recognizer for PERSON_F and lets a longer rule hit win over it', () => {
    const engine = createFastEngine({
      findNamedEntities: (text) => [
        { label: 'PERSON', start: text.indexOf('Kari'), end: text.indexOf('Kari') + 13, score: 0.9 },
        { label: 'LOCATION', start: text.indexOf('Oslo'), end: text.indexOf('Oslo') + 4, score: 0.8 },
      ],
    });
    const [result] = detectPages([makePage(['Kari Nordmann bor i Storgata 12B, 0155 Oslo'])], {
      entities: ['ALL_FAST'],
      engine,
    });
    expect(result!.sensitive.map((i) => [i.entity_type, i.original_text])).toEqual([
      ['PERSON_F', 'Kari Nordmann'],
      ['NO_ADDRESS_F', 'Storgata 12B, 0155 Oslo'],
    ]);
  });

  it('decides the language per page unless one is given, and the NER reason names the model used', () => {
    const seen: string[] = [];
    const engine = createFastEngine({
      findNamedEntities: (text, language) => {
        seen.push(language);
        return [{ label: 'PERSON', start: 0, end: 4, score: 0.8 }];
      },
    });
    const pages = [
      makePage(['Kari er på kontoret i dag og det er ikke noe nytt']),
      makePage(['Mary is in the office and she will be there all day'], 2),
    ];
    const results = detectPages(pages, { entities: ['PERSON_F'], engine });
    expect(seen).toEqual(['no', 'en']);
    expect(results[1]!.sensitive[0]!.reason).toContain('English');
    detectPages(pages, { entities: ['PERSON_F'], engine, language: 'no' });
    expect(seen.slice(2)).toEqual(['no', 'no']);
  });

  it('returns an empty list for a page without words or without selected entities', () => {
    expect(
      detectPages([{ page: 1, width: 10, height: 10, words: [] }], { entities: ['ALL_FAST'], engine: rules }),
    ).toEqual([{ page: 1, sensitive: [] }]);
    expect(detectPages([makePage(['kari@eksempel.no'])], { entities: [], engine: rules })).toEqual([
      { page: 1, sensitive: [] },
    ]);
  });
});

// An English page as published US documents lay it out (issue 30, item 15), through the whole
// fast engine with compromise for English.
describe('the fast engine on an English page', { timeout: 30_000 }, () => {
  const page = [
    'The FAA allows operators to utilize an MEL for time-limited operation. Operators with an',
    'existing FAA-approved MEL would be required to revise it, as the French Bureau of Enquiry',
    'and Analysis for Civil Aviation Safety (BEA) recommended. The ST word in the example was',
    'omitted. Comments were sent to Prof. Smith and to Prof. R. W. Russell by J. E. LOVELOCK.',
    'For service information, contact Boeing, 2600 Westminster Blvd., MC 110–SK57,',
    'Seal Beach, CA 90740–5600; email: 9-FAA-SACO-AD-Inquiry@',
    'faa.gov, or the interpreter Omar al-Rashid in Oslo.',
  ].join('\n');
  const found = () =>
    detectText(page, { entities: ['PERSON_F', 'LOCATION_F', 'EMAIL_ADDRESS_F'], language: 'en' }).map(
      (e) => `${e.entity_type}:${e.original_text}`,
    );

  it('finds the names, the town and the split address, and no title or abbreviation alone', () => {
    const hits = found();
    expect(hits).toEqual(
      expect.arrayContaining([
        'PERSON_F:Smith',
        'PERSON_F:R. W. Russell',
        'PERSON_F:J. E. LOVELOCK',
        'LOCATION_F:Seal Beach',
        'EMAIL_ADDRESS_F:9-FAA-SACO-AD-Inquiry@\nfaa.gov',
        'PERSON_F:Omar al-Rashid',
      ]),
    );
    for (const wrong of [
      'PERSON_F:MEL',
      'PERSON_F:BEA',
      'PERSON_F:Prof',
      'PERSON_F:Prof. Smith',
      'LOCATION_F:ST',
    ])
      expect(hits).not.toContain(wrong);
  });
});

describe('form fields', () => {
  it('finds what is typed into a form field and flags it as form text', () => {
    const page = makePage(['Fødselsnummer:', fnr]);
    page.words = page.words.map((w) => (w.line === 1 ? { ...w, source: 'form' as const } : w));
    const [found] = detectPages([page], { entities: ['NO_FODSELSNUMMER_F'], engine: rules });
    expect(found!.sensitive).toHaveLength(1);
    expect(found!.sensitive[0]).toMatchObject({ entity_type: 'NO_FODSELSNUMMER_F', source: 'form' });
    const content = detectPages([makePage(['Fødselsnummer:', fnr])], {
      entities: ['NO_FODSELSNUMMER_F'],
      engine: rules,
    });
    expect(content[0]!.sensitive[0]!.source).toBeUndefined();
  });
});

import { describe, expect, it } from 'vitest';
import { createFastEngine } from '../../engine/fast-engine.ts';
import { createStandardEngine } from '../../standard/standard-engine.ts';
import { makePage, makePersonNumber } from '../../test-data.ts';
import {
  searchPagesByMeaning,
  searchTextByMeaning,
  understandQuery,
  type SearchEngines,
} from './ai-search.ts';

// A stub NER so PERSON_F does not change when the model is retrained.
const stubNames = (text: string) =>
  [...text.matchAll(/Kari Nordmann|Ola Hansen/gu)].map((m) => ({
    label: 'PERSON' as const,
    start: m.index,
    end: m.index + m[0].length,
    score: 0.9,
  }));
const engines: SearchEngines = {
  fast: createFastEngine({ findNamedEntities: stubNames }),
  standard: createStandardEngine({ findNamedEntities: null }),
};

const found = (text: string, term: string, language?: 'no' | 'en') =>
  searchTextByMeaning(text, { term }, { engines, ...(language ? { language } : {}) }).map((m) => [
    m.text,
    m.reason,
  ]);

const NO_CASE =
  'Barnevernet i Bergen kontaktet barnevernstjenesten om en ny barnevernssak. Legen og doktoren på sykehuset ' +
  'ringte Kari Nordmann på 912 34 567 og skrev til kari@eksempel.no. Politikeren ringte politiet. En legende lever.';
const EN_CASE =
  'The children were at school. A child welfare officer, the doctor and the childcare staff met Ola Hansen. ' +
  'Call +47 912 34 567 or write to ola.hansen@example.com. Her birth number is ' +
  makePersonNumber(12, 3, 85) +
  '.';

describe('word queries in Norwegian', () => {
  it('"barnevern" finds the definite form and compounds, each with its reason', () => {
    expect(found(NO_CASE, 'barnevern')).toEqual([
      ['Barnevernet', 'inflected form of "barnevern"'],
      ['barnevernstjenesten', 'compound of "barnevern"'],
      ['barnevernssak', 'compound of "barnevern"'],
    ]);
  });

  it('"lege" finds "Legen" and the synonym "doktoren", not "legende" (same Snowball stem, another word)', () => {
    expect(found(NO_CASE, 'lege')).toEqual([
      ['Legen', 'inflected form of "lege"'],
      ['doktoren', 'synonym of "lege" ("doktor")'],
    ]);
  });

  it('"politi" finds "politiet" but not "Politikeren" (a derivation, not a compound)', () => {
    expect(found(NO_CASE, 'politi')).toEqual([['politiet', 'inflected form of "politi"']]);
  });

  it('finds compounds joined with e, and a plural query finds the singular', () => {
    expect(found('Barnehagen og barnehager i kommunen.', 'barnehager')).toEqual([
      ['Barnehagen', 'inflected form of "barnehager"'],
      ['barnehager', 'the word "barnehager"'],
    ]);
    expect(found('Hun jobber på legekontoret.', 'lege')).toEqual([['legekontoret', 'compound of "lege"']]);
  });

  it('a doubled consonant before the ending and an irregular plural still meet their word', () => {
    expect(found('Hun bor i fosterhjemmet.', 'fosterhjem')).toEqual([
      ['fosterhjemmet', 'inflected form of "fosterhjem"'],
    ]);
    expect(found('Saksnumrene og saksnummeret.', 'saksnummer')).toEqual([
      ['Saksnumrene', 'inflected form of "saksnummer"'],
      ['saksnummeret', 'inflected form of "saksnummer"'],
    ]);
    expect(found('Doctors and two women.', 'woman', 'en')).toEqual([['women', 'inflected form of "woman"']]);
  });

  it('a short query word matches only itself: "is" is not in "isbre" or "iskrem"', () => {
    expect(found('Isbre og iskrem. Is på vegen.', 'is')).toEqual([['Is', 'the word "is"']]);
    expect(found('Bilen og bilde og bilder.', 'bil')).toEqual([['Bilen', 'inflected form of "bil"']]);
  });

  it('several words are found in a row, as written (across a line break) or inflected, not one by one', () => {
    expect(found('Saken gjelder barnets\nbeste. Det beste er barnets.', 'barnets beste')).toEqual([
      ['barnets\nbeste', 'the phrase "barnets beste"'],
    ]);
    expect(found('Barnevernstjenesten i Bergen og barnevernet i Oslo.', 'barnevern i bergen')).toEqual([
      ['Barnevernstjenesten i Bergen', 'compound form of "barnevern i bergen"'],
    ]);
  });

  it('a query with other characters is found as written', () => {
    expect(found('Saksnummer 2024/1234-5, ikke 2024/12345.', '2024/1234-5')).toEqual([
      ['2024/1234-5', 'exact text "2024/1234-5"'],
    ]);
  });
});

describe('word queries in English and across the languages', () => {
  it('"child" finds "children", "child" and "childcare"', () => {
    expect(found(EN_CASE, 'child')).toEqual([
      ['children', 'inflected form of "child"'],
      ['child', 'the word "child"'],
      ['childcare', 'compound of "child"'],
    ]);
  });

  it('synonyms cross the languages: "barnevern" finds "child welfare", "lege" finds "doctor"', () => {
    expect(found(EN_CASE, 'barnevern')).toEqual([
      ['child welfare', 'synonym of "barnevern" ("child welfare")'],
    ]);
    expect(found(EN_CASE, 'lege')).toEqual([['doctor', 'synonym of "lege" ("doctor")']]);
    expect(found(NO_CASE, 'hospital')).toEqual([['sykehuset', 'synonym of "hospital" ("sykehus")']]);
  });
});

describe('entity queries', () => {
  it.each([
    ['telefonnumre', NO_CASE, '912 34 567', 'phone numbers'],
    ['telefonnummer', NO_CASE, '912 34 567', 'phone numbers'],
    ['all phone numbers', EN_CASE, '+47 912 34 567', 'phone numbers'],
    ['e-postadresser', NO_CASE, 'kari@eksempel.no', 'e-mail addresses'],
    ['emails', EN_CASE, 'ola.hansen@example.com', 'e-mail addresses'],
    ['navn', NO_CASE, 'Kari Nordmann', 'names'],
    ['names', EN_CASE, 'Ola Hansen', 'names'],
    ['fødselsnummer', EN_CASE, makePersonNumber(12, 3, 85), 'national identity numbers'],
    ['personnummer', EN_CASE, makePersonNumber(12, 3, 85), 'national identity numbers'],
  ])('"%s" runs the recognizers of that kind', (term, text, expected, label) => {
    expect(found(text, term)).toEqual([[expected, `entity query: ${label}`]]);
  });

  it('addresses, dates and bank accounts in both languages', () => {
    const text = 'Hun bor i Storgata 1, 0155 Oslo. Møtet var 12. mars 2024. Konto 1234.56.78903.';
    expect(found(text, 'adresser').map(([, reason]) => reason)).toContain('entity query: addresses');
    expect(found(text, 'addresses').map(([t]) => t)).toEqual(found(text, 'adresser').map(([t]) => t));
    expect(found(text, 'datoer')).toContainEqual(['12. mars 2024', 'entity query: dates']);
    expect(found(text, 'kontonummer')).toEqual([['1234.56.78903', 'entity query: bank account numbers']]);
    expect(found(text, 'bank accounts')).toEqual(found(text, 'kontonummer'));
  });

  it('an entity query does not look for its own letters', () => {
    expect(found('Telefonnummeret står i vedlegget.', 'telefonnummer')).toEqual([]);
  });

  it('the standard engine’s sensitive categories by their names, said about a person only', () => {
    const text = 'Hun har diabetes og er medlem av Fagforbundet. Diabetes er vanlig.';
    expect(found(text, 'helseopplysninger')).toEqual([['diabetes', 'entity query: health information']]);
    expect(found(text, 'union membership')).toEqual([
      ['Fagforbundet', 'entity query: political views and union membership'],
    ]);
  });

  it('a kind no engine here can find is searched as words instead', () => {
    const understood = understandQuery('helseopplysninger', { fast: engines.fast! });
    expect(understood.entity?.label).toBe('health information');
    expect(understood.served).toEqual([]);
    expect(
      searchTextByMeaning(
        'Helseopplysningene ligger i journalen.',
        { term: 'helseopplysninger' },
        { engines: { fast: engines.fast! } },
      ).map((m) => m.reason),
    ).toEqual(['inflected form of "helseopplysninger"']);
  });
});

describe('expansions and pages', () => {
  it('adds the model’s terms and pattern, each with its own reason, after the local matches', () => {
    const text = 'Saksnummer 2024/1234-5 gjelder barnevernet og fosterhjemmet.';
    const matches = searchTextByMeaning(
      text,
      { term: 'barnevern', expansion: { terms: ['fosterhjem'], regex: '\\d{4}/\\d{4}-\\d' } },
      { engines },
    ).map((m) => [m.text, m.kind, m.reason]);
    expect(matches).toEqual([
      ['2024/1234-5', 'pattern', 'pattern from the language model for "barnevern"'],
      ['barnevernet', 'inflection', 'inflected form of "barnevern"'],
      ['fosterhjemmet', 'expansion', 'the language model\'s term "fosterhjem" for "barnevern"'],
    ]);
  });

  it('gives each match its boxes on the page, for each query', () => {
    const page = makePage(['Barnevernet ringte.', 'Legen kom.']);
    const [result] = searchPagesByMeaning([page], [{ term: 'barnevern' }, { term: 'lege' }], { engines });
    expect(result!.matches.map((m) => [m.term, m.text, m.kind])).toEqual([
      ['barnevern', 'Barnevernet', 'inflection'],
      ['lege', 'Legen', 'inflection'],
    ]);
    expect(result!.matches[0]!.boxes).toHaveLength(1);
    expect(result!.matches[1]!.boxes[0]!.y0).toBeGreaterThan(result!.matches[0]!.boxes[0]!.y0);
  });
});

import { describe, expect, it } from 'vitest';
import type { Language } from '../../types.ts';
import { createCasePatternRecognizer } from './case-patterns.ts';

const recognizer = createCasePatternRecognizer();
const find = (text: string, language: Language = 'no') =>
  recognizer
    .find({ text, language })
    .map((s) => [s.category, text.slice(s.start, s.end)])
    .sort((a, b) => text.indexOf(a[1]!) - text.indexOf(b[1]!));

describe('case-file shapes (issue 28)', () => {
  it('reads diagnosis codes and the diagnosis written before them', () => {
    expect(find('Diagnoser\n1. Bilateral lungeemboli (I26.9)\n2. Hypertensjon – I10\nICPC-2 P76')).toEqual([
      ['HEALTH', 'Bilateral lungeemboli'],
      ['HEALTH', 'I26.9'],
      ['HEALTH', 'Hypertensjon'],
      ['HEALTH', 'I10'],
      ['HEALTH', 'P76'],
    ]);
    // A genetic finding with its code is genetic data (Z15: genetic susceptibility).
    expect(find('BRCA1 carrier – Z15.0', 'en').map(([category]) => category)).toEqual([
      'GENETIC',
      'GENETIC',
      'GENETIC',
    ]);
    // A room, a page reference or a product code is no diagnosis.
    expect(find('Møterom H0201, side A12, modell X200.')).toEqual([]);
  });

  it('reads a drug with its dose, and measurements of the body', () => {
    expect(
      find('- Sertralin 100 mg x 1\nFragmin 15 000 IE s.c.\nVed innkomst: BT 148/92, SpO2 91 %.'),
    ).toEqual([
      ['HEALTH', 'Sertralin 100 mg x 1'],
      ['HEALTH', 'Fragmin 15 000 IE s.c.'],
      ['HEALTH', 'BT 148/92'],
      ['HEALTH', 'SpO2 91 %'],
    ]);
    // Money and distances are not doses.
    expect(find('Hun fikk 5 000 kr og kjørte 12 km.')).toEqual([]);
  });

  it('reads sick leave with its grade, and what a clinical verb names', () => {
    expect(find('Hun er 100 % sykmeldt og ble diagnostisert med cøliaki i fjor.')).toEqual([
      ['HEALTH', '100 % sykmeldt'],
      ['HEALTH', 'cøliaki'],
    ]);
    expect(find('He was diagnosed with epilepsy last year.', 'en')).toEqual([['HEALTH', 'epilepsy']]);
  });

  it('reads genetic variants with their gene', () => {
    expect(find('Heterozygot for faktor V Leiden (F5 c.1601G>A). Protrombin F2 G20210A.')).toEqual([
      ['GENETIC', 'Heterozygot for faktor V Leiden'],
      ['GENETIC', 'F5 c.1601G>A'],
      ['GENETIC', 'F2 G20210A'],
    ]);
  });

  it('reads ethnic origin said about someone, not a language course or a country in the news', () => {
    expect(find('Hun har somalisk bakgrunn og kom til Norge som flyktning fra Eritrea.')).toEqual([
      ['ETHNIC', 'somalisk bakgrunn'],
      ['ETHNIC', 'kom til Norge som flyktning fra Eritrea'],
    ]);
    expect(find('She is of Kurdish descent and came to Norway from Poland.', 'en')).toEqual([
      ['ETHNIC', 'of Kurdish descent'],
      ['ETHNIC', 'came to Norway from Poland'],
    ]);
    expect(find('Kurset i somalisk holdes på biblioteket. Valget i Polen ble avgjort.')).toEqual([]);
  });

  it('reads union membership and a party after a name, marking the union or party only', () => {
    expect(find('Hun er medlem i Fagforbundet. Ordfører Hanne Lien (Ap) åpnet møtet.')).toEqual([
      ['UNION', 'Fagforbundet'],
      ['POLITICAL', 'Ap'],
    ]);
    expect(find('He is a member of the Democratic Party of Iranian Kurdistan.', 'en')).toEqual([
      ['POLITICAL', 'Democratic Party of Iranian Kurdistan'],
    ]);
  });

  it('reads ages and birth dates, and leaves durations and history alone', () => {
    expect(find('Saba (10) bor hos mor. Hun er 37 år. Barna er i alderen 4–11 år. Født 03.05.1986.')).toEqual(
      [
        ['AGE', '10'],
        ['AGE', '37 år'],
        ['AGE', '4–11 år'],
        ['AGE', '03.05.1986'],
      ],
    );
    expect(find('Employee, aged 58, b. 1951. A 45-year-old man in her seventies.', 'en')).toEqual([
      ['AGE', '58'],
      ['AGE', '1951'],
      ['AGE', '45-year-old'],
      ['AGE', 'in her seventies'],
    ]);
    expect(find('Han har bodd her i 3 år. Kirken ble bygget for 450 år siden.')).toEqual([]);
  });
});

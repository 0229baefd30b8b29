import { describe, expect, it } from 'vitest';
import { createClinicalSectionRecognizer } from './clinical-sections.ts';

const recognizer = createClinicalSectionRecognizer();
const find = (text: string, language: 'no' | 'en' = 'no') =>
  recognizer.find({ text, language }).map((s) => [s.category, text.slice(s.start, s.end)]);

describe('clinical sections (issue 28)', () => {
  it('marks each clause with a clinical sign under a clinical heading, and nothing before it', () => {
    const text = [
      'Epikrise',
      'Pasienten ble utskrevet til hjemmet.',
      'STATUS VED INNKOMST',
      'Motorisk urolig, søvnløs siste uke. BT 148/92, puls 104.',
      'Kopi til fastlege',
      'OPPFØLGING',
      'Ny time om tre måneder.',
    ].join('\n');
    expect(find(text)).toEqual([
      ['HEALTH', 'Motorisk urolig'],
      ['HEALTH', 'søvnløs siste uke'],
      ['HEALTH', 'BT 148/92'],
      ['HEALTH', 'puls 104'],
    ]);
  });

  it('reads a SOAP line and a heading with its content on one line', () => {
    expect(find('O: Gange uten hjelpemiddel, smerter 2/10 i skulder.\nSomatisk: hypertensjon.')).toEqual([
      ['HEALTH', 'Gange uten hjelpemiddel'],
      ['HEALTH', 'smerter 2/10 i skulder'],
      ['HEALTH', 'hypertensjon'],
    ]);
  });

  it('calls a genetic finding genetic data, and leaves a clause with another category to that hit', () => {
    const text =
      'FINDINGS\nHeterozygous factor V Leiden detected.\nLives with her wife; pain in the left knee.';
    expect(find(text, 'en')).toEqual([
      ['GENETIC', 'Heterozygous factor V Leiden detected'],
      ['HEALTH', 'pain in the left knee'],
    ]);
  });

  it('marks nothing in a document without clinical headings', () => {
    expect(find('Vedtak\nDu får innvilget 5 000 kr i stønad.\nVurdering\nSmerter er vanlig.')).toEqual([]);
  });
});

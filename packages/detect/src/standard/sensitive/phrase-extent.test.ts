import { describe, expect, it } from 'vitest';
import type { Language } from '../../types.ts';
import { createStandardEngine } from '../standard-engine.ts';
import { detectText } from '../../engine/detect.ts';
import { phraseExtent } from './phrase-extent.ts';

const engine = createStandardEngine({ findNamedEntities: null });
/** The sensitive marks the standard engine makes on `text`, as the text they cover. */
const marks = (text: string, language: Language) =>
  detectText(text, { entities: ['ALL_STANDARD'], engine, language })
    .filter((h) => /INFO_S|RECORD_S|ORIENTATION_S|POLITICAL|CONTEXT/.test(h.entity_type))
    .map((h) => h.original_text);

/** The extent of the term `term` in `text` read as `category`. */
const extent = (text: string, term: string, category: string, language: Language) => {
  const start = text.indexOf(term);
  const e = phraseExtent(text, { start, end: start + term.length }, category, language);
  return text.slice(e.start, e.end);
};

describe('a sensitive mark covers the whole fact, not only its word (issue 28)', () => {
  it('takes in the modifiers before a condition, in both languages', () => {
    expect(marks('Pasienten har kroniske korsryggsmerter.', 'no')).toContain('kroniske korsryggsmerter');
    expect(marks('Her mother had ovarian cancer.', 'en')).toContain('ovarian cancer');
    expect(extent('Lett spastisitet i albuen.', 'spastisitet', 'HEALTH', 'no')).toBe(
      'Lett spastisitet i albuen',
    );
  });

  it('takes in a type, a code and a second drug name', () => {
    expect(extent('Han har hepatitis C, genotype 3a.', 'hepatitis', 'HEALTH', 'en')).toBe(
      'hepatitis C, genotype 3a',
    );
    expect(extent('Hun har diabetes type 2 og astma.', 'diabetes', 'HEALTH', 'no')).toBe('diabetes type 2');
    expect(extent('Behandlet med sofosbuvir/velpatasvir i 12 uker.', 'sofosbuvir', 'HEALTH', 'no')).toBe(
      'sofosbuvir/velpatasvir',
    );
    expect(extent('MR viste skiveprolaps L5/S1 med affeksjon.', 'skiveprolaps', 'HEALTH', 'no')).toBe(
      'skiveprolaps L5/S1 med affeksjon',
    );
  });

  it('takes in where and what for, on a wrapped line too, but not when', () => {
    expect(extent('Hun har prolaps i korsryggen.', 'prolaps', 'HEALTH', 'no')).toBe('prolaps i korsryggen');
    expect(extent('contusions on the\nneck, and a cut', 'contusions', 'HEALTH', 'en')).toBe(
      'contusions on the\nneck',
    );
    expect(extent('Han fikk forelegg for kjøring i påvirket tilstand.', 'forelegg', 'CRIMINAL', 'no')).toBe(
      'forelegg for kjøring i påvirket',
    );
    expect(extent('Hun fikk cøliaki i fjor.', 'cøliaki', 'HEALTH', 'no')).toBe('cøliaki');
    expect(extent('Depression in 2019 and again.', 'Depression', 'HEALTH', 'en')).toBe('Depression');
    expect(extent('Han ble dømt for tyveri i 2019.', 'dømt', 'CRIMINAL', 'no')).toBe('dømt for tyveri');
  });

  it('stops at verbs, pronouns, conjunctions and punctuation, and leaves the verb before unmarked', () => {
    expect(extent('Hun har diabetes og jobber fulltid.', 'diabetes', 'HEALTH', 'no')).toBe('diabetes');
    expect(extent('diagnosed with asthma, and she works', 'asthma', 'HEALTH', 'en')).toBe('asthma');
    expect(extent('The patient depression was noted.', 'depression', 'HEALTH', 'en')).toBe('depression');
    expect(extent('Han kan være dømt for vold.', 'dømt', 'CRIMINAL', 'no')).toBe('dømt for vold');
    expect(extent('Hun er i ferd med cancer', 'cancer', 'HEALTH', 'en')).toBe('cancer');
  });

  it('leaves family, economic and employment words as they are', () => {
    expect(extent('Hans store bror i Bergen', 'bror', 'FAMILY', 'no')).toBe('bror');
    expect(extent('Hun har stor gjeld til banken', 'gjeld', 'ECONOMIC', 'no')).toBe('gjeld');
  });
});

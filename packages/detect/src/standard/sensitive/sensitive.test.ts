import { describe, expect, it } from 'vitest';
import { detectText } from '../../engine/detect.ts';
import { createStandardEngine } from '../standard-engine.ts';
import { findCandidates } from './candidates.ts';
import { LEXICON, SENSITIVE_LABELS } from './lexicon.ts';

const engine = createStandardEngine({ findNamedEntities: null });

function find(text: string, entities: readonly string[] = SENSITIVE_LABELS, language: 'no' | 'en' = 'no') {
  return detectText(text, { entities: [...entities], engine, language, threshold: 0.5 }).map((hit) => [
    hit.entity_type,
    hit.original_text,
  ]);
}

describe('sensitive-category candidates (lexicon)', () => {
  const words = (text: string, language: 'no' | 'en' = 'no') =>
    findCandidates(text, language).map((c) => [text.slice(c.start, c.end), c.entry.label, c.compound]);

  it('finds inflected forms, phrases and Norwegian compounds', () => {
    expect(words('Lidelsen er en bipolar lidelse. Hun har nyrekreft og fikk kreftbehandling.')).toEqual([
      ['bipolar lidelse', 'HEALTH_INFO_S', 'none'],
      ['nyrekreft', 'HEALTH_INFO_S', 'head'],
      ['kreftbehandling', 'HEALTH_INFO_S', 'modifier'],
    ]);
  });

  it('reads a generic head only inside a compound (issue 28)', () => {
    expect(words('Diagnose: hjertesykdom. Sykdommen er ikke kjent.')).toEqual([
      ['hjertesykdom', 'HEALTH_INFO_S', 'head'],
    ]);
  });

  it('does not read words that only look like a term', () => {
    // "krefter" (forces) is not a form of "kreft"; "humor" does not hold "mor"; "venstre" (left) is not the party.
    expect(words('Med alle krefter og godt humor svingte hun til venstre.')).toEqual([]);
    expect(words('Hun stemte på Venstre.')).toEqual([['Venstre', 'POLITICAL_CASE_S', 'none']]);
  });

  it('uses the page language’s lexicon only', () => {
    expect(words('He ran home.', 'en')).toEqual([]);
    expect(words('Han ble dømt for ran.')).toEqual([
      ['dømt', 'CRIMINAL_RECORD_S', 'none'],
      ['ran', 'CRIMINAL_RECORD_S', 'none'],
    ]);
  });

  it('holds every label in both languages', () => {
    for (const label of SENSITIVE_LABELS)
      for (const language of ['no', 'en'])
        expect(
          LEXICON.some((e) => e.label === label && e.language === language),
          `${label} ${language}`,
        ).toBe(true);
  });
});

describe('sensitive categories with the context model', () => {
  it('marks a condition said about a person, not the same word said in general', () => {
    expect(find('Hun har diabetes.')).toEqual([['HEALTH_INFO_S', 'diabetes']]);
    expect(find('Diabetes er vanlig i befolkningen.')).toEqual([]);
    expect(find('Diabetesforbundet holder årsmøte i Oslo.')).toEqual([]);
    expect(find('She was diagnosed with epilepsy last year.', SENSITIVE_LABELS, 'en')).toEqual([
      ['HEALTH_INFO_S', 'epilepsy'],
    ]);
    expect(find('Epilepsy is a common condition.', SENSITIVE_LABELS, 'en')).toEqual([]);
  });

  it('marks an income with its amount and an animal with its name', () => {
    expect(find('Hans årslønn på 650 000 kroner er lagt til grunn.', ['FINANCIAL_INFO_S'])).toEqual([
      ['FINANCIAL_INFO_S', 'årslønn på 650 000 kroner'],
    ]);
    expect(find('Hans årslønn på 650 000, 3 barn og bil er oppgitt.', ['FINANCIAL_INFO_S'])).toEqual([
      ['FINANCIAL_INFO_S', 'årslønn på 650 000'],
    ]);
    expect(find('Her income of £32,000, 2 kids and a car were noted.', ['FINANCIAL_INFO_S'], 'en')).toEqual([
      ['FINANCIAL_INFO_S', 'income of £32,000'],
    ]);
    expect(find('Han har en inntekt på 2,1 millioner.', ['FINANCIAL_INFO_S'])).toEqual([
      ['FINANCIAL_INFO_S', 'inntekt på 2,1 millioner'],
    ]);
    expect(find('Hun har en hund som heter Bella.', ['ANIMAL_INFO_S'])).toEqual([
      ['ANIMAL_INFO_S', 'hund som heter Bella'],
    ]);
  });

  it('finds only the labels asked for', () => {
    expect(find('Hun har diabetes og er permittert.', ['EMPLOYMENT_INFO_S'])).toEqual([
      ['EMPLOYMENT_INFO_S', 'permittert'],
    ]);
  });

  it('reads sick leave as health data (GDPR art. 9), with its grade', () => {
    expect(find('Hun er 100 % sykmeldt.', ['HEALTH_INFO_S', 'EMPLOYMENT_INFO_S'])).toEqual([
      ['HEALTH_INFO_S', '100 % sykmeldt'],
    ]);
  });

  it('explains each hit without repeating the document’s words', () => {
    const [hit] = detectText('Han er homofil.', {
      entities: ['SEXUAL_ORIENTATION_S'],
      engine,
      language: 'no',
    });
    expect(hit).toMatchObject({ entity_type: 'SEXUAL_ORIENTATION_S', engine: 'standard' });
    expect(hit!.reason).toMatch(
      /^sexual orientation or gender identity term \(orientation\); context model: about a person \(\d+ %\)$/,
    );
    expect(hit!.reason).not.toContain('homofil');
  });

  it('serves the free-text types "medical condition" and "medication" from the health lexicon', () => {
    expect(
      find('Hun har astma og bruker Ventoline og metformin.', ['medical condition', 'medication']),
    ).toEqual([
      ['medical condition', 'astma'],
      ['medication', 'Ventoline'],
      ['medication', 'metformin'],
    ]);
  });
});

describe('the sequence model', () => {
  it('proposes conditions and drugs no lexicon holds, judged like lexicon terms', () => {
    expect(find('Hun har sarkoidose.')).toEqual([['HEALTH_INFO_S', 'sarkoidose']]);
    expect(find('He takes pregabalin daily.', SENSITIVE_LABELS, 'en')).toEqual([
      ['HEALTH_INFO_S', 'pregabalin'],
    ]);
    const [hit] = detectText('Pasienten har narkolepsi.', {
      entities: ['HEALTH_INFO_S'],
      engine,
      language: 'no',
    });
    expect(hit!.reason).toMatch(/^health term \(sequence model\); context model: about a person/);
  });

  it("does not take a case file's own words or reference numbers for diagnoses (issue 28)", () => {
    expect(find('Bekymringsmelding - saksnotat\nSaken gjelder EPI-2024-0553198.')).toEqual([]);
  });

  it('knows diagnoses and drugs no lexicon lists by their form, and still asks whether they are about a person', () => {
    expect(find('Hun har hidradenitt og bruker dapagliflozin. Pankreatitt er sjelden.')).toEqual([
      ['HEALTH_INFO_S', 'hidradenitt'],
      ['HEALTH_INFO_S', 'dapagliflozin'],
    ]);
    // Words that only end like a diagnosis: an average, a pandemic, sympathy.
    expect(find('Hun fikk et gjennomsnitt på fire. Han viste sympati under pandemien.')).toEqual([]);
    const [hit] = detectText('Pasienten har polymyalgi.', {
      entities: ['HEALTH_INFO_S'],
      engine,
      language: 'no',
    });
    expect(hit!.reason).toMatch(
      /^health term \(condition, by its word form\); context model: about a person/,
    );
  });

  it('does not take an ordinary noun in the same place for a term', () => {
    expect(find('Hun har bil.')).toEqual([]);
    expect(find('He has a bike.', SENSITIVE_LABELS, 'en')).toEqual([]);
  });

  it('adds nothing where the lexicon already found the term', () => {
    const candidates = findCandidates('Hun har diabetes og astma.', 'no');
    expect(candidates.map((c) => c.compound)).toEqual(['none', 'none']);
  });
});

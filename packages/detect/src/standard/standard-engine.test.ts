import { describe, expect, it } from 'vitest';
import { detectText } from '../engine/detect.ts';
import { createAdvancedFallbackEngine, createModelGuardEngine } from './advanced-fallback.ts';
import { createStandardEngine, unsupportedEntities } from './standard-engine.ts';

const engine = createStandardEngine({ findNamedEntities: null });
const find = (text: string, entities: string[], language: 'no' | 'en' = 'no') =>
  detectText(text, { entities, engine, language, threshold: 0.5 }).map((e) => [
    e.entity_type,
    e.original_text,
  ]);

describe('standard engine: structured labels', () => {
  it('marks ages with their unit, and not durations', () => {
    expect(find('Gutten er 14 år gammel og bor med mor.', ['AGE_S'])).toEqual([['AGE_S', '14 år gammel']]);
    expect(find('En 14-åring ble meldt savnet.', ['AGE_S'])).toEqual([['AGE_S', '14-åring']]);
    expect(find('Hun fylte 45 år i mars.', ['AGE_S'])).toEqual([['AGE_S', '45 år']]);
    expect(find('Alder: 72', ['AGE_S'])).toEqual([['AGE_S', '72']]);
    expect(find('The patient, aged 45, is a 45-year-old teacher.', ['AGE_S'], 'en')).toEqual([
      ['AGE_S', '45'],
      ['AGE_S', '45-year-old'],
    ]);
    // A duration is not an age.
    expect(find('Saken startet for 45 år siden og varte i 3 år.', ['AGE_S'])).toEqual([]);
    expect(find('Hun er 450 år gammel.', ['AGE_S'])).toEqual([]);
  });

  it('marks words that tell an age group', () => {
    expect(find('Tenåringen og en pensjonist i 40-årene møtte opp.', ['AGE_INFO_S'])).toEqual([
      ['AGE_INFO_S', 'Tenåringen'],
      ['AGE_INFO_S', 'pensjonist'],
      ['AGE_INFO_S', 'i 40-årene'],
    ]);
    expect(find('A man in his forties and a minor were present.', ['AGE_INFO_S'], 'en')).toEqual([
      ['AGE_INFO_S', 'in his forties'],
      ['AGE_INFO_S', 'minor'],
    ]);
  });

  it('marks a passport number only after a passport word, and fødselsnummer as GOV_ID_S', () => {
    expect(find('Passnummer: 31195855, utstedt i Oslo.', ['GOV_ID_S'])).toEqual([['GOV_ID_S', '31195855']]);
    expect(find('Ordrenummer 31195855 er sendt.', ['GOV_ID_S'])).toEqual([]);
    expect(find('Fødselsnummer 010190 12345 og passport no. FN1234567', ['GOV_ID_S'])).toContainEqual([
      'GOV_ID_S',
      'FN1234567',
    ]);
  });

  it('marks a postal code followed by its own town or after a postal-code word (the digits only)', () => {
    expect(find('Hun flyttet til 5003 Bergen i fjor.', ['POSTAL_CODE_S'])).toEqual([
      ['POSTAL_CODE_S', '5003'],
    ]);
    expect(find('Postnummer: 0150', ['POSTAL_CODE_S'])).toEqual([['POSTAL_CODE_S', '0150']]);
    // 5003 is Bergen, not Oslo; 1234 Kroner is not a town.
    expect(find('Vi betalte 5003 Oslo-kroner og 1234 Kroner.', ['POSTAL_CODE_S'])).toEqual([]);
  });

  it('serves e-mail, phone, date and address as standard labels, with the engine named standard', () => {
    const hits = detectText('Ring 412 34 567 eller skriv til kari@example.no innen 12. mars 2024.', {
      entities: ['EMAIL_ADDRESS_S', 'NO_PHONE_NUMBER_S', 'DATE_TIME_S'],
      engine,
      language: 'no',
    });
    expect(hits.map((h) => [h.entity_type, h.original_text, h.engine])).toEqual([
      ['NO_PHONE_NUMBER_S', '412 34 567', 'standard'],
      ['EMAIL_ADDRESS_S', 'kari@example.no', 'standard'],
      ['DATE_TIME_S', '12. mars 2024', 'standard'],
    ]);
  });
});

describe('standard engine: free-text types', () => {
  it('maps each served free-text type to its recognizer', () => {
    expect(find('Født 12.03.1984 i Bodø. Møte 14.05.2024.', ['date of birth'])).toEqual([
      ['date of birth', '12.03.1984'],
    ]);
    expect(find('Faks: 22 33 44 55, telefon 22 33 44 66', ['fax number'])).toEqual([
      ['fax number', '22 33 44 55'],
    ]);
    expect(find('Følg oss på @sladd_no eller skriv til post@sladd.no', ['social media handle'])).toEqual([
      ['social media handle', '@sladd_no'],
    ]);
    expect(find('Org.nr. 974 760 673 (Brønnøysund)', ['registration number'])).toEqual([
      ['registration number', '974 760 673'],
    ]);
    expect(find('Kortet utløper 09/27.', ['credit card expiration date'])).toEqual([
      ['credit card expiration date', '09/27'],
    ]);
    expect(find('Send til IBAN NO93 8601 1117 947', ['iban'])).toEqual([['iban', 'NO93 8601 1117 947']]);
  });

  it('reports what it cannot serve instead of ignoring it', () => {
    expect(unsupportedEntities(engine, ['iban', 'visa number', 'AGE_S', 'HEALTH_INFO_S'])).toEqual([
      'visa number',
    ]);
    const all = unsupportedEntities(engine, ['ALL_STANDARD']);
    // PERSON_S too: this engine is built without the NER model.
    expect(all).toEqual([
      'PERSON_S',
      'organization',
      'identity card number',
      'insurance number',
      'username',
      'student id number',
      'visa number',
    ]);
    expect(all).not.toContain('POSTAL_CODE_S');
    expect(all).not.toContain('date of birth');
  });
});

describe('advanced method without a language model', () => {
  const fallback = createAdvancedFallbackEngine({ findNamedEntities: null });

  it('answers the advanced labels the standard detectors serve, and every hit says so', () => {
    const hits = detectText('Ring 412 34 567. Han er 45 år gammel. Konto 1234.56.78903.', {
      entities: ['PHONE_A', 'AGE_A', 'FINANCIAL_INFO_A'],
      engine: fallback,
      language: 'no',
    });
    expect(hits.map((h) => [h.entity_type, h.original_text, h.engine])).toEqual([
      ['PHONE_A', '412 34 567', 'standard'],
      ['AGE_A', '45 år gammel', 'standard'],
      ['FINANCIAL_INFO_A', '1234.56.78903', 'standard'],
    ]);
    for (const hit of hits)
      expect(hit.reason).toMatch(/^answered by the standard engine \(no language model is configured\): /);
  });

  it('reports the labels only a language model can read as unsupported', () => {
    expect(unsupportedEntities(fallback, ['ALL_ADVANCED'])).toEqual(['PERSON_A', 'ORGANIZATION_A']);
    // With the NER model, names are served too.
    expect(
      unsupportedEntities(createAdvancedFallbackEngine(), ['PERSON_A', 'HEALTH_A', 'ORGANIZATION_A']),
    ).toEqual(['ORGANIZATION_A']);
  });

  it('answers genetic and biometric data too, each hit naming its category (issue 28)', () => {
    const hits = detectText(
      'Gentesten viste at hun er bærer av en BRCA1-mutasjon. Politiet tok fingeravtrykkene hans.',
      {
        entities: ['GENETIC_DATA_A', 'BIOMETRIC_DATA_A'],
        engine: createAdvancedFallbackEngine(),
        language: 'no',
      },
    );
    expect(hits.map((h) => [h.entity_type, h.original_text])).toEqual([
      ['GENETIC_DATA_A', 'Gentesten'],
      ['GENETIC_DATA_A', 'BRCA1-mutasjon'],
      ['BIOMETRIC_DATA_A', 'fingeravtrykkene'],
    ]);
    expect(hits[0]!.reason).toMatch(/genetic data term \(genetic\)/);
    expect(hits[2]!.reason).toMatch(/biometric data term \(biometric\)/);
  });

  it('answers the special categories from the sensitive lexicons, each hit naming the fallback', () => {
    const hits = detectText(
      'Hun har diabetes og er medlem av Fagforbundet. Han er muslim og ble dømt for tyveri.',
      {
        entities: [
          'HEALTH_A',
          'TRADE_UNION_A',
          'RELIGIOUS_BELIEF_A',
          'CRIMINAL_A',
          'POLITICAL_AFFILIATION_A',
        ],
        engine: fallback,
        language: 'no',
      },
    );
    expect(hits.map((h) => [h.entity_type, h.original_text, h.engine])).toEqual([
      ['HEALTH_A', 'diabetes', 'standard'],
      ['TRADE_UNION_A', 'Fagforbundet', 'standard'],
      ['RELIGIOUS_BELIEF_A', 'muslim', 'standard'],
      // The sanction and what it was for are one fact, one mark (phrase-extent.ts).
      ['CRIMINAL_A', 'dømt for tyveri', 'standard'],
    ]);
    for (const hit of hits)
      expect(hit.reason).toMatch(/^answered by the standard engine \(no language model is configured\): /);
  });
});

describe('recognisers beside a language model', () => {
  it('read only the guarded labels, and every hit says it was found alongside the model', () => {
    const guard = createModelGuardEngine();
    expect(guard.entities).toEqual([
      'PHONE_A',
      'EMAIL_A',
      'NATIONAL_ID_A',
      'FINANCIAL_INFO_A',
      'HEALTH_A',
      'CRIMINAL_A',
      'SEXUAL_A',
      'RELIGIOUS_BELIEF_A',
      'POLITICAL_AFFILIATION_A',
      'TRADE_UNION_A',
      'BIOMETRIC_DATA_A',
      'GENETIC_DATA_A',
    ]);
    const hits = detectText('Ring 412 34 567. Han er 45 år gammel og har diabetes. Konto 1234.56.78903.', {
      entities: ['PHONE_A', 'AGE_A', 'FINANCIAL_INFO_A', 'HEALTH_A'],
      engine: guard,
      language: 'no',
    });
    // AGE_A is the model's alone; the special categories are read beside it (a page cannot talk them away).
    expect(hits.map((h) => [h.entity_type, h.original_text, h.engine])).toEqual([
      ['PHONE_A', '412 34 567', 'standard'],
      ['HEALTH_A', 'diabetes', 'standard'],
      ['FINANCIAL_INFO_A', '1234.56.78903', 'standard'],
    ]);
    for (const hit of hits)
      expect(hit.reason).toMatch(/^found by the standard engine's recogniser alongside the language model: /);
  });
});

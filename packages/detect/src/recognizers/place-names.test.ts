import { describe, expect, it } from 'vitest';
import { detectText } from '../engine/detect.ts';
import { findTexts, runRecognizer } from '../test-data.ts';
import { withoutPlacesInOrganisations } from './named-entities.ts';
import { createPlaceNameRecognizer, placeNameRecognizer } from './place-names.ts';

describe('LOCATION_F from the postal register', () => {
  it('finds towns and municipalities in running text, including smaller places and "Mo i Rana"', () => {
    const text =
      'Familien flyttet fra Verdal til Alta i fjor, og saken ble overført fra barneverntjenesten i\nLevanger. Boligen ligger i Mo i Rana, nær Brumunddal.';
    expect(findTexts(placeNameRecognizer, text)).toEqual([
      'Verdal',
      'Alta',
      'Levanger',
      'Mo i Rana',
      'Brumunddal',
    ]);
  });

  it('finds a place in capitals on the place-and-date line of a letter, and "X kommune" whole', () => {
    expect(findTexts(placeNameRecognizer, 'VERDAL, 12. mars 2025\n\nARBEIDSAVTALE')).toEqual(['VERDAL']);
    expect(findTexts(placeNameRecognizer, 'Kvinesdal kommune\nPlan og bygg')).toEqual(['Kvinesdal kommune']);
  });

  it('finds the town of a US address before its state and ZIP code, not a register entry or a street (issue 30)', () => {
    const text =
      'Contractual & Data Services, 2600 Westminster Blvd., MC 110–SK57,\nSeal Beach, CA 90740–5600; telephone 562–797–1717. ' +
      'Phone and fax: Des Moines, WA 98198; also 1200 New Jersey Ave SE, Washington, DC 20590 and Kansas City, Missouri 64106.';
    expect(findTexts(placeNameRecognizer, text, 0.5, 'en')).toEqual([
      'Seal Beach',
      'Des Moines',
      'Washington',
      'Kansas City',
    ]);
    // Near-misses: no ZIP code, letters that are no US state, a street before the town.
    expect(
      findTexts(
        placeNameRecognizer,
        'Seal Beach, CA, USA. HANSEN, KA 12345. Nordmann, Kari 12345. 2600 Westminster Blvd, CA 90740.',
        0,
        'en',
      ),
    ).toEqual([]);
  });

  it('says why, without repeating the name', () => {
    const [hit] = runRecognizer(placeNameRecognizer, 'Hun bor nå i Verdal.');
    expect(hit!.reason).toContain('postal register');
    expect(hit!.reason).toContain('preposition');
    expect(hit!.reason).not.toContain('Verdal');
  });

  it('does not take an everyday word, a surname or a capitalised heading for a town', () => {
    const text =
      'Moss og lyng rundt tomta. Sand og grus på stien. Kontroll hos fastlege Per Moen. VEDTAK OM HJELPETILTAK. Hell og lykke!';
    expect(findTexts(placeNameRecognizer, text)).toEqual([]);
  });

  it('leaves a place name that is one word of a longer name, or a bare surname, alone', () => {
    const text = 'Ifølge Ivar Brevik landet flyet på Oslo Lufthavn. Molde FK vant. Rådgiver Grimstad sa ja.';
    expect(findTexts(placeNameRecognizer, text)).toEqual([]);
  });

  it('needs a preposition for a place name that is also a name or a common word', () => {
    expect(findTexts(placeNameRecognizer, 'Hun bor i Moss.')).toEqual(['Moss']);
    // Without the model's word lists every name counts as ambiguous: still found after "i", never bare.
    const strict = createPlaceNameRecognizer(() => null);
    expect(findTexts(strict, 'Hun bor i Verdal. Verdal har et fint sentrum, sier Verdal-folk.')).toEqual([
      'Verdal',
    ]);
  });

  it('leaves a surname inside a person name to the person', () => {
    const found = detectText('Saken gjelder Kari Moen, som bor i Verdal.', { entities: ['ALL_FAST'] });
    expect(found.map((e) => [e.entity_type, e.original_text])).toEqual([
      ['PERSON_F', 'Kari Moen'],
      ['LOCATION_F', 'Verdal'],
    ]);
  });
});

describe('the place rule inside organisation names', () => {
  const place = (start: number, end: number) => ({
    entityType: 'LOCATION_F',
    start,
    end,
    score: 0.8,
    reason: 'place',
    engine: 'fast' as const,
  });

  it('drops a place inside an organisation the model is sure of, keeps it when the model is unsure or elsewhere', () => {
    const text = 'Hun studerte ved Universitetet i Oslo og bor i Bergen.';
    const oslo = place(text.indexOf('Oslo'), text.indexOf('Oslo') + 4);
    const bergen = place(text.indexOf('Bergen'), text.indexOf('Bergen') + 6);
    const organisation = {
      label: 'ORGANIZATION' as const,
      start: text.indexOf('Universitetet'),
      end: oslo.end,
      score: 0.9,
    };
    expect(withoutPlacesInOrganisations([oslo, bergen], [organisation])).toEqual([bergen]);
    expect(withoutPlacesInOrganisations([oslo, bergen], [{ ...organisation, score: 0.3 }])).toEqual([
      oslo,
      bergen,
    ]);
    expect(withoutPlacesInOrganisations([oslo, bergen], [{ ...organisation, label: 'PERSON' }])).toEqual([
      oslo,
      bergen,
    ]);
  });

  it('in the fast engine: "Universitetet i Oslo" is an organisation, "bor i Bergen" a place', () => {
    const hits = detectText('Hun studerer ved Universitetet i Oslo og bor i Bergen.', {
      entities: ['LOCATION_F'],
    });
    expect(hits.map((hit) => hit.original_text)).toEqual(['Bergen']);
    // The rule alone takes both.
    expect(findTexts(placeNameRecognizer, 'Hun studerer ved Universitetet i Oslo og bor i Bergen.')).toEqual([
      'Oslo',
      'Bergen',
    ]);
  });
});

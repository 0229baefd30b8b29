import { describe, expect, it } from 'vitest';
import { findNamedEntities, findNamedEntitiesAuto, type NerSpan } from './index.ts';

// Sentences written for these tests (not from the training corpus).
const found = (text: string, spans: NerSpan[] = findNamedEntities(text)) =>
  spans.map((s) => `${s.label}:${text.slice(s.start, s.end)}`);

describe('findNamedEntities (Norwegian model)', () => {
  it('finds a person, a place and an employer', () => {
    expect(found('Kari Nordmann bor i Bergen og jobber i Equinor.')).toEqual([
      'PERSON:Kari Nordmann',
      'LOCATION:Bergen',
      'ORGANIZATION:Equinor',
    ]);
  });

  it('finds a person next to a comma and a birthplace', () => {
    expect(found('Saken gjelder Ola Hansen, født i Tromsø.')).toEqual([
      'PERSON:Ola Hansen',
      'LOCATION:Tromsø',
    ]);
  });

  it('finds hyphenated and three-part names', () => {
    const text = 'Vedtaket er sendt til Anne-Lise Berg-Hansen og Knut Arne Lie.';
    expect(found(text)).toEqual(['PERSON:Anne-Lise Berg-Hansen', 'PERSON:Knut Arne Lie']);
  });

  it('finds a name that wraps onto the next line of a page as one span', () => {
    const text = 'Vedtaket om tilskudd til bolig er sendt til søkeren Kari\nNordmann, som bor i Bergen.';
    expect(found(text)).toEqual(['PERSON:Kari\nNordmann', 'LOCATION:Bergen']);
  });

  it('finds public bodies as organizations', () => {
    expect(found('Klagen ble sendt til Skatteetaten og Arbeidstilsynet i Drammen.')).toEqual(
      expect.arrayContaining(['ORGANIZATION:Skatteetaten', 'LOCATION:Drammen']),
    );
  });

  it('returns scores in 0..1 and offsets inside the text', () => {
    const text = 'Hilsen Jonas Lund\nBrevet gjelder Marte Kirkerud i Hamar.';
    const spans = findNamedEntities(text);
    expect(spans.length).toBeGreaterThanOrEqual(2);
    for (const s of spans) {
      expect(s.score).toBeGreaterThan(0);
      expect(s.score).toBeLessThanOrEqual(1);
      expect(s.start).toBeLessThan(s.end);
      expect(s.end).toBeLessThanOrEqual(text.length);
    }
  });

  it('finds nothing in text without names, and handles empty text', () => {
    expect(findNamedEntities('Det var en fin dag, og vi gikk en lang tur.')).toEqual([]);
    expect(findNamedEntities('')).toEqual([]);
  });

  it('uses the Norwegian model for a Norwegian page', () => {
    const text = 'Saken gjelder Ola Hansen, født i Tromsø.';
    expect(found(text, findNamedEntitiesAuto(text))).toEqual(found(text));
  });

  it('tags a few pages of text (speed sanity, not a timed assertion)', () => {
    const page = 'Saken gjelder Ola Hansen, født i Tromsø. Han har søkt om støtte fra NAV Oslo. '.repeat(30);
    const started = performance.now();
    for (let i = 0; i < 20; i++) findNamedEntities(page);
    const ms = performance.now() - started;
    expect(findNamedEntities(page).length).toBeGreaterThanOrEqual(60);
    expect(ms).toBeGreaterThanOrEqual(0);
  });
});

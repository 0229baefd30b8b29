import { describe, expect, it } from 'vitest';
import { findEnglishEntities } from './english.ts';
import { findNamedEntitiesAuto } from './index.ts';

const found = (text: string, spans: { label: string; start: number; end: number }[]) =>
  spans.map((s) => `${s.label}:${text.slice(s.start, s.end)}`);

// The first call loads compromise (lazily, on the first English page): allow for a slow machine.
describe('findEnglishEntities', { timeout: 30_000 }, () => {
  it('finds a person and a place with char offsets and a fixed score', () => {
    const text = 'Yesterday John Smith flew from London to Paris.';
    const spans = findEnglishEntities(text);
    expect(found(text, spans)).toEqual(expect.arrayContaining(['PERSON:John Smith', 'LOCATION:London']));
    expect(spans.every((s) => s.score === 0.75)).toBe(true);
  });

  it('is what findNamedEntitiesAuto uses for an English page', () => {
    const text = 'The report was written by John Smith, who has lived in London for all of his life.';
    expect(found(text, findNamedEntitiesAuto(text))).toContain('PERSON:John Smith');
  });
});

describe('findEnglishEntities on page-like text', () => {
  it('keeps offsets right when only some sentences are read, and honours the labels asked for', () => {
    const text =
      'the form was filed on time.\nThe report was written by John Smith in London. it was fine.\nThen Mary Jones moved to Paris.';
    const found = findEnglishEntities(text).map(
      (span) => `${span.label}:${text.slice(span.start, span.end)}`,
    );
    expect(found).toEqual(
      expect.arrayContaining(['PERSON:John Smith', 'LOCATION:London', 'PERSON:Mary Jones', 'LOCATION:Paris']),
    );
    const people = findEnglishEntities(text, ['PERSON']).map((span) => span.label);
    expect(new Set(people)).toEqual(new Set(['PERSON']));
  });

  it('reads a title or "St." with the name after it, and no abbreviation alone as a place (issue 30)', () => {
    const text =
      'Yesterday Mr. Smith flew from Washington to St. Louis with Dr. Jones.\nThe ST column and the Mt. figures were left out.';
    const spans = found(text, findEnglishEntities(text, ['PERSON', 'LOCATION']));
    expect(spans).toEqual(
      expect.arrayContaining(['PERSON:Mr. Smith', 'LOCATION:St. Louis', 'PERSON:Dr. Jones']),
    );
    // Near-misses: "Mr", "St" or "ST" alone, read as a person or a place.
    for (const alone of ['PERSON:Mr', 'LOCATION:St', 'LOCATION:ST', 'LOCATION:Mt.', 'LOCATION:Mt'])
      expect(spans).not.toContain(alone);
  });

  it('finds nothing in text without a capital after the first word of a sentence', () => {
    expect(findEnglishEntities('the cat sat on the mat. and then it slept.')).toEqual([]);
  });
});

import { describe, expect, it } from 'vitest';
import { findEnglishEntities } from './english.ts';
import { findNamedEntitiesAuto } from './index.ts';

const found = (text: string, spans: { label: string; start: number; end: number }[]) =>
  spans.map((s) => `${s.label}:${text.slice(s.start, s.end)}`);

describe('findEnglishEntities', () => {
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

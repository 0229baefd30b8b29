import { describe, expect, it } from 'vitest';
import {
  alignEntities,
  alignQuote,
  FUZZY_THRESHOLD,
  levenshtein,
  levenshteinRatio,
  MAX_ENTITIES_PER_REPLY,
  MAX_QUOTE_CHARS,
} from './align.ts';

const slice = (text: string, a: { start: number; end: number }) => text.slice(a.start, a.end);

describe('aligning a model quote to the text', () => {
  it('does not align quotes longer than an entity, nor more entities than an answer may hold: dropped and counted', () => {
    const text = `Ola Nordmann bor i Bergen. ${'Lang tekst om saken. '.repeat(40)}`;
    const long = text.slice(0, MAX_QUOTE_CHARS + 1);
    const started = performance.now();
    const aligned = alignEntities(
      text,
      [
        { category: 'PERSON_A', quote: 'Ola Nordmann', context: '' },
        { category: 'CONTEXT_A', quote: long, context: long },
        ...Array.from({ length: MAX_ENTITIES_PER_REPLY }, () => ({
          category: 'LOCATION_A' as const,
          quote: 'Bergen',
          context: 'bor i Bergen',
        })),
      ],
      'test',
    );
    expect(aligned.spans.map((s) => text.slice(s.start, s.end))).toEqual(['Ola Nordmann', 'Bergen']);
    // The over-long quote, and the two entities past the limit (202 were sent).
    expect(aligned.unaligned).toBe(3);
    expect(performance.now() - started).toBeLessThan(500);
  });

  it('finds an exact quote at its offsets', () => {
    const text = 'Saken gjelder Ola Nordmann, født 1980.';
    const [hit, ...rest] = alignQuote(text, 'Ola Nordmann');
    expect(rest).toEqual([]);
    expect(hit).toMatchObject({ start: 14, end: 26, method: 'exact', similarity: 1 });
  });

  it('with several places, keeps the one whose surroundings match the context', () => {
    const text = 'Per møtte rektor.\nLønn per time: 200 kr.\nSenere ringte Per til NAV om saken.';
    const hits = alignQuote(text, 'Per', 'Senere ringte Per til NAV');
    expect(hits).toHaveLength(1);
    expect(hits[0]!.start).toBe(text.lastIndexOf('Per'));
    expect(hits[0]!.byContext).toBe(true);
  });

  it('keeps every place when the context cannot tell them apart', () => {
    const text = 'Kari Hansen skrev brevet. Kari Hansen signerte.';
    const hits = alignQuote(text, 'Kari Hansen', '');
    expect(hits.map((h) => h.start)).toEqual([0, 26]);
    expect(hits.every((h) => !h.byContext)).toBe(true);
  });

  it('does not find a quote inside a longer word', () => {
    expect(alignQuote('Personalavdelingen har svart.', 'Per')).toEqual([]);
    expect(alignQuote('Per Olsen, personalavdelingen', 'Per').map((h) => h.start)).toEqual([0]);
  });

  it('matches ignoring case, spacing and typographic marks, mapped back to the original offsets', () => {
    const text = 'Diagnose:  «Diabetes   type 2» – stabil.';
    const [hit] = alignQuote(text, '"diabetes type 2"');
    expect(hit!.method).toBe('normalised');
    expect(slice(text, hit!)).toBe('«Diabetes   type 2»');
    const [dash] = alignQuote(text, 'type 2" - stabil');
    expect(slice(text, dash!)).toBe('type 2» – stabil');
  });

  it('aligns a quote spanning a line break of the page text', () => {
    const text = 'Brevet er sendt til Ola\nNordmann i Bergen.';
    const [hit] = alignQuote(text, 'Ola Nordmann');
    expect(hit!.method).toBe('normalised');
    expect(slice(text, hit!)).toBe('Ola\nNordmann');
  });

  it('ignores soft hyphens and ligatures from the PDF', () => {
    const text = 'Han har epi\u00ADlepsi og \uFB01bromyalgi.';
    expect(slice(text, alignQuote(text, 'epilepsi')[0]!)).toBe('epi\u00ADlepsi');
    expect(slice(text, alignQuote(text, 'fibromyalgi')[0]!)).toBe('\uFB01bromyalgi');
  });

  it('finds a near quote fuzzily, trimmed to its words, and reports the similarity', () => {
    const text = 'Pasienten Ola Nordman, bosatt i Tromsø, har fått diagnosen.';
    const [hit] = alignQuote(text, 'Ola Nordmann');
    expect(hit!.method).toBe('fuzzy');
    expect(slice(text, hit!)).toBe('Ola Nordman');
    expect(hit!.similarity).toBeGreaterThanOrEqual(FUZZY_THRESHOLD);
  });

  it('leaves a quote unaligned when nothing is similar enough, and short quotes never fuzzy', () => {
    const text = 'Søknaden fra Kari Olsen er mottatt.';
    expect(alignQuote(text, 'Per Hansen')).toEqual([]);
    expect(alignQuote('Han er 45 år.', '46 år')).toEqual([]); // long enough for fuzzy, too far off…
    expect(alignQuote('Rom 12B', '12C')).toEqual([]); // …but 3 chars never are
    expect(alignQuote(text, '   ')).toEqual([]);
  });

  it('measures the Levenshtein ratio against the longer string', () => {
    expect(levenshteinRatio('nordmann', 'nordman')).toBeCloseTo(7 / 8);
    expect(levenshteinRatio('abc', 'abc')).toBe(1);
    expect(levenshteinRatio('', '')).toBe(1);
    // The banded distance stops at the limit: past it, it answers limit + 1.
    expect(levenshtein('kitten', 'sitting', 3)).toBe(3);
    expect(levenshtein('kitten', 'sitting', 2)).toBe(3);
    expect(levenshtein('abcdef', 'ab', 1)).toBe(2);
  });
});

describe('aligning the entities of a reply', () => {
  it('gives advanced spans with a score and a reason naming the model and the rung, counting the unaligned', () => {
    const text = 'Ola Nordmann (45 år) har\ndiabetes. Han bor i Bergen.';
    const { spans, unaligned } = alignEntities(
      text,
      [
        { category: 'PERSON_A', quote: 'Ola Nordmann', context: 'Ola Nordmann (45 år)' },
        { category: 'HEALTH_A', quote: 'har diabetes', context: '' },
        { category: 'PERSON_A', quote: 'Kari Olsen', context: '' },
        { category: 'LOCATION_A', quote: 'Bergen', context: 'bor i Bergen' },
        { category: 'LOCATION_A', quote: 'Bergen', context: 'bor i Bergen.' },
      ],
      'llama3.1:8b',
    );
    expect(unaligned).toBe(1);
    expect(spans.map((s) => [s.entityType, text.slice(s.start, s.end)])).toEqual([
      ['PERSON_A', 'Ola Nordmann'],
      ['HEALTH_A', 'har\ndiabetes'],
      ['LOCATION_A', 'Bergen'],
    ]);
    expect(spans[0]).toMatchObject({
      engine: 'advanced',
      score: 0.9,
      reason: 'language model (llama3.1:8b): exact quote',
    });
    expect(spans[1]!.reason).toBe(
      'language model (llama3.1:8b): quote found ignoring case, spacing and quote marks',
    );
    expect(spans[1]!.score).toBeLessThan(spans[0]!.score);
  });
});

import { describe, expect, it } from 'vitest';
import { scoreSentence } from './emissions.ts';
import { extractFeatures } from './features.ts';
import { loadDefaultModel, scoreTokens } from './model.ts';
import { splitSentences, tokenize } from './tokenize.ts';

// Written for this test (not from the training corpus): names, places, numbers, punctuation,
// capitals, a wrapped line and an all-caps heading, so every feature template fires.
const TEXT = [
  'VEDTAK OM TILSKUDD',
  'Kari Nordmann (f. 12.03.1980) bor i Storgata 5, 0155 Oslo, og jobber i Equinor ASA.',
  'Saken ble behandlet av Ola Hansen ved NAV Bergen den 3. mars; tlf. 22 33 44 55.',
  'Søkeren Anne-Lise Berg-Hansen har klaget til Fylkesmannen i Vestland, jf. forvaltningsloven § 28.',
  'Hun flyttet fra Tromsø til Kristiansand i 2019 og\nhar to barn.',
].join('\n');

describe('scoreSentence', () => {
  it('gives exactly the emissions of extractFeatures + scoreTokens, sentence by sentence', () => {
    const model = loadDefaultModel();
    const local = new Map();
    const sentences = splitSentences(TEXT, tokenize(TEXT));
    expect(sentences.length).toBeGreaterThan(3);
    for (const sentence of sentences) {
      const words = sentence.map((t) => t.text);
      const expected = scoreTokens(model, extractFeatures(words, model.lexicon), words.length);
      expect(Array.from(scoreSentence(model, words, local))).toEqual(Array.from(expected));
    }
    // Names and numbers were cached only for this text; a second pass over it reuses them.
    expect(local.has('Kari')).toBe(true);
    expect(local.has('Equinor')).toBe(true);
    expect(local.has('12.03.1980')).toBe(true);
    expect(local.has('og')).toBe(false);
  });

  it('scores a non-zero emission for a name in context (the cache is not empty scores)', () => {
    const model = loadDefaultModel();
    const emit = scoreSentence(model, ['Han', 'heter', 'Ola', 'Hansen', '.'], new Map());
    expect(emit.some((v) => v !== 0)).toBe(true);
  });
});

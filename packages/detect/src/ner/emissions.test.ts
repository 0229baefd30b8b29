import { describe, expect, it } from 'vitest';
import { scoreSentence, TextScorer } from './emissions.ts';
import { buildFeatures, extractFeatures } from './features.ts';
import { mixHash } from './hash.ts';
import { loadDefaultModel, scoreTokens } from './model.ts';
import { splitSentences, tokenize } from './tokenize.ts';
import { describeWord } from './word-info.ts';

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

describe('TextScorer', () => {
  it('gives exactly the emissions of extractFeatures + scoreTokens, with its arrays reused', () => {
    const model = loadDefaultModel();
    const scorer = new TextScorer(model);
    // Long sentences first, so later, shorter ones are written over longer leftovers.
    const sentences = splitSentences(TEXT, tokenize(TEXT)).sort((a, b) => b.length - a.length);
    for (const sentence of [...sentences, ...sentences]) {
      const words = sentence.map((t) => t.text);
      const expected = scoreTokens(model, extractFeatures(words, model.lexicon), words.length);
      const emit = scorer.score(sentence);
      expect(Array.from(emit.subarray(0, expected.length))).toEqual(Array.from(expected));
    }
    expect(scorer.local.has('Kari')).toBe(true);
    expect(scorer.local.has('og')).toBe(false);
  });
});

describe('word feature hashes', () => {
  // The hashes are part of the model format: the committed model was trained on exactly these.
  // Folded into one number per word, as computed by the code the model was trained with.
  it('are those the model was trained with', () => {
    const lexicon = loadDefaultModel().lexicon;
    const fold = (word: string) =>
      buildFeatures(describeWord(word, lexicon)).h.reduce((a, x) => mixHash(a, x), 0);
    expect(
      ['Kari', 'NORDMANN', 'forvaltningsloven', 'Hansens', '12.03.1980', ',', 'Anne-Lise', 'Tromsø'].map(
        fold,
      ),
    ).toEqual([
      -305084881, 541155409, -939110470, 403750297, -1953833071, -1879105962, -120872401, -137076789,
    ]);
  });
});

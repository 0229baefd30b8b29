import { extractFeatures } from '../../src/ner/features.ts';
import type { Lexicon } from '../../src/ner/word-info.ts';
import { collectCommonWords, encodeCommonWords } from './common-words.ts';
import type { Example } from './perceptron.ts';
import type { TaggedSentence } from './read-norne.ts';

/** The lexicon a model trained on `pool` ships: the gazetteer plus the pool's common words. */
export function buildLexicon(pool: TaggedSentence[], gazetteer: Map<string, number>) {
  const common = collectCommonWords(pool);
  const lexicon: Lexicon = { gazetteer, common: new Set(common) };
  return { lexicon, common: encodeCommonWords(common) };
}

/** Hashes each sentence's features with the given lexicon. */
export function toExamples(sentences: TaggedSentence[], lexicon: Lexicon): Example[] {
  return sentences.map((s) => ({ feats: extractFeatures(s.words, lexicon), tags: Uint8Array.from(s.tags) }));
}

/**
 * Training examples whose common-word feature is counted on the *other* folds only, so that, as
 * on new text, some ordinary words are unknown; otherwise "not common" would be a perfect name
 * signal in training and an overconfident one afterwards.
 */
export function toJackknifedExamples(
  sentences: TaggedSentence[],
  gazetteer: Map<string, number>,
  folds = 5,
): Example[] {
  return Array.from({ length: folds }, (_, k) => {
    const { lexicon } = buildLexicon(
      sentences.filter((_, i) => i % folds !== k),
      gazetteer,
    );
    return toExamples(
      sentences.filter((_, i) => i % folds === k),
      lexicon,
    );
  }).flat();
}

import { seededRandom, type TaggedSentence } from './read-norne.ts';

/** Upper-cases every word of a sentence, tags unchanged. */
export function upperCaseSentence(s: TaggedSentence): TaggedSentence {
  return { words: s.words.map((w) => w.toUpperCase()), tags: s.tags };
}

/**
 * Adds upper-cased copies of a seeded fraction of sentences: PDFs put names in capitals in
 * headings and forms ("SAKEN GJELDER: KARI NORDMANN"), which news text almost never does.
 */
export function addUpperCaseCopies(
  sentences: TaggedSentence[],
  fraction: number,
  seed: number,
): TaggedSentence[] {
  const random = seededRandom(seed ^ 0x5eed);
  const copies = sentences.filter(() => random() < fraction).map(upperCaseSentence);
  return [...sentences, ...copies];
}

import nlp from 'compromise';
import type { NerSpan } from './find-entities.ts';
import type { NerLabel } from './tags.ts';

/** Fixed confidence for compromise's rule-and-lexicon matches, which carry no score of their own. */
export const ENGLISH_SCORE = 0.75;

interface Offset {
  start: number;
  length: number;
}
interface Match {
  terms: { offset: Offset }[];
}

type Doc = ReturnType<typeof nlp>;
const PICKERS: [NerLabel, (doc: Doc) => { json(opts: object): unknown }][] = [
  ['PERSON', (doc) => doc.people()],
  ['LOCATION', (doc) => doc.places()],
  ['ORGANIZATION', (doc) => doc.organizations()],
];

/** Finds people, places and organizations in English text with compromise, as char spans. */
export function findEnglishEntities(text: string): NerSpan[] {
  const doc = nlp(text);
  const spans: NerSpan[] = [];
  for (const [label, pick] of PICKERS) {
    for (const match of pick(doc).json({ offset: true }) as Match[]) {
      const first = match.terms[0]?.offset;
      const last = match.terms[match.terms.length - 1]?.offset;
      if (!first || !last) continue;
      // Term offsets exclude the trailing punctuation that the match's own offset includes.
      spans.push({ label, start: first.start, end: last.start + last.length, score: ENGLISH_SCORE });
    }
  }
  return spans.sort((a, b) => a.start - b.start || b.end - a.end);
}

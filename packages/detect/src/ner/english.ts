import { createRequire } from 'node:module';
import type nlpType from 'compromise';
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

type Nlp = typeof nlpType;
type Doc = ReturnType<Nlp>;
const PICKERS: [NerLabel, (doc: Doc) => { json(opts: object): unknown }][] = [
  ['PERSON', (doc) => doc.people()],
  ['LOCATION', (doc) => doc.places()],
  ['ORGANIZATION', (doc) => doc.organizations()],
];

// compromise costs ~60 MB per thread once loaded; most documents are Norwegian, so it is loaded
// (synchronously, from its CommonJS build) only when the first English page arrives.
let nlp: Nlp | undefined;
function loadNlp(): Nlp {
  nlp ??= createRequire(import.meta.url)('compromise') as Nlp;
  return nlp;
}

/** A sentence can hold a name only if some word after its first starts with a capital letter. */
const MID_SENTENCE_CAPITAL = /[\s("'“‘][\p{Lu}]/u;
const SENTENCE = /[^.!?\n]+(?:[.!?]+|\n|$)/g;

/**
 * Finds people, places and organizations in English text with compromise, as char spans.
 * compromise is the costliest step of English detection, so it reads only the sentences that can
 * hold a name (a capital letter after their first word), joined into one text in a single call;
 * `labels` skips the kinds the caller does not need (each kind is a pass of its own).
 */
export function findEnglishEntities(
  text: string,
  labels: readonly NerLabel[] = ['PERSON', 'LOCATION', 'ORGANIZATION'],
): NerSpan[] {
  const pieces: { from: number; at: number; length: number }[] = [];
  let joined = '';
  for (const sentence of text.matchAll(SENTENCE)) {
    const body = sentence[0];
    if (!MID_SENTENCE_CAPITAL.test(body.trimStart().slice(1))) continue;
    pieces.push({ from: sentence.index, at: joined.length, length: body.length });
    joined += `${body}\n`;
  }
  if (pieces.length === 0) return [];
  const toOriginal = (offset: number) => {
    let low = 0;
    let high = pieces.length - 1;
    while (low < high) {
      const mid = (low + high + 1) >> 1;
      if (pieces[mid]!.at <= offset) low = mid;
      else high = mid - 1;
    }
    const piece = pieces[low]!;
    return piece.from + Math.min(offset - piece.at, piece.length);
  };
  const doc = loadNlp()(joined);
  const spans: NerSpan[] = [];
  for (const [label, pick] of PICKERS) {
    if (!labels.includes(label)) continue;
    for (const match of pick(doc).json({ offset: true }) as Match[]) {
      const first = match.terms[0]?.offset;
      const last = match.terms[match.terms.length - 1]?.offset;
      if (!first || !last) continue;
      // Term offsets exclude the trailing punctuation that the match's own offset includes.
      const start = toOriginal(first.start);
      const end = toOriginal(last.start + last.length);
      if (end > start) spans.push({ label, start, end, score: ENGLISH_SCORE });
    }
  }
  return spans.sort((a, b) => a.start - b.start || b.end - a.end);
}

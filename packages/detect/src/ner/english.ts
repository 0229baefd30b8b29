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
  terms: { offset: Offset; tags?: string[] }[];
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
// The word before a full stop that ends a piece of text ("… with Prof.").
const WORD_BEFORE_STOP = /(?:^|[^\p{L}])(\p{L}+)\.$/u;
// Abbreviations that a name follows: titles and forms of address, and the "Saint", "Mount", "Fort"
// of place names. Initials are left to the person-name rules (ner/person-rules.ts): read as one
// sentence with the words after them, a reference's "Easterbrook P. Decentralisation of …"
// becomes one person.
const BEFORE_NAME = new Set(
  'mr mrs ms mx dr prof messrs mme mlle sen rep gov gen capt lt col maj sgt cpl pvt cmdr adm rev hon st mt ft pt'.split(
    ' ',
  ),
);

/**
 * The text's sentences with their offsets: pieces up to a line break or a full stop, except that
 * the full stop of a title or of "St."/"Mt." does not end one ("Mr. Smith", "St. Louis"). Cut
 * there, compromise reads "Mr", "Prof" or "St" alone as a person or a place, and the name after
 * them, in a piece of its own, is skipped for want of a capital after its first word.
 */
function readSentences(text: string): [number, string][] {
  const sentences: [number, string][] = [];
  let from = -1;
  for (const piece of text.matchAll(SENTENCE)) {
    if (from < 0) from = piece.index;
    const end = piece.index + piece[0].length;
    const word = WORD_BEFORE_STOP.exec(piece[0])?.[1];
    const goesOn = end < text.length && text[end] !== '\n';
    if (goesOn && word !== undefined && BEFORE_NAME.has(word.toLowerCase())) continue;
    sentences.push([from, text.slice(from, end)]);
    from = -1;
  }
  if (from >= 0) sentences.push([from, text.slice(from)]);
  return sentences;
}

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
  for (const [from, body] of readSentences(text)) {
    if (!MID_SENTENCE_CAPITAL.test(body.trimStart().slice(1))) continue;
    pieces.push({ from, at: joined.length, length: body.length });
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
      // "The ST word", "Mt." alone: compromise files the abbreviations of "street", "saint",
      // "mount" (and the states) under places, but alone such a word names no place.
      if (label === 'LOCATION' && match.terms.length === 1 && match.terms[0]!.tags?.includes('Abbreviation'))
        continue;
      // Term offsets exclude the trailing punctuation that the match's own offset includes.
      const start = toOriginal(first.start);
      const end = toOriginal(last.start + last.length);
      if (end > start) spans.push({ label, start, end, score: ENGLISH_SCORE });
    }
  }
  return spans.sort((a, b) => a.start - b.start || b.end - a.end);
}

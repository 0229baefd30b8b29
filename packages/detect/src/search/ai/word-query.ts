import RE2 from 're2';
import type { Language } from '../../types.ts';
import { queryWords } from './entity-queries.ts';
import { irregularBase, isFormOf, MIN_STEM_CHARS, stemWord } from './stems.ts';
import { findSynonyms } from './synonyms.ts';

/**
 * Word queries of AI search (decision 0039): a query word matches its inflected forms (same
 * stem), compounds that begin with it ("barnevern" → "barnevernstjenesten") and its synonyms.
 * Lengths that keep a short word from matching everything:
 * - a stem under MIN_STEM_CHARS letters matches only the word itself;
 * - a stem under SHORT_STEM_CHARS letters (stems.ts) matches a form only when what follows the
 *   stem is an inflection ending ("leg" + "en" is "legen"; "leg" + "ende" is "legende");
 * - a compound's first part has at least MIN_COMPOUND_HEAD_CHARS letters, and its last part at
 *   least MIN_COMPOUND_TAIL_CHARS (three when the first part has five or more, unless those three
 *   letters are a suffix: "politi" + "ker" is "politiker", not a compound), with a vowel.
 */

export const MIN_COMPOUND_HEAD_CHARS = 4;
export const MIN_COMPOUND_TAIL_CHARS = 4;

/** Why a word matched, most direct first (a place matched two ways keeps the first). */
export type WordMatchKind = 'exact' | 'inflection' | 'compound' | 'synonym';

export interface TextMatch {
  start: number;
  end: number;
  kind: 'entity' | WordMatchKind | 'expansion' | 'pattern';
  reason: string;
}

// Endings that make a new word of a stem rather than join a second word to it.
const SUFFIXES = new Set([
  'nde',
  'ker',
  'ere',
  'ene',
  'ets',
  'ens',
  'het',
  'lig',
  'isk',
  'ing',
  'ert',
  'ske',
  'ers',
  'ner',
  'ter',
  'rer',
  'tet',
  'ses',
  'ful',
  'ish',
  'ous',
  'ism',
  'ist',
]);
// Tails that start like these are derivations, not second words: "politi" + "keren".
const DERIVATION = /^(?:ker|isk|ing|ist|ske|lig|het|else|nde|ere)/u;
const VOWEL = /[aeiouyæøå]/u;

const WORD = /^[\p{L}\p{N}]+(?:[-'’][\p{L}\p{N}]+)*$/u;

/** One word of a query, prepared for both languages. */
interface QueryWord {
  text: string;
  stems: Record<Language, string>;
  /** The word and its irregular base: a compound begins with one of these. */
  heads: Record<Language, string[]>;
  /** The stem as a compound's first part (five letters or more), when the word goes on unlike the query. */
  stemHead: Record<Language, string | undefined>;
  bases: Record<Language, string>;
  synonyms: SynonymWord[];
}

interface SynonymWord {
  text: string;
  stems: Record<Language, string>;
}

export interface WordQuery {
  /** The query's words: one is matched alone; several are matched in a row, each in any of its forms. */
  words: QueryWord[];
  /** Single-word synonyms of a query of several words ("child welfare" → "barnevern"). */
  synonyms: SynonymWord[];
  /** Texts matched as they are written, at word edges: phrases and words with other characters. */
  phrases: { kind: TextMatch['kind']; reason: string; re: RE2 }[];
  /** The query as the reasons quote it. */
  text: string;
}

const bothLanguages = <T>(make: (language: Language) => T): Record<Language, T> => ({
  no: make('no'),
  en: make('en'),
});

function escapeRe2(text: string): string {
  return text.replace(/[\\^$.*+?()[\]{}|]/gu, '\\$&');
}

/** A literal phrase as an RE2 pattern: any whitespace run matches any whitespace run. */
export function phrasePattern(phrase: string): RE2 {
  return new RE2(phrase.trim().split(/\s+/u).map(escapeRe2).join('\\s+'), 'giu');
}

const synonymWord = (text: string): SynonymWord => ({
  text,
  stems: bothLanguages((language) => stemWord(text, language)),
});

function prepareWord(text: string): QueryWord {
  const stems = bothLanguages((language) => stemWord(text, language));
  const bases = bothLanguages((language) => irregularBase(text, language));
  const heads = bothLanguages((language) =>
    [...new Set([text, bases[language]])].filter((head) => head.length >= MIN_COMPOUND_HEAD_CHARS),
  );
  const stemHead = bothLanguages((language) => (stems[language].length >= 5 ? stems[language] : undefined));
  const synonyms = findSynonyms(text)
    .filter((synonym) => !synonym.isPhrase)
    .map((synonym) => synonymWord(synonym.text));
  return { text, stems, heads, stemHead, bases, synonyms };
}

/**
 * Prepares a query: one word is matched in its forms, compounds and synonyms; several words are
 * matched in a row (each in its forms) and as written; a word with other characters ("2024/12")
 * is matched as written.
 */
export function prepareWordQuery(query: string): WordQuery {
  const text = query.trim().replace(/\s+/gu, ' ');
  const all = queryWords(text);
  const isWords = all.length > 0 && all.every((word) => WORD.test(word));
  const phrases: WordQuery['phrases'] = [];
  if (all.length > 1 || !isWords)
    phrases.push({
      kind: 'exact',
      reason: all.length > 1 ? `the phrase "${text}"` : `exact text "${text}"`,
      re: phrasePattern(text),
    });
  const synonyms = findSynonyms(text);
  for (const synonym of synonyms.filter((s) => s.isPhrase))
    phrases.push({
      kind: 'synonym',
      reason: `synonym of "${text}" ("${synonym.text}")`,
      re: phrasePattern(synonym.text),
    });
  return {
    text,
    words: isWords ? all.map(prepareWord) : [],
    synonyms: all.length > 1 ? synonyms.filter((s) => !s.isPhrase).map((s) => synonymWord(s.text)) : [],
    phrases,
  };
}

/** Whether `word` is a compound whose first part is `head` (Norwegian may join with s or e). */
export function isCompoundOf(word: string, head: string, language: Language): boolean {
  if (head.length < MIN_COMPOUND_HEAD_CHARS || !word.startsWith(head)) return false;
  const rest = word.slice(head.length);
  const tails = language === 'no' && /^[se]/u.test(rest) ? [rest, rest.slice(1)] : [rest];
  return tails.some(
    (tail) =>
      VOWEL.test(tail) &&
      !DERIVATION.test(tail) &&
      (tail.length >= MIN_COMPOUND_TAIL_CHARS ||
        (tail.length === 3 && head.length >= 5 && !SUFFIXES.has(tail))),
  );
}

const isSynonymForm = (lower: string, stem: string, synonym: SynonymWord, language: Language) =>
  lower === synonym.text ||
  (synonym.stems[language].length >= MIN_STEM_CHARS &&
    stem === synonym.stems[language] &&
    isFormOf(lower, stem, language));

/** How one word of the page relates to one query word, if at all. */
function relate(
  lower: string,
  stem: string,
  word: QueryWord,
  language: Language,
): { kind: WordMatchKind; reason: string } | undefined {
  const own = word.stems[language];
  const base = word.bases[language];
  if (lower === word.text) return { kind: 'exact', reason: `the word "${word.text}"` };
  // Snowball stems "nummer" to "numm" but "nummeret" to "nummer": a form whose stem is the query
  // word itself (or the other way round) is a form of it too.
  const isForm =
    own.length >= MIN_STEM_CHARS &&
    ((stem === own && isFormOf(lower, own, language)) ||
      (stem === base && isFormOf(lower, base, language)) ||
      lower === own);
  if (isForm) return { kind: 'inflection', reason: `inflected form of "${word.text}"` };
  const stemHead = word.stemHead[language];
  const isCompound =
    word.heads[language].some((head) => isCompoundOf(lower, head, language)) ||
    // On the stem only when the word goes on unlike the query ("saksnummeret" is no compound of "saksnumm").
    (stemHead !== undefined &&
      !lower.startsWith(base.slice(0, stemHead.length + 1)) &&
      isCompoundOf(lower, stemHead, language));
  if (isCompound) return { kind: 'compound', reason: `compound of "${word.text}"` };
  const synonym = word.synonyms.find((s) => isSynonymForm(lower, stem, s, language));
  if (synonym) return { kind: 'synonym', reason: `synonym of "${word.text}" ("${synonym.text}")` };
  return undefined;
}

const PAGE_WORD = /[\p{L}\p{N}]+(?:[-'’][\p{L}\p{N}]+)*/gu;
const KIND_ORDER: WordMatchKind[] = ['exact', 'inflection', 'compound', 'synonym'];
const SEQUENCE_REASONS: Record<WordMatchKind, string> = {
  exact: 'the phrase',
  inflection: 'inflected form of',
  compound: 'compound form of',
  synonym: 'synonym in',
};

interface PageToken {
  start: number;
  end: number;
  lower: string;
  stem: string;
}

/** Several query words in a row, each in one of its forms, with only spaces between them. */
function findSequences(text: string, tokens: PageToken[], query: WordQuery, language: Language): TextMatch[] {
  const found: TextMatch[] = [];
  const n = query.words.length;
  for (let i = 0; i + n <= tokens.length; i++) {
    let weakest = 0;
    let j = 0;
    for (; j < n; j++) {
      const token = tokens[i + j]!;
      if (j > 0 && !/^\s+$/u.test(text.slice(tokens[i + j - 1]!.end, token.start))) break;
      const relation = relate(token.lower, token.stem, query.words[j]!, language);
      if (!relation) break;
      weakest = Math.max(weakest, KIND_ORDER.indexOf(relation.kind));
    }
    if (j < n) continue;
    const kind = KIND_ORDER[weakest]!;
    found.push({
      start: tokens[i]!.start,
      end: tokens[i + n - 1]!.end,
      kind,
      reason: `${SEQUENCE_REASONS[kind]} "${query.text}"`,
    });
  }
  return found;
}

/** Every place in `text` where the words or phrases of `query` match, with the reason. */
export function findWordMatches(
  text: string,
  query: WordQuery,
  language: Language,
  stemOf: (word: string, language: Language) => string,
): TextMatch[] {
  const matches: TextMatch[] = [];
  if (query.words.length > 0 || query.synonyms.length > 0) {
    const tokens: PageToken[] = [...text.matchAll(PAGE_WORD)].map((m) => {
      const lower = m[0].toLowerCase();
      return { start: m.index, end: m.index + m[0].length, lower, stem: stemOf(lower, language) };
    });
    const [single] = query.words;
    for (const token of tokens) {
      const found =
        query.words.length === 1 && single
          ? relate(token.lower, token.stem, single, language)
          : query.synonyms.some((s) => isSynonymForm(token.lower, token.stem, s, language))
            ? { kind: 'synonym' as const, reason: `synonym of "${query.text}" ("${token.lower}")` }
            : undefined;
      if (found) matches.push({ start: token.start, end: token.end, ...found });
    }
    if (query.words.length > 1) matches.push(...findSequences(text, tokens, query, language));
  }
  for (const phrase of query.phrases)
    matches.push(...findPhrase(text, phrase.re, phrase.kind, phrase.reason));
  return matches;
}

const isWordChar = (ch: string | undefined) => ch !== undefined && /[\p{L}\p{N}]/u.test(ch);

/** Matches of a phrase pattern that start and end at word edges. */
export function findPhrase(text: string, re: RE2, kind: TextMatch['kind'], reason: string): TextMatch[] {
  const found: TextMatch[] = [];
  re.lastIndex = 0;
  for (let m = re.exec(text); m; m = re.exec(text)) {
    if (m[0].length === 0) {
      re.lastIndex = m.index + 1;
      continue;
    }
    const end = m.index + m[0].length;
    if (!isWordChar(text[m.index - 1]) && !isWordChar(text[end]))
      found.push({ start: m.index, end, kind, reason });
  }
  return found;
}

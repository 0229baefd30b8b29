import type { Span } from '../types.ts';
import type { ModelEntity } from './reply.ts';

/**
 * Maps the model's quotes back to exact offsets in the text it was given (decision 0035). The
 * ladder, first rung that finds something wins:
 *   1. exact: every occurrence of the quote as written, at word boundaries;
 *   2. normalised: the same after case-folding, collapsing whitespace (line breaks too), NFKC
 *      (ligatures), typographic quotes and dashes made plain and soft hyphens removed, mapped back
 *      to the original offsets;
 *   3. fuzzy: the window of words (the quote's word count ±1) most similar to the quote, if its
 *      Levenshtein ratio is at least FUZZY_THRESHOLD and the quote has FUZZY_MIN_QUOTE_CHARS or more;
 *   4. otherwise the quote is unaligned: dropped and counted, never guessed.
 * With several places found, those whose surrounding text shares the most words with the
 * model's `context` are kept (all of them when the context tells them apart no better).
 */

export type AlignMethod = 'exact' | 'normalised' | 'fuzzy';

export interface Alignment {
  start: number;
  end: number;
  method: AlignMethod;
  /** 1 for exact and normalised, the Levenshtein ratio for fuzzy. */
  similarity: number;
  /** True when the context chose these among more places the quote was found. */
  byContext: boolean;
}

/** Lowest Levenshtein ratio (1 − distance / longer length) a fuzzy match needs. */
export const FUZZY_THRESHOLD = 0.85;
/** Shorter quotes (after normalising) are never matched fuzzily: too many false friends. */
export const FUZZY_MIN_QUOTE_CHARS = 4;

/** Scores by rung: an exact quote is as sure as the model; a near match a little less. */
const SCORE = { exact: 0.9, normalised: 0.85, fuzzyFactor: 0.8 } as const;

const WORD_CHAR = /[\p{L}\p{N}]/u;
const SINGLE_QUOTES = /[\u2018\u2019\u201A\u201B\u2032\u00B4`]/g;
const DOUBLE_QUOTES = /[\u201C\u201D\u201E\u201F\u2033\u00AB\u00BB]/g;
const DASHES = /[\u2010\u2011\u2012\u2013\u2014\u2015\u2212]/g;
const INVISIBLE = /^(?:\u00AD|\u200B|\u200C|\u200D|\u2060|\uFEFF)+$/;

/** A normalised text and, per normalised char, the original range [starts[i], ends[i]) it came from. */
interface Normalised {
  text: string;
  starts: number[];
  ends: number[];
}

/** Case-folded, NFKC, plain quotes and dashes, one space for any whitespace run, no soft hyphens; trimmed. */
function normalise(input: string): Normalised {
  let text = '';
  const starts: number[] = [];
  const ends: number[] = [];
  // A base character with its combining marks is one unit, so a decomposed å maps like a composed one.
  for (const match of input.matchAll(/\P{M}\p{M}*|\p{M}+/gu)) {
    const unit = match[0];
    const start = match.index;
    const end = start + unit.length;
    if (INVISIBLE.test(unit)) continue;
    if (/^\s+$/u.test(unit)) {
      if (text.length > 0 && !text.endsWith(' ')) {
        text += ' ';
        starts.push(start);
        ends.push(end);
      }
      continue;
    }
    const folded = unit
      .normalize('NFKC')
      .toLowerCase()
      .replace(SINGLE_QUOTES, "'")
      .replace(DOUBLE_QUOTES, '"')
      .replace(DASHES, '-')
      .replace(/\s+/gu, ' ');
    for (let i = 0; i < folded.length; i++) {
      text += folded[i];
      starts.push(start);
      ends.push(end);
    }
  }
  if (text.endsWith(' ')) {
    text = text.slice(0, -1);
    starts.pop();
    ends.pop();
  }
  return { text, starts, ends };
}

function isWordChar(char: string | undefined): boolean {
  return char !== undefined && WORD_CHAR.test(char);
}

/** A match may not start or end inside a word (so "Per" is not found in "Personalavdelingen"). */
function atWordBoundaries(text: string, start: number, end: number): boolean {
  const startOk = !isWordChar(text[start - 1]) || !isWordChar(text[start]);
  const endOk = !isWordChar(text[end]) || !isWordChar(text[end - 1]);
  return startOk && endOk;
}

function allIndexesOf(haystack: string, needle: string): number[] {
  const found: number[] = [];
  for (let at = haystack.indexOf(needle); at !== -1; at = haystack.indexOf(needle, at + 1)) found.push(at);
  return found;
}

function wordsOf(normalisedText: string): string[] {
  return normalisedText.split(/[^\p{L}\p{N}]+/u).filter(Boolean);
}

/**
 * Keeps the places whose surroundings share the most words with the model's context; all of
 * them when the context does not tell them apart (no context, or every place scores the same).
 */
function preferByContext(
  text: string,
  ranges: { start: number; end: number }[],
  quote: string,
  context: string,
): { ranges: { start: number; end: number }[]; byContext: boolean } {
  if (ranges.length < 2 || context.trim() === '') return { ranges, byContext: false };
  const quoteWords = new Set(wordsOf(normalise(quote).text));
  const contextWords = [...new Set(wordsOf(normalise(context).text))].filter((w) => !quoteWords.has(w));
  if (contextWords.length === 0) return { ranges, byContext: false };
  const reach = Math.max(40, context.length);
  const scores = ranges.map(({ start, end }) => {
    const around = new Set(wordsOf(normalise(text.slice(Math.max(0, start - reach), end + reach)).text));
    return contextWords.filter((w) => around.has(w)).length;
  });
  const best = Math.max(...scores);
  if (best === 0 || scores.every((s) => s === best)) return { ranges, byContext: false };
  return { ranges: ranges.filter((_, i) => scores[i] === best), byContext: true };
}

/**
 * Levenshtein distance, or `limit + 1` as soon as it must exceed `limit`. Only the diagonal band
 * |i − j| ≤ limit is computed (cells outside it exceed the limit anyway): O(length × limit).
 */
export function levenshtein(a: string, b: string, limit: number): number {
  if (Math.abs(a.length - b.length) > limit) return limit + 1;
  const over = limit + 1;
  let previous = Array.from({ length: b.length + 1 }, (_, j) => (j <= limit ? j : over));
  let current = new Array<number>(b.length + 1).fill(over);
  for (let i = 1; i <= a.length; i++) {
    const from = Math.max(1, i - limit);
    const to = Math.min(b.length, i + limit);
    current[0] = i <= limit ? i : over;
    // The cells just outside the band are read by the next row: mark them as over the limit.
    if (from > 1) current[from - 1] = over;
    if (to < b.length) current[to + 1] = over;
    let rowMin = current[0];
    for (let j = from; j <= to; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      const value = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + cost, over);
      current[j] = value;
      if (value < rowMin) rowMin = value;
    }
    if (rowMin > limit) return over;
    [previous, current] = [current, previous];
  }
  return Math.min(previous[b.length]!, over);
}

/** 1 − distance / longer length, 0..1. */
export function levenshteinRatio(a: string, b: string): number {
  const longest = Math.max(a.length, b.length);
  if (longest === 0) return 1;
  return 1 - levenshtein(a, b, longest) / longest;
}

function findExact(text: string, quote: string): { start: number; end: number }[] {
  return allIndexesOf(text, quote)
    .map((start) => ({ start, end: start + quote.length }))
    .filter(({ start, end }) => atWordBoundaries(text, start, end));
}

/** What every quote of one text is matched against, computed once per text. */
interface PreparedText {
  text: string;
  normalised: Normalised;
  words: { start: number; end: number; norm: string }[];
}

function prepare(text: string): PreparedText {
  const words = [...text.matchAll(/\S+/gu)].map((m) => ({
    start: m.index,
    end: m.index + m[0].length,
    norm: normalise(m[0]).text,
  }));
  return { text, normalised: normalise(text), words };
}

function findNormalised(
  { text, normalised: haystack }: PreparedText,
  quote: string,
): { start: number; end: number }[] {
  const needle = normalise(quote).text;
  if (needle === '') return [];
  return allIndexesOf(haystack.text, needle)
    .map((at) => ({ start: haystack.starts[at]!, end: haystack.ends[at + needle.length - 1]! }))
    .filter(({ start, end }) => atWordBoundaries(text, start, end));
}

/** The most similar windows of whole words (quote's word count ±1), at or above the threshold. */
function findFuzzy(
  { text, words }: PreparedText,
  quote: string,
): { ranges: { start: number; end: number }[]; ratio: number } {
  const needle = normalise(quote).text;
  if (needle.length < FUZZY_MIN_QUOTE_CHARS) return { ranges: [], ratio: 0 };
  const quoteWordCount = needle.split(' ').length;
  let bestRatio = FUZZY_THRESHOLD;
  let best: { start: number; end: number }[] = [];
  const lengths = [0];
  const nonEmpty = [0];
  for (const word of words) {
    lengths.push(lengths.at(-1)! + word.norm.length);
    nonEmpty.push(nonEmpty.at(-1)! + (word.norm ? 1 : 0));
  }
  for (let n = Math.max(1, quoteWordCount - 1); n <= quoteWordCount + 1; n++) {
    for (let i = 0; i + n <= words.length; i++) {
      // The window's length from prefix sums first: most windows are too long or short to match.
      const parts = nonEmpty[i + n]! - nonEmpty[i]!;
      const length = lengths[i + n]! - lengths[i]! + Math.max(0, parts - 1);
      const longestEstimate = Math.max(length, needle.length);
      if (Math.abs(length - needle.length) > (1 - bestRatio) * longestEstimate + 1e-9) continue;
      const window = words
        .slice(i, i + n)
        .map((w) => w.norm)
        .filter(Boolean)
        .join(' ');
      const longest = Math.max(window.length, needle.length);
      // Only windows that can still reach the best ratio so far are measured.
      const limit = Math.floor((1 - bestRatio) * longest + 1e-9);
      const distance = levenshtein(window, needle, limit);
      if (distance > limit) continue;
      const ratio = 1 - distance / longest;
      const range = trimToQuote(text, words[i]!.start, words[i + n - 1]!.end, quote);
      if (ratio > bestRatio + 1e-9) {
        bestRatio = ratio;
        best = [range];
      } else if (best.every((r) => range.end <= r.start || range.start >= r.end)) {
        best.push(range);
      }
    }
  }
  return { ranges: best, ratio: best.length > 0 ? bestRatio : 0 };
}

/** Drops punctuation at the window's edges that the quote does not have there (a trailing comma). */
function trimToQuote(
  text: string,
  start: number,
  end: number,
  quote: string,
): { start: number; end: number } {
  const q = quote.trim();
  if (isWordChar(q[0])) while (start < end && !isWordChar(text[start])) start++;
  if (isWordChar(q[q.length - 1])) while (end > start && !isWordChar(text[end - 1])) end--;
  return { start, end };
}

/** Where `quote` is in `text` (offsets into `text`); empty when it could not be aligned. */
export function alignQuote(text: string, quote: string, context = ''): Alignment[] {
  return alignPrepared(prepare(text), quote, context);
}

function alignPrepared(prepared: PreparedText, quote: string, context: string): Alignment[] {
  const { text } = prepared;
  const trimmed = quote.trim();
  if (trimmed === '') return [];
  const rungs: [AlignMethod, () => { ranges: { start: number; end: number }[]; ratio: number }][] = [
    ['exact', () => ({ ranges: findExact(text, trimmed), ratio: 1 })],
    ['normalised', () => ({ ranges: findNormalised(prepared, trimmed), ratio: 1 })],
    ['fuzzy', () => findFuzzy(prepared, trimmed)],
  ];
  for (const [method, find] of rungs) {
    const { ranges, ratio } = find();
    if (ranges.length === 0) continue;
    const chosen = preferByContext(text, ranges, trimmed, context);
    return chosen.ranges.map(({ start, end }) => ({
      start,
      end,
      method,
      similarity: ratio,
      byContext: chosen.byContext,
    }));
  }
  return [];
}

function describe(model: string, alignment: Alignment): string {
  const how =
    alignment.method === 'exact'
      ? 'exact quote'
      : alignment.method === 'normalised'
        ? 'quote found ignoring case, spacing and quote marks'
        : `near match of the quote (similarity ${alignment.similarity.toFixed(2)})`;
  return `language model (${model}): ${how}${alignment.byContext ? ', place chosen by its context' : ''}`;
}

function scoreOf(alignment: Alignment): number {
  if (alignment.method === 'fuzzy') return Math.round(SCORE.fuzzyFactor * alignment.similarity * 100) / 100;
  return SCORE[alignment.method];
}

export interface AlignedEntities {
  /** Spans in `text` (engine 'advanced'); one per place, duplicates merged. */
  spans: Span[];
  /** Quotes that could not be found in the text and were dropped. */
  unaligned: number;
}

/**
 * Bounds on what one answer may make Sladd align (the work runs in the API process): a quote
 * longer than MAX_QUOTE_CHARS is no entity (a model asked to quote whole paragraphs, by the
 * document itself perhaps), and entities past MAX_ENTITIES_PER_REPLY are not read. Both are
 * dropped and counted as unaligned; a context is read up to MAX_CONTEXT_CHARS.
 */
export const MAX_QUOTE_CHARS = 300;
export const MAX_ENTITIES_PER_REPLY = 200;
export const MAX_CONTEXT_CHARS = 500;

/** Aligns every entity of a reply to spans of the text the model was given. */
export function alignEntities(
  text: string,
  entities: readonly ModelEntity[],
  model: string,
): AlignedEntities {
  const byKey = new Map<string, Span>();
  let unaligned = Math.max(0, entities.length - MAX_ENTITIES_PER_REPLY);
  const prepared = prepare(text);
  for (const entity of entities.slice(0, MAX_ENTITIES_PER_REPLY)) {
    if (entity.quote.length > MAX_QUOTE_CHARS) {
      unaligned++;
      continue;
    }
    const alignments = alignPrepared(prepared, entity.quote, entity.context.slice(0, MAX_CONTEXT_CHARS));
    if (alignments.length === 0) unaligned++;
    for (const alignment of alignments) {
      const span: Span = {
        entityType: entity.category,
        start: alignment.start,
        end: alignment.end,
        score: scoreOf(alignment),
        reason: describe(model, alignment),
        engine: 'advanced',
      };
      const key = `${span.entityType}:${span.start}:${span.end}`;
      const existing = byKey.get(key);
      if (!existing || existing.score < span.score) byKey.set(key, span);
    }
  }
  const spans = [...byKey.values()].sort((a, b) => a.start - b.start || a.end - b.end);
  return { spans, unaligned };
}

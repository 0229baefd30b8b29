import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Token } from '../../ner/tokenize.ts';
import type { SensitiveLabel } from './lexicon.ts';

/**
 * The sequence model of the sensitive categories: an averaged structured perceptron over BIO tags
 * with first-order Viterbi (the fast engine's approach, decision 0004), trained on the repository's
 * generated sentences (scripts/train-sensitive.ts). It reads a word's shape, endings and
 * neighbours, so it proposes terms the lexicon does not hold ("sarkoidose" reads like
 * "tuberkulose"); every proposal is then judged by the context model like a lexicon term.
 */
/**
 * The labels the sequence model tags: those whose vocabulary no lexicon can close — diagnoses and
 * drug names number in the thousands. The other labels' words (kin, parties, animals, benefits…)
 * are a closed set the lexicon holds; in training their terms are O. Three tags keep decoding cheap.
 */
export const TAGGED_LABELS: readonly SensitiveLabel[] = ['HEALTH_INFO_S'];
export const TAGS: readonly string[] = ['O', ...TAGGED_LABELS.flatMap((l) => [`B-${l}`, `I-${l}`])];
const T = TAGS.length;

/** tag index → label, and whether it begins (B) or continues (I) a span. */
const LABEL_OF: readonly (SensitiveLabel | undefined)[] = TAGS.map((tag) =>
  tag === 'O' ? undefined : (tag.slice(2) as SensitiveLabel),
);
const IS_INSIDE: readonly boolean[] = TAGS.map((tag) => tag.startsWith('I-'));

/** Whether tag `t` may follow tag `p` (-1: sentence start): an I- only after its own B- or I-. */
export function isAllowed(p: number, t: number): boolean {
  if (!IS_INSIDE[t]) return true;
  return p >= 0 && LABEL_OF[p] === LABEL_OF[t];
}

export interface TaggerFile {
  format: 'sladd-sensitive-tagger/1';
  start: number[];
  trans: number[];
  /** feature → [tag index, weight, tag index, weight, …] (only the tags it moves). */
  weights: Record<string, number[]>;
  info: Record<string, unknown>;
}

export interface Tagger {
  start: Float64Array;
  trans: Float64Array;
  weights: ReadonlyMap<string, Float64Array>;
}

export function loadTagger(file: TaggerFile): Tagger {
  if (file.format !== 'sladd-sensitive-tagger/1') throw new Error('not a sensitive-tagger model');
  const weights = new Map<string, Float64Array>();
  for (const [feature, pairs] of Object.entries(file.weights)) {
    const row = new Float64Array(T);
    for (let k = 0; k < pairs.length; k += 2) row[pairs[k]!] = pairs[k + 1]!;
    weights.set(feature, row);
  }
  return { start: Float64Array.from(file.start), trans: Float64Array.from(file.trans), weights };
}

export const TAGGER_FILE = '@sladd/detect/models/sensitive-tagger.json';
let shipped: Tagger | undefined;
export function shippedTagger(): Tagger {
  if (!shipped) {
    const path = createRequire(import.meta.url).resolve(TAGGER_FILE);
    shipped = loadTagger(JSON.parse(readFileSync(path, 'utf8')) as TaggerFile);
  }
  return shipped;
}

const DIGITS = /\d/g;

function shape(word: string): string {
  const first = word.charAt(0);
  const upper = first.toUpperCase();
  const lowerFirst = first.toLowerCase();
  if (upper !== lowerFirst) {
    if (first === lowerFirst) return 'aa';
    return word === word.toUpperCase() && word.length > 1 ? 'AA' : 'Aa';
  }
  return first >= '0' && first <= '9' ? '0' : 'p';
}

/**
 * Features of every token of a sentence: the word, its endings and shape, its neighbours, and the
 * lexicon label covering it (`lexicon[i]`, undefined when none). Strings; the model maps them to
 * weights. Each word is lower-cased once per sentence: this runs on every token of every page.
 */
export function sentenceFeatures(
  tokens: readonly Token[],
  lexicon: readonly (string | undefined)[],
): string[][] {
  const n = tokens.length;
  const lower = tokens.map((token) => token.text.toLowerCase().replace(DIGITS, '0'));
  const at = (i: number) => (i < 0 ? '<s>' : i >= n ? '</s>' : lower[i]!);
  const out = new Array<string[]>(n);
  for (let i = 0; i < n; i++) {
    const w = lower[i]!;
    const prev = at(i - 1);
    out[i] = [
      'bias',
      `w=${w}`,
      `s3=${w.slice(-3)}`,
      `s4=${w.slice(-4)}`,
      `s5=${w.slice(-5)}`,
      `p4=${w.slice(0, 4)}`,
      `shape=${shape(tokens[i]!.text)}${i === 0 ? '^' : ''}`,
      `len=${Math.min(w.length, 12)}`,
      `w-1=${prev}`,
      `w-2=${at(i - 2)}`,
      `w+1=${at(i + 1)}`,
      `w+2=${at(i + 2)}`,
      `w-1|w=${prev}|${w}`,
      `lex=${lexicon[i] ?? '-'}`,
      `lex-1=${lexicon[i - 1] ?? '-'}`,
      `lex+1=${lexicon[i + 1] ?? '-'}`,
    ];
  }
  return out;
}

/** Emission scores (n × T) for a sentence's features. */
export function emissions(tagger: Tagger, features: readonly string[][]): Float64Array {
  const emit = new Float64Array(features.length * T);
  features.forEach((list, i) => {
    for (const feature of list) {
      const row = tagger.weights.get(feature);
      if (!row) continue;
      for (let t = 0; t < T; t++) emit[i * T + t]! += row[t]!;
    }
  });
  return emit;
}

const ALLOWED_START: readonly boolean[] = TAGS.map((_, t) => isAllowed(-1, t));
const ALLOWED: readonly boolean[] = TAGS.flatMap((_, p) => TAGS.map((__, t) => isAllowed(p, t)));

/** The best tag sequence (Viterbi) under the BIO constraint. */
export function viterbi(tagger: Pick<Tagger, 'start' | 'trans'>, emit: Float64Array, n: number): number[] {
  if (n === 0) return [];
  const score = new Float64Array(n * T);
  const back = new Int16Array(n * T);
  for (let t = 0; t < T; t++) score[t] = ALLOWED_START[t] ? tagger.start[t]! + emit[t]! : -Infinity;
  for (let i = 1; i < n; i++) {
    for (let t = 0; t < T; t++) {
      let best = -Infinity;
      let arg = 0;
      for (let p = 0; p < T; p++) {
        if (!ALLOWED[p * T + t]) continue;
        const s = score[(i - 1) * T + p]! + tagger.trans[p * T + t]!;
        if (s > best) {
          best = s;
          arg = p;
        }
      }
      score[i * T + t] = best + emit[i * T + t]!;
      back[i * T + t] = arg;
    }
  }
  let last = 0;
  for (let t = 1; t < T; t++) if (score[(n - 1) * T + t]! > score[(n - 1) * T + last]!) last = t;
  const path = new Array<number>(n);
  path[n - 1] = last;
  for (let i = n - 1; i > 0; i--) path[i - 1] = back[i * T + path[i]!]!;
  return path;
}

/** The score of a path (start, transitions, emissions). */
export function pathScore(
  tagger: Pick<Tagger, 'start' | 'trans'>,
  emit: Float64Array,
  path: readonly number[],
): number {
  let score = 0;
  for (let i = 0; i < path.length; i++) {
    const t = path[i]!;
    score += (i === 0 ? tagger.start[t]! : tagger.trans[path[i - 1]! * T + t]!) + emit[i * T + t]!;
  }
  return score;
}

/**
 * How sure the model is of a span: the best path's score minus the best path's with the span's
 * tokens forced to O (0 when it would rather not tag them).
 */
export function spanMargin(
  tagger: Pick<Tagger, 'start' | 'trans'>,
  emit: Float64Array,
  path: readonly number[],
  first: number,
  last: number,
): number {
  const n = path.length;
  const forced = emit.slice();
  for (let i = first; i <= last; i++) for (let t = 1; t < T; t++) forced[i * T + t] = -1e9;
  return pathScore(tagger, emit, path) - pathScore(tagger, forced, viterbi(tagger, forced, n));
}

/** Spans of a tag path: [first token, last token, label]. */
export function spansOfPath(path: readonly number[]): Array<[number, number, SensitiveLabel]> {
  const spans: Array<[number, number, SensitiveLabel]> = [];
  for (let i = 0; i < path.length; i++) {
    const label = LABEL_OF[path[i]!];
    if (!label || IS_INSIDE[path[i]!]) continue;
    let j = i;
    while (j + 1 < path.length && IS_INSIDE[path[j + 1]!] && LABEL_OF[path[j + 1]!] === label) j++;
    spans.push([i, j, label]);
    i = j;
  }
  return spans;
}

/** Tag ids of a sentence from spans (training): B- then I- of the label, O elsewhere. */
export function tagsOf(n: number, spans: ReadonlyArray<[number, number, SensitiveLabel]>): number[] {
  const tags = new Array<number>(n).fill(0);
  for (const [first, last, label] of spans) {
    if (!TAGGED_LABELS.includes(label)) continue;
    tags[first] = TAGS.indexOf(`B-${label}`);
    for (let k = first + 1; k <= last; k++) tags[k] = TAGS.indexOf(`I-${label}`);
  }
  return tags;
}

export const TAG_COUNT = T;

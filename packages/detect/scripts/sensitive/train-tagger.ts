import { findCandidates } from '../../src/standard/sensitive/candidates.ts';
import type { SensitiveLabel } from '../../src/standard/sensitive/lexicon.ts';
import {
  isAllowed,
  TAG_COUNT as T,
  tagsOf,
  sentenceFeatures,
  viterbi,
  type TaggerFile,
} from '../../src/standard/sensitive/tagger.ts';
import { splitSentences, tokenize } from '../../src/ner/tokenize.ts';
import { seededRandom, shuffledIndices } from '../ner/read-norne.ts';
import type { GeneratedSentence } from './generate.ts';

interface TaggerExample {
  /** Per token: every feature (dropout picks from these each epoch). */
  features: string[][];
  tags: number[];
}

/**
 * Sentences to tagger examples: a template's term slots are tagged with their label whether the
 * template is positive or negative (the tagger finds terms; the context model judges them).
 */
export function taggerExamples(sentences: readonly GeneratedSentence[]): TaggerExample[] {
  const out: TaggerExample[] = [];
  for (const sentence of sentences) {
    const tokens = tokenize(sentence.text);
    for (const part of splitSentences(sentence.text, tokens)) {
      const lexicon = findCandidates(sentence.text, sentence.language, null);
      const labels = part.map(
        (token) => lexicon.find((c) => c.start <= token.start && token.end <= c.end)?.entry.label,
      );
      const spans: Array<[number, number, SensitiveLabel]> = [];
      for (const slot of sentence.slots) {
        const first = part.findIndex((t) => t.end > slot.start);
        let last = first;
        while (last + 1 < part.length && part[last + 1]!.start < slot.end) last++;
        if (first >= 0 && part[first]!.start < slot.end) spans.push([first, last, slot.label]);
      }
      out.push({ features: sentenceFeatures(part, labels), tags: tagsOf(part.length, spans) });
    }
  }
  return out;
}

// At this rate a token is shown as if the lexicon did not hold it and the word were unseen (its
// lexicon label reads '-', its identity features are left out), so the model also learns what a
// term looks like (its endings) and where it stands — what carries to words no lexicon holds.
const UNSEEN = 0.7;
const IDENTITY = /^(?:w=|w-1\|w=|p4=)/;

function asUnseen(features: readonly string[]): string[] {
  return features.filter((f) => !IDENTITY.test(f)).map((f) => (f.startsWith('lex=') ? 'lex=-' : f));
}

/** Structured averaged perceptron over BIO tags (Collins 2002) with feature dropout. */
export function trainTagger(data: readonly TaggerExample[], epochs: number, seed: number): TaggerFile {
  const w = new Map<string, Float64Array>();
  const acc = new Map<string, Float64Array>();
  const start = new Float64Array(T);
  const startAcc = new Float64Array(T);
  const trans = new Float64Array(T * T);
  const transAcc = new Float64Array(T * T);
  let c = 1;
  const random = seededRandom(seed);
  const rowOf = (m: Map<string, Float64Array>, f: string) => {
    let row = m.get(f);
    if (!row) m.set(f, (row = new Float64Array(T)));
    return row;
  };
  for (let epoch = 0; epoch < epochs; epoch++) {
    let errors = 0;
    for (const idx of shuffledIndices(data.length, Math.floor(random() * 2 ** 31))) {
      const { features: all, tags: gold } = data[idx]!;
      const n = gold.length;
      const features = all.map((list) => (random() < UNSEEN ? asUnseen(list) : list));
      const emit = new Float64Array(n * T);
      features.forEach((list, i) => {
        for (const f of list) {
          const row = w.get(f);
          if (row) for (let t = 0; t < T; t++) emit[i * T + t]! += row[t]!;
        }
      });
      const pred = viterbi({ start, trans }, emit, n);
      for (let i = 0; i < n; i++) {
        const g = gold[i]!;
        const p = pred[i]!;
        if (g !== p) {
          errors++;
          for (const f of features[i]!) {
            const row = rowOf(w, f);
            const a = rowOf(acc, f);
            row[g]! += 1;
            a[g]! += c;
            row[p]! -= 1;
            a[p]! -= c;
          }
        }
        const gp = i === 0 ? -1 : gold[i - 1]!;
        const pp = i === 0 ? -1 : pred[i - 1]!;
        if (g === p && gp === pp) continue;
        if (i === 0) {
          start[g]! += 1;
          startAcc[g]! += c;
          start[p]! -= 1;
          startAcc[p]! -= c;
        } else {
          trans[gp * T + g]! += 1;
          transAcc[gp * T + g]! += c;
          trans[pp * T + p]! -= 1;
          transAcc[pp * T + p]! -= c;
        }
      }
      c++;
    }
    console.log(`  tagger epoch ${epoch + 1}/${epochs}: ${errors} token errors`);
  }
  const round = (v: number) => Math.round(v * 1000) / 1000;
  const weights: Record<string, number[]> = {};
  for (const f of [...w.keys()].sort()) {
    const row = w.get(f)!;
    const a = acc.get(f)!;
    const pairs: number[] = [];
    for (let t = 0; t < T; t++) {
      const v = round(row[t]! - a[t]! / c);
      if (Math.abs(v) >= 0.01) pairs.push(t, v);
    }
    if (pairs.length) weights[f] = pairs;
  }
  return {
    format: 'sladd-sensitive-tagger/1',
    start: [...start].map((v, t) => (isAllowed(-1, t) ? round(v - startAcc[t]! / c) : 0)),
    trans: [...trans].map((v, k) => round(v - transAcc[k]! / c)),
    weights,
    info: {},
  };
}

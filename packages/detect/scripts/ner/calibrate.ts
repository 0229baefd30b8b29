import { tagWords } from '../../src/ner/find-entities.ts';
import type { NerModel } from '../../src/ner/model.ts';
import { spansOf } from '../../src/ner/tags.ts';
import { SpanCounter, type Score } from './evaluate.ts';
import type { TaggedSentence } from './read-norne.ts';

/** Scores a loaded model on sentences through the inference path; collects span margins too. */
export function evaluateModel(model: NerModel, sentences: TaggedSentence[]) {
  const counter = new SpanCounter();
  const margins: number[] = [];
  const correct: number[] = [];
  for (const s of sentences) {
    const { tags, margins: m } = tagWords(model, s.words);
    counter.add(s.tags, tags);
    const gold = new Set(spansOf(s.tags).map((g) => `${g.label}:${g.start}:${g.end}`));
    for (const span of spansOf(tags)) {
      let sum = 0;
      for (let i = span.start; i < span.end; i++) sum += m[i]!;
      margins.push(sum / (span.end - span.start));
      correct.push(gold.has(`${span.label}:${span.start}:${span.end}`) ? 1 : 0);
    }
  }
  return { scores: counter.scores() as Record<string, Score>, margins, correct };
}

/** Fits p(correct) = sigmoid(a·x + b) by Newton's method (1-D logistic regression). */
export function fitLogistic(x: number[], y: number[]): { a: number; b: number; logLoss: number } {
  let a = 0;
  let b = 0;
  for (let iter = 0; iter < 50; iter++) {
    let ga = 0, gb = 0, haa = 1e-6, hab = 0, hbb = 1e-6; // prettier-ignore
    for (let i = 0; i < x.length; i++) {
      const p = 1 / (1 + Math.exp(-(a * x[i]! + b)));
      const r = p - y[i]!;
      const v = p * (1 - p);
      ga += r * x[i]!;
      gb += r;
      haa += v * x[i]! * x[i]!;
      hab += v * x[i]!;
      hbb += v;
    }
    const det = haa * hbb - hab * hab;
    a -= (hbb * ga - hab * gb) / det;
    b -= (haa * gb - hab * ga) / det;
  }
  let logLoss = 0;
  for (let i = 0; i < x.length; i++) {
    const p = 1 / (1 + Math.exp(-(a * x[i]! + b)));
    logLoss -= y[i]! ? Math.log(Math.max(p, 1e-12)) : Math.log(Math.max(1 - p, 1e-12));
  }
  return { a: round(a), b: round(b), logLoss: round(logLoss / Math.max(1, x.length)) };
}

const round = (v: number) => Math.round(v * 1e4) / 1e4;

/** Reliability table: held-out spans grouped by confidence, with how many of each were right. */
export function tabulateReliability(x: number[], y: number[], fit: { a: number; b: number }) {
  const edges = [0, 0.5, 0.7, 0.9, 0.97, 1.0001];
  return edges.slice(0, -1).map((lo, k) => {
    const hi = edges[k + 1]!;
    let n = 0;
    let right = 0;
    let sumP = 0;
    for (let i = 0; i < x.length; i++) {
      const p = 1 / (1 + Math.exp(-(fit.a * x[i]! + fit.b)));
      if (p < lo || p >= hi) continue;
      n++;
      right += y[i]!;
      sumP += p;
    }
    return {
      range: `${lo}–${Math.min(hi, 1)}`,
      spans: n,
      meanScore: round(sumP / (n || 1)),
      correct: round(right / (n || 1)),
    };
  });
}

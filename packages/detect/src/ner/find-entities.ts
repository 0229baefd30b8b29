import { decodeInto, decodeWithMargins } from './decode.ts';
import { scoreSentence, TextScorer, type LocalScores } from './emissions.ts';
import type { NerModel } from './model.ts';
import { spansOf, type NerLabel } from './tags.ts';
import { splitSentences, tokenize } from './tokenize.ts';

/** An entity found in text: char offsets (end exclusive) and a confidence in 0..1. */
export interface NerSpan {
  label: NerLabel;
  start: number;
  end: number;
  score: number;
  /** Why a rule (not the model) found it, for the hit's reason; absent for the model's own spans. */
  reason?: string;
}

/**
 * Tags one tokenized sentence: BIO tag ids plus each token's max-marginal margin. `local` caches
 * the scores of the text's words across its sentences; pass one per text and drop it after.
 */
export function tagWords(
  model: NerModel,
  words: readonly string[],
  local: LocalScores = new Map(),
): { tags: Uint8Array; margins: Float32Array } {
  return decodeWithMargins(scoreSentence(model, words, local), words.length, model);
}

/** Span confidence from the mean token margin through the held-out-fitted logistic. */
export function scoreMargin(model: NerModel, meanMargin: number): number {
  const { a, b } = model.header.calibration;
  return 1 / (1 + Math.exp(-(a * meanMargin + b)));
}

/** Finds person, location and organization spans in text with the given model. */
export function findEntitiesWith(model: NerModel, text: string): NerSpan[] {
  const out: NerSpan[] = [];
  // What tagWords does per sentence, with the text's word cache and arrays reused between its
  // sentences (most of which tag nothing).
  const scorer = new TextScorer(model);
  let tags = new Uint8Array(64);
  let margins = new Float32Array(64);
  for (const sentence of splitSentences(text, tokenize(text))) {
    const n = sentence.length;
    if (tags.length < n) {
      tags = new Uint8Array(2 * n);
      margins = new Float32Array(2 * n);
    }
    if (!decodeInto(scorer.score(sentence), n, model, tags, margins)) continue;
    for (const span of spansOf(tags, n)) {
      let sum = 0;
      for (let i = span.start; i < span.end; i++) sum += margins[i]!;
      out.push({
        label: span.label,
        start: sentence[span.start]!.start,
        end: sentence[span.end - 1]!.end,
        score: Math.round(scoreMargin(model, sum / (span.end - span.start)) * 1000) / 1000,
      });
    }
  }
  return out;
}

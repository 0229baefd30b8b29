import { LABELS, spansOf } from '../../src/ner/tags.ts';

/** Precision, recall and F1 for one label or the micro average. */
export interface Score {
  precision: number;
  recall: number;
  f1: number;
  support: number;
}

type LabelledSpan = { label: string; start: number; end: number };

/** Counts of exact span matches per label, CoNLL style. */
export class SpanCounter {
  private readonly counts = new Map<string, { tp: number; pred: number; gold: number }>();

  /** Adds one sentence's gold and predicted tag sequences. */
  add(gold: ArrayLike<number>, pred: ArrayLike<number>): void {
    this.addSpans(spansOf(gold), spansOf(pred));
  }

  /** Adds gold and predicted spans (token or char offsets, the same kind for both). */
  addSpans(goldSpans: LabelledSpan[], predSpans: LabelledSpan[]): void {
    const key = (s: LabelledSpan) => `${s.label}:${s.start}:${s.end}`;
    const predKeys = new Set(predSpans.map(key));
    for (const s of predSpans) this.get(s.label).pred++;
    for (const s of goldSpans) {
      const c = this.get(s.label);
      c.gold++;
      if (predKeys.has(key(s))) c.tp++;
    }
  }

  /** Scores per label plus "micro". */
  scores(): Record<string, Score> {
    const out: Record<string, Score> = {};
    const all = { tp: 0, pred: 0, gold: 0 };
    for (const label of LABELS) {
      const c = this.get(label);
      out[label] = toScore(c);
      all.tp += c.tp;
      all.pred += c.pred;
      all.gold += c.gold;
    }
    out.micro = toScore(all);
    return out;
  }

  private get(label: string) {
    let c = this.counts.get(label);
    if (!c) this.counts.set(label, (c = { tp: 0, pred: 0, gold: 0 }));
    return c;
  }
}

function toScore({ tp, pred, gold }: { tp: number; pred: number; gold: number }): Score {
  const precision = pred ? tp / pred : 0;
  const recall = gold ? tp / gold : 0;
  const f1 = precision + recall ? (2 * precision * recall) / (precision + recall) : 0;
  return { precision: round(precision), recall: round(recall), f1: round(f1), support: gold };
}

const round = (x: number) => Math.round(x * 10000) / 10000;

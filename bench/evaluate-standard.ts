// Held-out evaluation of the standard engine's sensitive categories (issue 14; decision 0038):
//   npm run eval:standard            (test sets: the reported figures)
//   npm run eval:standard -- --set test2  (the second test set, written after tuning)
//   npm run eval:standard -- --set test,test2  (both, pooled: the figure in docs/PERFORMANCE.md)
//   npm run eval:standard -- --dev   (dev sets: the ones used to tune)
// Reads packages/detect/eval/sensitive/{test,dev}-{no,en}.txt — hand-written case-note sentences
// with the span rules' marks inline as [[text|LABEL]] — runs the standard engine over each file
// as one page text (language detected as in production, threshold 0.5), and reports precision,
// recall and F1 per label, strict (same label and exact span) and overlap (same label, spans
// overlap). Then the advanced method's fallback path (no language model) on the same texts.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import {
  createAdvancedFallbackEngine,
  createStandardEngine,
  detectPageLanguage,
  SENSITIVE_LABELS,
} from '@sladd/detect';
import type { Engine } from '@sladd/detect';
import { parseAnnotated, type Mark } from '../packages/detect/scripts/sensitive/annotated.ts';
import { describeMachine } from './machine.ts';

interface Counts {
  tp: number;
  pred: number;
  gold: number;
  goldFound: number;
}

const prf = (c: Counts, strict: boolean) => {
  const p = c.pred ? c.tp / c.pred : 0;
  const r = c.gold ? (strict ? c.tp : c.goldFound) / c.gold : 0;
  const f = p + r ? (2 * p * r) / (p + r) : 0;
  return { precision: round(p), recall: round(r), f1: round(f) };
};
const round = (v: number) => Math.round(v * 1000) / 1000;

function score(pairs: Array<{ gold: Mark[]; pred: Mark[] }>, labels: readonly string[]) {
  const strict = new Map<string, Counts>();
  const overlap = new Map<string, Counts>();
  const get = (m: Map<string, Counts>, l: string) => {
    if (!m.has(l)) m.set(l, { tp: 0, pred: 0, gold: 0, goldFound: 0 });
    return m.get(l)!;
  };
  for (const { gold, pred } of pairs) {
    for (const label of labels) {
      const g = gold.filter((m) => m.label === label);
      const p = pred.filter((m) => m.label === label);
      const s = get(strict, label);
      const o = get(overlap, label);
      s.gold += g.length;
      o.gold += g.length;
      s.pred += p.length;
      o.pred += p.length;
      const exact = p.filter((x) => g.some((y) => y.start === x.start && y.end === x.end)).length;
      s.tp += exact;
      s.goldFound += exact;
      o.tp += p.filter((x) => g.some((y) => x.start < y.end && y.start < x.end)).length;
      o.goldFound += g.filter((y) => p.some((x) => x.start < y.end && y.start < x.end)).length;
    }
  }
  const table = labels.map((label) => ({
    label,
    gold: strict.get(label)!.gold,
    predicted: strict.get(label)!.pred,
    strict: prf(strict.get(label)!, true),
    overlap: prf(overlap.get(label)!, false),
  }));
  const sum = (m: Map<string, Counts>) =>
    [...m.values()].reduce(
      (a, c) => ({
        tp: a.tp + c.tp,
        pred: a.pred + c.pred,
        gold: a.gold + c.gold,
        goldFound: a.goldFound + c.goldFound,
      }),
      { tp: 0, pred: 0, gold: 0, goldFound: 0 },
    );
  return { table, micro: { strict: prf(sum(strict), true), overlap: prf(sum(overlap), false) } };
}

function predict(
  engine: Engine,
  text: string,
  entities: readonly string[],
  toGold: (span: { entityType: string }) => string,
) {
  const language = detectPageLanguage(text);
  return engine
    .findSpans({ text, language, entities })
    .filter((span) => span.score >= 0.5)
    .map((span) => ({ start: span.start, end: span.end, label: toGold(span) }));
}

// The advanced labels the fallback answers from the sensitive categories.
const FALLBACK_LABELS = [
  'HEALTH_A',
  'CRIMINAL_A',
  'SEXUAL_A',
  'RELIGIOUS_BELIEF_A',
  'POLITICAL_AFFILIATION_A',
  'TRADE_UNION_A',
  'CONTEXT_A',
];
// Each is scored against the category marks it reads (the span's own category, found from the kind in its type).
const FALLBACK_SCORED = [
  'HEALTH_INFO_S',
  'CRIMINAL_RECORD_S',
  'SEXUAL_ORIENTATION_S',
  'POLITICAL_CASE_S',
  'CONTEXT_SENSITIVE_S',
  'BEHAVIORAL_PATTERN_S',
  'ECONOMIC_STATUS_S',
];

function main(): void {
  const named = process.argv.indexOf('--set');
  const set = process.argv.includes('--dev') ? 'dev' : named > 0 ? process.argv[named + 1]! : 'test';
  const dir = fileURLToPath(new URL('../packages/detect/eval/sensitive/', import.meta.url));
  // Several sets at once ("test,test2"): their documents are pooled.
  const docs = set
    .split(',')
    .flatMap((name) =>
      ['no', 'en'].map((lang) => ({
        lang,
        ...parseAnnotated(readFileSync(`${dir}${name}-${lang}.txt`, 'utf8')),
      })),
    );
  const standard = createStandardEngine();
  const standardResult = score(
    docs.map((d) => ({
      gold: d.gold,
      pred: predict(standard, d.text, SENSITIVE_LABELS, (s) => s.entityType),
    })),
    SENSITIVE_LABELS,
  );
  const fallback = createAdvancedFallbackEngine();
  const fallbackPairs = docs.map((d) => {
    // The category of a fallback hit: the standard engine's hit at the same place.
    const standardSpans = standard.findSpans({
      text: d.text,
      language: detectPageLanguage(d.text),
      entities: SENSITIVE_LABELS,
    });
    const categoryAt = (span: { start: number; end: number }) =>
      standardSpans.find((s) => s.start === span.start && s.end === span.end)?.entityType ?? 'UNKNOWN';
    const language = detectPageLanguage(d.text);
    const pred = fallback
      .findSpans({ text: d.text, language, entities: FALLBACK_LABELS })
      .filter((span) => span.score >= 0.5)
      .map((span) => ({ start: span.start, end: span.end, label: categoryAt(span) }));
    return { gold: d.gold.filter((m) => FALLBACK_SCORED.includes(m.label)), pred };
  });
  const fallbackResult = score(fallbackPairs, FALLBACK_SCORED);
  const perLanguage = Object.fromEntries(
    ['no', 'en'].map((lang) => [
      lang,
      score(
        docs
          .filter((d) => d.lang === lang)
          .map((d) => ({
            gold: d.gold,
            pred: predict(standard, d.text, SENSITIVE_LABELS, (s) => s.entityType),
          })),
        SENSITIVE_LABELS,
      ).micro,
    ]),
  );
  console.log(
    JSON.stringify(
      {
        set,
        machine: describeMachine(),
        date: new Date().toISOString().slice(0, 10),
        gold: docs.reduce((n, d) => n + d.gold.length, 0),
        standard: standardResult,
        perLanguage,
        fallback: { labels: FALLBACK_LABELS, micro: fallbackResult.micro, table: fallbackResult.table },
      },
      null,
      1,
    ),
  );
}

main();

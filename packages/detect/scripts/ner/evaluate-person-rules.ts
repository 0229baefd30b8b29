// Do the person-name rules (src/ner/person-rules.ts) cost the fast engine anything on NorNE news
// text, where the model is at home? Trains the 90 % split model with the recipe of
// scripts/train-ner.ts, lays the held-out 10 % out as wrapped page text, and scores PERSON_F and
// LOCATION_F (exact spans, threshold 0.5, overlaps resolved) without and with the rules.
// Writes nothing.
//   npx tsx packages/detect/scripts/ner/evaluate-person-rules.ts   (NORNE_SPLIT=dev lists changes)
import { fileURLToPath } from 'node:url';
import { resolveOverlaps } from '../../src/engine/filters.ts';
import { findEntitiesWith } from '../../src/ner/find-entities.ts';
import { parseModel } from '../../src/ner/model.ts';
import { refinePersons } from '../../src/ner/person-rules.ts';
import type { NerSpan } from '../../src/ner/find-entities.ts';
import type { Span } from '../../src/types.ts';
import { evaluateModel, fitLogistic } from './calibrate.ts';
import { addUpperCaseCopies } from './augment.ts';
import { buildLexicon, toJackknifedExamples } from './examples.ts';
import { buildGazetteer } from './gazetteer.ts';
import { describeMachine } from './machine-info.ts';
import { trainPerceptron } from './perceptron.ts';
import { readNorne, shuffledIndices } from './read-norne.ts';
import { encodeModel } from './write-model.ts';
import { layOut, wrapLines } from './wrapped-eval.ts';

const data =
  process.env.NORNE_TSV ??
  fileURLToPath(new URL('../../../../../shared/data/norne/nob-train.tsv', import.meta.url));
const seed = 20260521;
const all = readNorne(data);
const order = shuffledIndices(all.length, seed);
const cut = Math.round(all.length * 0.1);
// NORNE_SPLIT=dev: analyse a development slice (10 %) of the training part instead, with the
// model trained on the other 90 % of it, and list each span the rule changes. The held-out 10 %
// is only ever scored, never listed, so nothing is tuned on it.
const isDev = process.env.NORNE_SPLIT === 'dev';
const trainPart = order.slice(cut);
const devCut = Math.round(trainPart.length * 0.1);
const heldOut = (isDev ? trainPart.slice(0, devCut) : order.slice(0, cut)).map((i) => all[i]!);
const train = (isDev ? trainPart.slice(devCut) : trainPart).map((i) => all[i]!);

const gaz = buildGazetteer();
const gazetteer = new Map(Object.entries(gaz.entries));
const lexicon = buildLexicon(train, gazetteer);
console.log(`training the split model on ${train.length} sentences…`);
const weights = trainPerceptron(
  toJackknifedExamples(addUpperCaseCopies(train, 0.1, seed), gazetteer),
  12,
  22,
  seed,
);
const extras = (calibration: { a: number; b: number }) => ({
  calibration,
  gazetteer: gaz.entries,
  common: lexicon.common,
  info: {},
});
const raw = parseModel(encodeModel(weights, extras({ a: 1, b: 0 })));
const fitted = evaluateModel(raw, heldOut);
const model = parseModel(encodeModel(weights, extras(fitLogistic(fitted.margins, fitted.correct))));

const { text, gold } = layOut(heldOut);
const wrapped = wrapLines(text, 80);
const ENTITY = { PERSON: 'PERSON_F', LOCATION: 'LOCATION_F' } as const;
const goldSpans = gold
  .filter((g) => g.label !== 'ORGANIZATION')
  .map((g) => ({ ...g, label: ENTITY[g.label as keyof typeof ENTITY] }));
const entities = findEntitiesWith(model, wrapped);
const started = performance.now();
const refined = refinePersons(wrapped, entities, model.lexicon);
const rulesMs = performance.now() - started;

const toSpans = (list: readonly NerSpan[]): Span[] =>
  list
    .filter((s) => s.label !== 'ORGANIZATION')
    .map((s) => ({
      entityType: ENTITY[s.label as keyof typeof ENTITY],
      start: s.start,
      end: s.end,
      score: s.score,
      reason: '',
      engine: 'fast',
    }));

function score(spans: Span[]) {
  const kept = resolveOverlaps(spans.filter((s) => s.score >= 0.5));
  const key = (label: string, start: number, end: number) => `${label}:${start}:${end}`;
  const found = new Set(kept.map((s) => key(s.entityType, s.start, s.end)));
  const rows: Record<string, { precision: string; recall: string; f1: string; gold: number; found: number }> =
    {};
  for (const label of ['PERSON_F', 'LOCATION_F']) {
    const g = goldSpans.filter((s) => s.label === label);
    const tp = g.filter((s) => found.has(key(label, s.start, s.end))).length;
    const n = kept.filter((s) => s.entityType === label).length;
    const [p, r] = [tp / n, tp / g.length];
    rows[label] = {
      precision: p.toFixed(3),
      recall: r.toFixed(3),
      f1: ((2 * p * r) / (p + r)).toFixed(3),
      gold: g.length,
      found: n,
    };
  }
  return rows;
}

console.log('NER model only:');
console.table(score(toSpans(entities)));
console.log('NER model + person-name rules (the fast engine now):');
console.table(score(toSpans(refined)));
console.log(`person-name rules: ${rulesMs.toFixed(0)} ms for ${wrapped.length} characters`);
if (isDev) listChangedSpans();
console.log(describeMachine());

/** Development slice only: each span the rules add or take away, right (+) or wrong (-). */
function listChangedSpans() {
  const goldKeys = new Set(goldSpans.map((g) => `${g.label}:${g.start}:${g.end}`));
  const before = resolveOverlaps(toSpans(entities).filter((s) => s.score >= 0.5));
  const after = resolveOverlaps(toSpans(refined).filter((s) => s.score >= 0.5));
  const same = (a: Span, b: Span) => a.start === b.start && a.end === b.end && a.entityType === b.entityType;
  const show = (sign: string, s: Span) => {
    const mark = goldKeys.has(`${s.entityType}:${s.start}:${s.end}`) ? 'right' : 'wrong';
    const context = `${wrapped.slice(Math.max(0, s.start - 40), s.start)}[[${wrapped.slice(s.start, s.end)}]]${wrapped.slice(s.end, s.end + 30)}`;
    console.log(`${sign} ${mark} ${s.entityType} «${context.replace(/\n/g, ' ')}»`);
  };
  for (const s of after.filter((a) => !before.some((b) => same(a, b)))) show('+', s);
  for (const s of before.filter((b) => !after.some((a) => same(a, b)))) show('-', s);
}

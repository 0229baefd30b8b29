// Does the place-name rule (src/recognizers/place-names.ts) cost the fast engine anything on NorNE?
// Trains the 90 % split model with the recipe of scripts/train-ner.ts, lays the held-out 10 % out
// as wrapped page text, and scores PERSON_F / LOCATION_F as the engine emits them (ORGANIZATION
// dropped, threshold 0.5, overlaps resolved) without the rule, with it everywhere, and with it kept
// out of the organisation names the model finds (as the engine runs it). Writes nothing.
//   npx tsx packages/detect/scripts/evaluate-places-norne.ts   (NORNE_SPLIT=dev: see below)
import { fileURLToPath } from 'node:url';
import { resolveOverlaps } from '../src/engine/filters.ts';
import { findEntitiesWith } from '../src/ner/find-entities.ts';
import { parseModel } from '../src/ner/model.ts';
import { withoutPlacesInOrganisations } from '../src/recognizers/named-entities.ts';
import { createPlaceNameRecognizer } from '../src/recognizers/place-names.ts';
import type { Span } from '../src/types.ts';
import { evaluateModel, fitLogistic } from './ner/calibrate.ts';
import { addUpperCaseCopies } from './ner/augment.ts';
import { buildLexicon, toJackknifedExamples } from './ner/examples.ts';
import { buildGazetteer } from './ner/gazetteer.ts';
import { describeMachine } from './ner/machine-info.ts';
import { trainPerceptron } from './ner/perceptron.ts';
import { readNorne, shuffledIndices } from './ner/read-norne.ts';
import { encodeModel } from './ner/write-model.ts';
import { layOut, wrapLines } from './ner/wrapped-eval.ts';

const data =
  process.env.NORNE_TSV ??
  fileURLToPath(new URL('../../../../shared/data/norne/nob-train.tsv', import.meta.url));
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
const nerSpans: Span[] = entities
  .filter((s) => s.label !== 'ORGANIZATION')
  .map((s) => ({
    entityType: ENTITY[s.label as keyof typeof ENTITY],
    start: s.start,
    end: s.end,
    score: s.score,
    reason: '',
    engine: 'fast',
  }));
const places = createPlaceNameRecognizer(() => model.lexicon).find({ text: wrapped, language: 'no' });

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

console.log('NER model only (the fast engine before the place rule):');
console.table(score(nerSpans));
console.log('NER model + place-name rule, also inside organisation names (before 2026-11-23 19:00):');
console.table(score([...nerSpans, ...places]));
console.log(
  'NER model + place-name rule outside the organisation names the model finds (the fast engine now):',
);
console.table(score([...nerSpans, ...withoutPlacesInOrganisations(places, entities)]));
if (isDev) listChangedSpans();
console.log(describeMachine());

/** Development slice only: each span the rule adds to or takes from the engine's output, right (+) or wrong (-). */
function listChangedSpans() {
  const goldKeys = new Set(goldSpans.map((g) => `${g.label}:${g.start}:${g.end}`));
  const same = (a: Span, b: Span) => a.start === b.start && a.end === b.end && a.entityType === b.entityType;
  const nerKept = resolveOverlaps(nerSpans.filter((s) => s.score >= 0.5));
  const variants = [
    ['everywhere', places],
    ['outside organisations', withoutPlacesInOrganisations(places, entities)],
  ] as const;
  for (const [name, list] of variants) {
    const kept = resolveOverlaps([...nerSpans, ...list].filter((s) => s.score >= 0.5));
    console.log(`\nthe rule ${name}: spans it changes (+ right, - wrong)`);
    for (const s of kept.filter((k) => !nerKept.some((n) => same(n, k)))) {
      const mark = goldKeys.has(`${s.entityType}:${s.start}:${s.end}`) ? '+' : '-';
      const context = `${wrapped.slice(Math.max(0, s.start - 40), s.start)}[[${wrapped.slice(s.start, s.end)}]]${wrapped.slice(s.end, s.end + 30)}`;
      const goldHere = gold.filter((g) => g.start < s.end && s.start < g.end).map((g) => g.label);
      console.log(
        `${mark} ${s.score.toFixed(2)} «${context.replace(/\n/g, ' ')}» gold: ${goldHere.join(' ') || '-'}`,
      );
    }
  }
}

// Does the place-name rule (src/recognizers/place-names.ts) cost the fast engine anything on NorNE?
// Trains the 90 % split model with the recipe of scripts/train-ner.ts, lays the held-out 10 % out
// as wrapped page text, and scores PERSON_F / LOCATION_F as the engine emits them (ORGANIZATION
// dropped, threshold 0.5, overlaps resolved) without the rule, with it everywhere, and with it kept
// out of the organisation names the model finds (as the engine runs it). Writes nothing.
//   npx tsx packages/detect/scripts/evaluate-places-norne.ts
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
const heldOut = order.slice(0, cut).map((i) => all[i]!);
const train = order.slice(cut).map((i) => all[i]!);

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
console.log(describeMachine());

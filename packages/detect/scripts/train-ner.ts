// Trains Sladd's fast Norwegian NER model (averaged structured perceptron) on NorNE and writes
// models/ner-nb.bin.gz plus models/ner-nb.metrics.json. Usage (from anywhere):
//   npm run train:ner -w @sladd/detect [-- --data PATH --epochs N --dev]
// NORNE_TSV may also name the data. --dev tunes on a slice of the training part, writes nothing;
// --speed only re-measures the committed model's inference speed.
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { parseModel } from '../src/ner/model.ts';
import { addUpperCaseCopies, upperCaseSentence } from './ner/augment.ts';
import { buildLexicon, toJackknifedExamples } from './ner/examples.ts';
import { buildGazetteer } from './ner/gazetteer.ts';
import { describeMachine } from './ner/machine-info.ts';
import { evaluateModel, fitLogistic, tabulateReliability } from './ner/calibrate.ts';
import { scoreDense, trainPerceptron } from './ner/perceptron.ts';
import { readNorne, shuffledIndices } from './ner/read-norne.ts';
import { measureSpeed, printReport } from './ner/report.ts';
import { encodeModel, type HeaderExtras } from './ner/write-model.ts';
import { evaluateWrapped } from './ner/wrapped-eval.ts';

const { values: opt } = parseArgs({
  options: {
    data: {
      type: 'string',
      default:
        process.env.NORNE_TSV ??
        fileURLToPath(new URL('../../../../shared/data/norne/nob-train.tsv', import.meta.url)),
    },
    epochs: { type: 'string', default: '12' },
    bits: { type: 'string', default: '22' },
    seed: { type: 'string', default: '20260521' },
    upper: { type: 'string', default: '0.1' },
    dev: { type: 'boolean', default: false },
    speed: { type: 'boolean', default: false },
  },
});
const epochs = Number(opt.epochs);
const bits = Number(opt.bits);
const seed = Number(opt.seed);
const upper = Number(opt.upper);
const modelUrl = new URL('../models/ner-nb.bin.gz', import.meta.url);
const metricsUrl = new URL('../models/ner-nb.metrics.json', import.meta.url);

const all = readNorne(opt.data);
const order = shuffledIndices(all.length, seed);
const cut = Math.round(all.length * 0.1);
let heldOut = order.slice(0, cut).map((i) => all[i]!);
let train = order.slice(cut).map((i) => all[i]!);
if (opt.dev) [heldOut, train] = [train.slice(0, cut), train.slice(cut)];
console.log(`NorNE: ${all.length} sentences; training ${train.length}, held out ${heldOut.length}`);

if (opt.speed) {
  // Re-measure the committed model's speed only (e.g. on a quieter machine) and update the metrics.
  const metrics = JSON.parse(readFileSync(metricsUrl, 'utf8'));
  metrics.speed = measureSpeed(parseModel(readFileSync(modelUrl)), heldOut);
  metrics.speedMeasured = {
    command: 'npm run train:ner -w @sladd/detect -- --speed',
    machine: describeMachine(),
  };
  writeFileSync(metricsUrl, `${JSON.stringify(metrics, null, 2)}\n`);
  console.log(metrics.speed);
  process.exit(0);
}

const gaz = buildGazetteer();
const gazetteer = new Map(Object.entries(gaz.entries));
const extras = (
  calibration: HeaderExtras['calibration'],
  common: string,
  info: Record<string, unknown>,
): HeaderExtras => ({
  calibration,
  gazetteer: gaz.entries,
  common,
  info,
});

console.log(`Training on the training part (${epochs} epochs, 2^${bits} hashed feature rows)…`);
const t0 = Date.now();
const splitLexicon = buildLexicon(train, gazetteer);
const split = trainPerceptron(
  toJackknifedExamples(addUpperCaseCopies(train, upper, seed), gazetteer),
  epochs,
  bits,
  seed,
);
const trainSeconds = (Date.now() - t0) / 1000;
const splitModel = parseModel(encodeModel(split, extras({ a: 1, b: 0 }, splitLexicon.common, {})));
const evaluation = evaluateModel(splitModel, heldOut);
const calibration = fitLogistic(evaluation.margins, evaluation.correct);
console.table(evaluation.scores);
const upperScores = evaluateModel(splitModel, heldOut.map(upperCaseSentence)).scores;
console.log(`held out, upper-cased: micro ${JSON.stringify(upperScores.micro)}`);
const wrappedScores = evaluateWrapped(splitModel, heldOut);
console.log(`held out as paragraphs wrapped at 80 chars: micro ${JSON.stringify(wrappedScores.micro)}`);
if (opt.dev) {
  console.log(
    `unquantized micro F1 ${JSON.stringify(scoreDense(split, heldOut, splitLexicon.lexicon).micro)}`,
  );
  console.log(
    `rows ${splitModel.header.rows}, bytes ${encodeModel(split, extras(calibration, splitLexicon.common, {})).length}`,
    calibration,
  );
  process.exit(0);
}

// The shipped model learns from the whole pool (10% more names); its scores are those of the
// same recipe measured above on sentences it had not seen, and it keeps that calibration.
console.log('Training the final model on the full pool…');
const fullLexicon = buildLexicon(all, gazetteer);
const final = trainPerceptron(
  toJackknifedExamples(addUpperCaseCopies(all, upper, seed), gazetteer),
  epochs,
  bits,
  seed,
);
const info = {
  trainedOn: 'NorNE nob-train.tsv, full pool',
  sentences: all.length,
  epochs,
  seed,
  upperCaseFraction: upper,
  gazetteerSources: gaz.sources,
};
const file = encodeModel(final, extras({ a: calibration.a, b: calibration.b }, fullLexicon.common, info));
writeFileSync(modelUrl, file);
const model = parseModel(file);
const speed = measureSpeed(model, heldOut);
const metrics = {
  command: 'npm run train:ner -w @sladd/detect',
  machine: describeMachine(),
  data: { file: 'nob-train.tsv', sentences: all.length, train: train.length, heldOut: heldOut.length, seed },
  heldOut: evaluation.scores,
  heldOutUpperCased: upperScores,
  heldOutWrappedAt80Chars: wrappedScores,
  calibration: {
    ...calibration,
    reliability: tabulateReliability(evaluation.margins, evaluation.correct, calibration),
  },
  speed,
  model: {
    file: 'ner-nb.bin.gz',
    bytes: file.length,
    rows: model.header.rows,
    bits,
    epochs,
    upperCaseFraction: upper,
  },
  trainSecondsPerModel: trainSeconds,
};
writeFileSync(metricsUrl, `${JSON.stringify(metrics, null, 2)}\n`);
printReport(metrics);

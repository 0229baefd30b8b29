import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

/**
 * The trained context model: an averaged perceptron over a candidate's features (features.ts),
 * its margin turned into a probability by Platt scaling fitted on held-back generated sentences.
 * Trained by `npm run train:sensitive -w @sladd/detect` (scripts/train-sensitive.ts).
 */
export interface ContextModel {
  format: 'sladd-sensitive-context/1';
  calibration: { a: number; b: number };
  weights: Record<string, number>;
  info: Record<string, unknown>;
}

export const CONTEXT_MODEL_FILE = '@sladd/detect/models/sensitive-context.json';

/** A model ready to score: weights in a Map (no prototype keys from the JSON object). */
export interface LoadedContextModel {
  calibration: { a: number; b: number };
  weights: ReadonlyMap<string, number>;
}

export function loadContextModel(model: ContextModel): LoadedContextModel {
  if (model.format !== 'sladd-sensitive-context/1') throw new Error('not a sensitive-context model');
  return { calibration: model.calibration, weights: new Map(Object.entries(model.weights)) };
}

let loaded: LoadedContextModel | undefined;

/** The shipped model (read once). */
export function contextModel(): LoadedContextModel {
  if (!loaded) {
    const path = createRequire(import.meta.url).resolve(CONTEXT_MODEL_FILE);
    loaded = loadContextModel(JSON.parse(readFileSync(path, 'utf8')) as ContextModel);
  }
  return loaded;
}

/** The perceptron's margin for a feature list. */
export function margin(weights: ReadonlyMap<string, number>, features: readonly string[]): number {
  let sum = 0;
  for (const feature of features) sum += weights.get(feature) ?? 0;
  return sum;
}

/** The probability that a candidate is about a person. */
export function probability(model: LoadedContextModel, features: readonly string[]): number {
  const { a, b } = model.calibration;
  return 1 / (1 + Math.exp(-(a * margin(model.weights, features) + b)));
}

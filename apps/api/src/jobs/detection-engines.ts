import {
  createAdvancedFallbackEngine,
  createEngineRegistry,
  createModelGuardEngine,
  createStandardEngine,
  FAST_ENGINE,
  MODEL_GUARDED_LABELS,
  type SearchEngines,
} from '@sladd/detect';
import type { DetectionRequest } from './task-types.ts';

// The detection engines of one thread. Only @sladd/detect: the command line's detection thread
// imports this without the PDF engine (apps/api/src/cli/detect-thread.ts).
//
// Built once per thread: the fast engine (method 1), the standard engine (method 3), and the
// advanced method (2) answered by the standard engine's detectors when no language model is
// configured, or — when the model answers it in the API process — only the recognisers beside it.
const standard = createStandardEngine();
const registry = createEngineRegistry([FAST_ENGINE, standard, createAdvancedFallbackEngine()]);
const besideModel = createEngineRegistry([FAST_ENGINE, standard, createModelGuardEngine()]);
// AI search's entity queries run the same fast and standard engines (decision 0039).
export const searchEngines: SearchEngines = { fast: registry.get('fast'), standard };

/** The methods and engines this thread runs for a request (the model's part runs elsewhere). */
export function workerDetection(request: DetectionRequest) {
  const options = { threshold: request.threshold, removeWords: request.removeWords };
  if (!request.languageModel) return { options: { ...options, methods: request.methods }, engines: registry };
  const guarded = request.methods.advanced?.filter((label) =>
    (MODEL_GUARDED_LABELS as readonly string[]).includes(label),
  );
  return {
    options: { ...options, methods: { ...request.methods, advanced: guarded } },
    engines: besideModel,
  };
}

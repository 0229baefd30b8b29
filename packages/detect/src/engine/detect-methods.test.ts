import { describe, expect, it } from 'vitest';
import { createPatternRecognizer, matchCandidate } from '../framework/pattern-recognizer.ts';
import { makePage } from '../test-data.ts';
import { detectPagesByMethod } from './detect-methods.ts';
import { createEngine, createEngineRegistry } from './engine.ts';
import { createFastEngine } from './fast-engine.ts';

// A stand-in standard engine: shows how method 3 plugs in with its own recognizers.
const standard = createEngine('standard', [
  createPatternRecognizer({ id: 'postal', entityType: 'POSTAL_CODE_S', patterns: [/\b\d{4}\b/g], evaluate: (m) => matchCandidate(m, 0.8, 'four digits') }),
]);
const registry = createEngineRegistry([createFastEngine({ findNamedEntities: null }), standard]);

describe('detectPagesByMethod', () => {
  const pages = [makePage(['Storgata 12B, 0155 Oslo'])];

  it('runs each requested method with its engine and keeps hits of different methods side by side', () => {
    const [page] = detectPagesByMethod(pages, { methods: { fast: ['ALL_FAST'], standard: ['ALL_STANDARD'] } }, registry);
    expect(page!.sensitive.map((i) => [i.engine, i.entity_type, i.original_text])).toEqual([
      ['fast', 'NO_ADDRESS_F', 'Storgata 12B, 0155 Oslo'],
      ['standard', 'POSTAL_CODE_S', '0155'],
    ]);
  });

  it('skips methods with an empty selection and refuses a method without an engine', () => {
    const [page] = detectPagesByMethod(pages, { methods: { fast: [], standard: ['POSTAL_CODE_S'] } }, registry);
    expect(page!.sensitive.map((i) => i.engine)).toEqual(['standard']);
    expect(() => detectPagesByMethod(pages, { methods: { advanced: ['ALL_ADVANCED'] } }, registry)).toThrow(/advanced/);
  });
});

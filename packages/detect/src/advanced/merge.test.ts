import { describe, expect, it } from 'vitest';
import { selectSensitiveItems, type SensitiveItem } from '../engine/detect.ts';
import { makePage } from '../test-data.ts';
import type { Span } from '../types.ts';
import { mergeModelItems } from './merge.ts';

const page = makePage(['Ola Nordmann ringte 412 34 567', 'om diabetes og Ola'], 2);
const span = (entityType: string, start: number, end: number, score = 0.9): Span => ({
  entityType,
  start,
  end,
  score,
  reason: 'language model (llama3.1:8b): exact quote',
  engine: 'advanced',
});
const guardItem = (start: number, end: number, original_text: string): SensitiveItem => ({
  entity_type: 'PHONE_A',
  original_text,
  score: 0.7,
  start,
  end,
  engine: 'standard',
  reason: "found by the standard engine's recogniser alongside the language model: phone",
  bbox: { x0: 0, y0: 0, x1: 1, y1: 1 },
});

describe("the language model's spans on a page", () => {
  it('go through the threshold, the ban list and overlap resolution, then onto word boxes', () => {
    // page text: "Ola Nordmann ringte 412 34 567\nom diabetes og Ola"
    const spans = [
      span('PERSON_A', 0, 12),
      span('PERSON_A', 0, 3, 0.95), // inside the longer name: the longer span wins
      span('PHONE_A', 20, 30, 0.4), // below the threshold
      span('HEALTH_A', 34, 42),
      span('CONTEXT_A', 43, 49), // "og Ola" holds a word of the ban list
    ];
    const items = selectSensitiveItems(page, spans, { threshold: 0.5, removeWords: ['og'] });
    expect(items.map((i) => [i.entity_type, i.original_text, i.engine])).toEqual([
      ['PERSON_A', 'Ola Nordmann', 'advanced'],
      ['HEALTH_A', 'diabetes', 'advanced'],
    ]);
    expect(items[1]!.bbox.y0).toBeGreaterThan(items[0]!.bbox.y0);
  });

  it('replace a recogniser hit they cover whole, and keep one they miss or cover in part', () => {
    const model = selectSensitiveItems(page, [span('PHONE_A', 20, 30)], {});
    const covered = guardItem(20, 30, '412 34 567');
    const missed = guardItem(60, 70, '99 88 77 66');
    const partly = guardItem(18, 30, 'e 412 34 567');
    const fast = { ...covered, entity_type: 'NO_PHONE_NUMBER_F', engine: 'fast' as const };
    const merged = mergeModelItems([covered, missed, partly, fast], model);
    expect(merged.map((i) => [i.entity_type, i.engine, i.start])).toEqual([
      ['PHONE_A', 'standard', 18],
      ['PHONE_A', 'advanced', 20],
      ['NO_PHONE_NUMBER_F', 'fast', 20],
      ['PHONE_A', 'standard', 60],
    ]);
  });
});

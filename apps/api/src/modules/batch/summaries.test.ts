import { describe, expect, it } from 'vitest';
import type { SensitiveItem } from '@sladd/detect';
import { summarizeEntities } from './summaries.ts';

const item = (entity_type: string, start: number, end: number, score = 0.9): SensitiveItem => ({
  entity_type,
  original_text: 'x'.repeat(end - start),
  score,
  start,
  end,
  engine: 'fast',
  reason: 'test',
  bbox: { x0: 0, y0: 0, x1: 1, y1: 1 },
});

describe('summarizeEntities', () => {
  it('counts an entity that wraps two lines once, and separate entities separately', () => {
    const summary = summarizeEntities([
      { page: 1, sensitive: [item('NO_ADDRESS_F', 10, 22), item('NO_ADDRESS_F', 23, 34), item('PERSON_F', 40, 52)] },
      { page: 2, sensitive: [item('PERSON_F', 0, 5), item('PERSON_F', 7, 12)] },
    ]);
    expect(summary).toEqual({
      total: 4,
      by_type: { NO_ADDRESS_F: 1, PERSON_F: 3 },
      by_page: { page_1: 2, page_2: 2 },
    });
  });

  it('does not merge different entity types that touch', () => {
    expect(summarizeEntities([{ page: 1, sensitive: [item('PERSON_F', 0, 5), item('LOCATION_F', 6, 10)] }]).total).toBe(2);
  });
});

import { describe, expect, it } from 'vitest';
import { buildHighlight } from '../commands/highlight-commands.ts';
import {
  buildRedactionPages,
  DEFAULT_REDACTION_OPTIONS,
  historyBoxOf,
  historyPages,
  restoreOffset,
} from './redaction-mapping.ts';

const box = { x0: 10, y0: 20, x1: 60, y1: 32 };

describe('redaction mapping', () => {
  it('groups included highlights by page with entity type and text', () => {
    const highlights = [
      buildHighlight({
        fileKey: 'a',
        page: 2,
        box,
        type: 'ENTITY',
        entity: 'PERSON_F',
        text: 'Kari',
        model: 'fast',
        score: 0.9,
      }),
      buildHighlight({ fileKey: 'a', page: 1, box, type: 'SEARCH', text: 'Oslo' }),
      buildHighlight({ fileKey: 'a', page: 1, box, type: 'MANUAL' }),
    ];
    const pages = buildRedactionPages(highlights, {
      ...DEFAULT_REDACTION_OPTIONS,
      includeManualHighlights: false,
    });
    expect(pages).toEqual([
      { page: 1, sensitive: [{ entity_type: 'SEARCH', bbox: box, original_text: 'Oslo' }] },
      {
        page: 2,
        sensitive: [
          { entity_type: 'PERSON_F', bbox: box, original_text: 'Kari', score: 0.9, engine: 'fast' },
        ],
      },
    ]);
  });

  it('history offsets of manual marks round-trip exactly', () => {
    for (const text of [undefined, 'Kari']) {
      const h = buildHighlight({ fileKey: 'a', page: 1, box, type: 'MANUAL', text });
      expect(
        restoreOffset({ entity_type: 'MANUAL', bbox: historyBoxOf(h), original_text: text ?? '' }),
      ).toEqual(box);
    }
  });

  it('applies the spec offsets to manual marks only', () => {
    expect(restoreOffset({ entity_type: 'MANUAL', bbox: box, original_text: '' })).toEqual({
      x0: 7.5,
      y0: 17,
      x1: 57.5,
      y1: 29,
    });
    expect(restoreOffset({ entity_type: 'MANUAL', bbox: box, original_text: 'x' })).toEqual({
      x0: 6,
      y0: 19,
      x1: 56,
      y1: 33,
    });
    expect(restoreOffset({ entity_type: 'PERSON_F', bbox: box, original_text: 'x' })).toEqual(box);
  });
});

describe('legal bases in the mapping', () => {
  it("sends each mark's legal basis with the redaction and in history, and none for a mark without one", () => {
    const highlights = [
      buildHighlight({
        fileKey: 'a',
        page: 1,
        box,
        type: 'ENTITY',
        entity: 'PERSON_F',
        text: 'Kari',
        legalBasis: 'no-offl-13',
      }),
      buildHighlight({ fileKey: 'a', page: 1, box, type: 'MANUAL' }),
    ];
    const [page] = buildRedactionPages(highlights, DEFAULT_REDACTION_OPTIONS);
    expect(page!.sensitive[0]!.legal_basis).toBe('no-offl-13');
    expect('legal_basis' in page!.sensitive[1]!).toBe(false);
    const [saved] = historyPages(buildRedactionPages(highlights, DEFAULT_REDACTION_OPTIONS, historyBoxOf));
    expect(saved!.sensitive[0]!.legal_basis).toBe('no-offl-13');
  });
});

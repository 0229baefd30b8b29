import { describe, expect, it } from 'vitest';
import { buildHighlight } from '../commands/index.ts';
import { marksDiffer, reviewHighlightInputs, reviewPagesOf, type ReviewPages } from './review-marks.ts';

const PAGES: ReviewPages = [
  {
    page: 1,
    sensitive: [
      {
        entity_type: 'PERSON_F',
        bbox: { x0: 72.5, y0: 100.25, x1: 160, y1: 112 },
        original_text: 'Kari Nordmann',
        score: 0.93,
        engine: 'fast',
        legal_basis: 'no-offl-13',
        reason: 'A first and last name',
      },
      {
        entity_type: 'SEARCH',
        bbox: { x0: 200, y0: 100, x1: 260, y1: 112 },
        original_text: '912 34 567',
        legal_basis: 'no-offl-24-2',
      },
    ],
  },
  {
    page: 3,
    sensitive: [
      { entity_type: 'MANUAL', bbox: { x0: 10, y0: 20, x1: 110, y1: 70 }, original_text: '' },
      {
        entity_type: 'MANUAL',
        bbox: { x0: 50, y0: 300, x1: 120, y1: 312 },
        original_text: 'Storgata 1',
        legal_basis: 'no-offl-13',
      },
    ],
  },
];

describe('a review’s marks as highlights', () => {
  const inputs = reviewHighlightInputs(PAGES, 'file-1', {});

  it('keeps the kind, entity type, legal basis and reason of each mark', () => {
    expect(inputs.map((h) => [h.page, h.type, h.entity, h.text, h.legalBasis, h.reason])).toEqual([
      [1, 'ENTITY', 'PERSON_F', 'Kari Nordmann', 'no-offl-13', 'A first and last name'],
      [1, 'SEARCH', undefined, '912 34 567', 'no-offl-24-2', undefined],
      [3, 'MANUAL', undefined, undefined, undefined, undefined],
      [3, 'MANUAL', undefined, 'Storgata 1', 'no-offl-13', undefined],
    ]);
    expect(inputs.every((h) => h.fileKey === 'file-1')).toBe(true);
    expect(inputs[0]).toMatchObject({ model: 'fast', answeredBy: 'fast', score: 0.93 });
    expect(inputs[1]?.term).toBe('912 34 567');
    expect(inputs.slice(2).map((h) => h.creationMode)).toEqual(['rectangular', 'text_selection']);
  });

  it('lays every box exactly where the review has it (no history offset)', () => {
    expect(inputs.map((h) => h.box)).toEqual(PAGES.flatMap((page) => page.sensitive.map((m) => m.bbox)));
  });

  it('gives back the very same marks when nothing is changed', () => {
    const again = reviewPagesOf(inputs.map(buildHighlight));
    expect(again).toEqual(PAGES);
    expect(marksDiffer(PAGES, again)).toBe(false);
  });
});

describe('whether the marks changed', () => {
  const withCode = (code: string | undefined): ReviewPages =>
    PAGES.map((page, p) => ({
      ...page,
      sensitive: page.sensitive.map((mark, i) => {
        if (p !== 0 || i !== 1) return mark;
        const { legal_basis: _old, ...rest } = mark;
        return code ? { ...rest, legal_basis: code } : rest;
      }),
    }));

  it('is false for the same marks in another order, other texts or boxes within 0.005 pt', () => {
    const shuffled: ReviewPages = [...PAGES].reverse().map((page) => ({
      ...page,
      sensitive: [...page.sensitive]
        .reverse()
        .map((mark) => ({ ...mark, original_text: '', bbox: { ...mark.bbox, x0: mark.bbox.x0 + 0.004 } })),
    }));
    expect(marksDiffer(PAGES, shuffled)).toBe(false);
  });

  it('is true when a code changes, is cleared, a mark goes or a box moves', () => {
    expect(marksDiffer(PAGES, withCode('no-offl-13'))).toBe(true);
    expect(marksDiffer(PAGES, withCode(undefined))).toBe(true);
    expect(marksDiffer(PAGES, [PAGES[0]!])).toBe(true);
    const moved = PAGES.map((page) => ({
      ...page,
      sensitive: page.sensitive.map((mark) => ({ ...mark, bbox: { ...mark.bbox, y1: mark.bbox.y1 + 0.02 } })),
    }));
    expect(marksDiffer(PAGES, moved)).toBe(true);
    const elsewhere = PAGES.map((page) => ({ ...page, page: page.page + 1 }));
    expect(marksDiffer(PAGES, elsewhere)).toBe(true);
  });
});

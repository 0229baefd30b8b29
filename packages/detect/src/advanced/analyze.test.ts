import { describe, expect, it } from 'vitest';
import { sensitiveItemsForSpans } from '../engine/detect.ts';
import { makePage } from '../test-data.ts';
import { chunkPages, spansFromReply } from './analyze.ts';

describe('from a chunk reply to page spans and word boxes', () => {
  it('shifts aligned quotes by the chunk offset so they land on the page text, then on word boxes', () => {
    const page = makePage(
      ['Vedtak i saken', 'Søker Ola Nordmann', 'har fått diagnosen', 'epilepsi i 2019'],
      3,
    );
    const [pageChunks] = chunkPages([page], 40);
    expect(pageChunks!.page).toBe(3);
    expect(pageChunks!.chunks.length).toBeGreaterThan(1);
    const chunk = pageChunks!.chunks.find((c) => c.text.includes('diagnosen'))!;
    expect(chunk.offset).toBeGreaterThan(0);
    const content = JSON.stringify({
      entities: [
        { category: 'HEALTH_A', quote: 'diagnosen epilepsi', context: 'fått diagnosen epilepsi i 2019' },
        { category: 'PERSON_A', quote: 'Kari', context: '' },
        { category: 'DATE_A', quote: '2019', context: '' },
      ],
    });
    const result = spansFromReply(chunk, content, ['HEALTH_A', 'PERSON_A'], 'qwen2.5:7b');
    expect(result.unaligned).toBe(1);
    expect(result.droppedCategories).toBe(1);
    expect(result.spans).toHaveLength(1);
    const [span] = result.spans;
    expect(pageChunks!.text.slice(span!.start, span!.end)).toBe('diagnosen\nepilepsi');
    const items = sensitiveItemsForSpans(page, result.spans);
    expect(items.map((i) => [i.original_text, i.engine, i.entity_type])).toEqual([
      ['diagnosen', 'advanced', 'HEALTH_A'],
      ['epilepsi', 'advanced', 'HEALTH_A'],
    ]);
    expect(items[0]!.bbox.y0).toBeLessThan(items[1]!.bbox.y0);
  });
});

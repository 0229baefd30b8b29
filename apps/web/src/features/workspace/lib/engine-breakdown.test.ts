import { describe, expect, it } from 'vitest';
import type { EntitySummary, Highlight } from '../types.ts';
import { engineBreakdown } from './engine-breakdown.ts';

const summary: EntitySummary = {
  fileKey: 'a',
  fileName: 'a.pdf',
  total: 6,
  byType: { PERSON_F: 1, PERSON_S: 2, AGE_S: 1, PERSON_A: 2 },
  byPage: { page_1: 6 },
};
const hit = (model: Highlight['model'], answeredBy: Highlight['answeredBy'], fileKey = 'a'): Highlight => ({
  id: `${model}-${answeredBy}-${fileKey}`,
  fileKey,
  page: 1,
  x: 0,
  y: 0,
  w: 1,
  h: 1,
  type: 'ENTITY',
  color: '#000',
  opacity: 0.4,
  timestamp: 0,
  model,
  answeredBy,
});

describe('result cards per engine', () => {
  it('count by the method of each type and say which other engine answered', () => {
    const rows = engineBreakdown(summary, [
      hit('advanced', 'standard'),
      hit('standard', 'standard'),
      hit('fast', 'fast', 'b'),
    ]);
    expect(rows).toEqual([
      { model: 'fast', count: 1, answeredBy: [] },
      { model: 'standard', count: 3, answeredBy: [] },
      { model: 'advanced', count: 2, answeredBy: ['standard'] },
    ]);
  });

  it('show time and the language model’s tokens when the server reports them', () => {
    const rows = engineBreakdown(
      {
        ...summary,
        performance: {
          engines: {
            standard: { detection_time: 0.12 },
            advanced: { detection_time: 4.5, prompt_tokens: 1200 },
          },
          language_model: { completion_tokens: 80, model: 'llama3.1:8b', unaligned_quotes: 2 },
        },
      },
      [],
    );
    expect(rows.find((row) => row.model === 'standard')).toMatchObject({ seconds: 0.12 });
    expect(rows.find((row) => row.model === 'advanced')).toMatchObject({
      seconds: 4.5,
      promptTokens: 1200,
      completionTokens: 80,
      llmModel: 'llama3.1:8b',
      unalignedQuotes: 2,
    });
    expect(rows.find((row) => row.model === 'fast')).not.toHaveProperty('seconds');
  });
});

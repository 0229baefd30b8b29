import { describe, expect, it } from 'vitest';
import { ModelReplyInvalid, parseModelReply } from './reply.ts';

const LABELS = ['PERSON_A', 'HEALTH_A'];

function reasonOf(content: string | null): string {
  try {
    parseModelReply(content, LABELS);
  } catch (error) {
    expect(error).toBeInstanceOf(ModelReplyInvalid);
    return (error as ModelReplyInvalid).reason;
  }
  throw new Error('expected ModelReplyInvalid');
}

describe('reading the model reply', () => {
  it('reads the entities of a JSON reply', () => {
    const reply = parseModelReply(
      JSON.stringify({ entities: [{ category: 'PERSON_A', quote: 'Ola', context: 'til Ola i dag' }] }),
      LABELS,
    );
    expect(reply).toEqual({
      entities: [{ category: 'PERSON_A', quote: 'Ola', context: 'til Ola i dag' }],
      droppedCategories: 0,
    });
  });

  it('accepts one Markdown code fence around the JSON, a left-out context and extra keys', () => {
    const content =
      '```json\n{"entities": [{"category": "HEALTH_A", "quote": "diabetes", "confidence": 0.9}]}\n```';
    expect(parseModelReply(content, LABELS).entities).toEqual([
      { category: 'HEALTH_A', quote: 'diabetes', context: '' },
    ]);
  });

  it('forgives the case of a category and a left-out _A, and drops and counts unrequested categories', () => {
    const content = JSON.stringify({
      entities: [
        { category: 'person', quote: 'Ola', context: '' },
        { category: 'Health_A', quote: 'astma', context: '' },
        { category: 'RELIGIOUS_BELIEF_A', quote: 'katolikk', context: '' },
        { category: 'SALARY', quote: '500 000', context: '' },
      ],
    });
    const reply = parseModelReply(content, LABELS);
    expect(reply.entities.map((e) => e.category)).toEqual(['PERSON_A', 'HEALTH_A']);
    expect(reply.droppedCategories).toBe(2);
  });

  it('rejects anything but that JSON with a short reason that never quotes the reply', () => {
    const secret = 'Ola Nordmann har HIV';
    expect(reasonOf(`Here are the entities: ${secret}`)).toBe('not valid JSON');
    expect(reasonOf(`{"entities": [{"category": "HEALTH_A", "quote": "${secret}",}]}`)).toBe(
      'not valid JSON',
    );
    expect(reasonOf(`Sure! \`\`\`json\n{"entities": []}\n\`\`\``)).toBe('not valid JSON');
    expect(reasonOf('')).toBe('empty answer');
    expect(reasonOf(null)).toBe('empty answer');
    expect(reasonOf(JSON.stringify([{ category: 'PERSON_A', quote: secret }]))).toBe('expected object');
    expect(reasonOf(JSON.stringify({ persons: [secret] }))).toBe('entities: expected array');
    expect(
      reasonOf(JSON.stringify({ entities: [{ category: 'PERSON_A', quote: 7 }, { quote: secret }] })),
    ).toBe('entities[0].quote: expected string and 1 more');
    expect(reasonOf(JSON.stringify({ entities: [{ category: 'PERSON_A', quote: 'x', context: 3 }] }))).toBe(
      'entities[0].context: expected string',
    );
    expect(reasonOf(JSON.stringify({ entities: [{ category: 'PERSON_A', quote: 'x' }, secret] }))).toBe(
      'entities[1]: expected object',
    );
    expect(reasonOf('null')).toBe('expected object');
    const call = () => parseModelReply(`{"entities": "${secret}"}`, LABELS);
    expect(call).toThrow(
      /^The language model's answer was not the JSON Sladd asked for \(entities: expected array\)/,
    );
    expect(call).not.toThrow(/Nordmann/);
  });
});

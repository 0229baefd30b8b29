import { describe, expect, it } from 'vitest';
import { buildChunkMessages } from './prompt.ts';

describe('the prompt for one chunk', () => {
  const [system, user] = buildChunkMessages('Ola Nordmann har diabetes.', ['PERSON_A', 'HEALTH_A']);

  it('lists only the requested labels with their descriptions and asks for JSON quotes, not offsets', () => {
    expect(system!.role).toBe('system');
    expect(system!.content).toContain('- PERSON_A: ');
    expect(system!.content).toContain('- HEALTH_A: health information');
    expect(system!.content).not.toContain('- CONTEXT_A');
    expect(system!.content).toContain(
      '{"entities": [{"category": "LABEL", "quote": "exact text", "context": "a few words around it"}]}',
    );
    expect(system!.content).toMatch(/Never give positions/);
  });

  it('puts the chunk text between markers in the user message', () => {
    expect(user!.role).toBe('user');
    expect(user!.content).toContain('Labels: PERSON_A, HEALTH_A');
    expect(user!.content).toContain('<<<TEXT\nOla Nordmann har diabetes.\nTEXT>>>');
  });
});

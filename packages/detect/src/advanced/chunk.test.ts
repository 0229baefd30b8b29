import { describe, expect, it } from 'vitest';
import { chunkText } from './chunk.ts';

describe('chunking page text', () => {
  it('keeps a short text whole', () => {
    expect(chunkText('Kari\nOla', 100)).toEqual([{ text: 'Kari\nOla', offset: 0 }]);
  });

  it('cuts at line breaks, each chunk within the limit and at its offset in the page text', () => {
    const lines = Array.from({ length: 30 }, (_, i) => `Linje ${i} med litt tekst`);
    const text = lines.join('\n');
    const chunks = chunkText(text, 100);
    expect(chunks.length).toBeGreaterThan(1);
    for (const chunk of chunks) {
      expect(chunk.text.length).toBeLessThanOrEqual(100);
      expect(text.slice(chunk.offset, chunk.offset + chunk.text.length)).toBe(chunk.text);
      expect(chunk.text.startsWith('Linje')).toBe(true);
      expect(chunk.text.endsWith('tekst')).toBe(true);
    }
    // Nothing but the line breaks at the cuts is left out.
    expect(chunks.map((c) => c.text).join('\n')).toBe(text);
  });

  it('cuts a line longer than the limit at a space, or hard when it has none', () => {
    const text = 'aaaa bbbb cccc dddd';
    expect(chunkText(text, 10)).toEqual([
      { text: 'aaaa bbbb', offset: 0 },
      { text: 'cccc dddd', offset: 10 },
    ]);
    expect(chunkText('abcdefghij', 4)).toEqual([
      { text: 'abcd', offset: 0 },
      { text: 'efgh', offset: 4 },
      { text: 'ij', offset: 8 },
    ]);
  });

  it('skips chunks of whitespace only and refuses a limit below one', () => {
    expect(chunkText('', 10)).toEqual([]);
    expect(chunkText('Kari\n\n\n\n\n\n\n\n\n\n\n\nOla', 5)).toEqual([
      { text: 'Kari', offset: 0 },
      { text: 'Ola', offset: 16 },
    ]);
    expect(() => chunkText('x', 0)).toThrow(RangeError);
  });
});

import { describe, expect, it } from 'vitest';
import { shortenKeepingExtension, truncateName } from './file-key.ts';

describe('file names', () => {
  it('shortens a long name to 20 characters with one ellipsis before the extension', () => {
    const short = shortenKeepingExtension('kommunesak-2024-118-vedlegg.pdf', 20);
    expect(short).toBe('kommunesak-2024….pdf');
    expect(short).toHaveLength(20);
    expect(shortenKeepingExtension('kort.pdf', 20)).toBe('kort.pdf');
  });

  it('cuts titles to 29 characters plus an ellipsis when they are longer than 32 (spec 2 §1)', () => {
    expect(truncateName('a'.repeat(33), 32, 29)).toBe(`${'a'.repeat(29)}...`);
    expect(truncateName('a'.repeat(32), 32, 29)).toBe('a'.repeat(32));
  });
});

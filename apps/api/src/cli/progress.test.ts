import { describe, expect, it } from 'vitest';
import { createProgress } from './progress.ts';

function fakeTerminal(isTTY: boolean) {
  const chunks: string[] = [];
  return { stream: { isTTY, columns: 80, write: (chunk: string) => chunks.push(chunk) }, chunks };
}

describe('the progress bar', () => {
  it('draws on a terminal once the run has lasted a moment, then clears its line', () => {
    const { stream, chunks } = fakeTerminal(true);
    let now = 0;
    const progress = createProgress('detect', stream, () => now);
    progress.update(0.1, '0/2 files');
    expect(chunks).toEqual([]); // a short run never flickers
    now = 1000;
    progress.update(0.5, '1/2 files');
    expect(chunks.at(-1)).toContain('detect [############............] 50% 1/2 files');
    progress.done();
    expect(chunks.at(-1)).toBe('\r\x1b[K');
  });

  it('stays silent when stderr is not a terminal (pipes, logs, tests)', () => {
    const { stream, chunks } = fakeTerminal(false);
    let now = 0;
    const progress = createProgress('search', stream, () => now);
    now = 5000;
    progress.update(1, '2/2 files');
    progress.done();
    expect(chunks).toEqual([]);
  });
});

import { describe, expect, it } from 'vitest';
import { waitAtMost } from './pdf-worker.ts';

describe('waitAtMost (the startup wait for the PDF worker)', () => {
  it('goes on when the worker is ready before the limit', async () => {
    expect(await waitAtMost(Promise.resolve(), 30)).toBe('ready');
  });

  it('goes on after the limit when the worker is not ready, without waiting for it', async () => {
    const started = performance.now();
    expect(await waitAtMost(new Promise(() => {}), 30)).toBe('timeout');
    const waited = performance.now() - started;
    expect(waited).toBeGreaterThanOrEqual(25);
    expect(waited).toBeLessThan(500);
  });

  it('goes on when the worker cannot start (the viewer then starts its own)', async () => {
    expect(await waitAtMost(Promise.reject(new Error('no worker')), 30)).toBe('failed');
  });
});

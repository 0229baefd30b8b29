import { describe, expect, it } from 'vitest';
import { AppError } from '../platform/errors.ts';
import type { TaskOutcome } from '../platform/metrics.ts';
import { instrumentPool } from './instrumented-pool.ts';
import type { JobPool } from './pool.ts';

const bytes = new Uint8Array(0);

/** A pool whose every task ends as `end` says, and the outcomes the wrapper reported. */
function observed(end: (signal?: AbortSignal) => Promise<unknown>, stats?: JobPool['stats']) {
  const seen: { kind: string; outcome: TaskOutcome }[] = [];
  const inner: JobPool = {
    run: (_task, options) => end(options?.signal) as never,
    pending: () => 7,
    ...(stats ? { stats } : {}),
    close: async () => {},
  };
  const pool = instrumentPool(inner, (kind, outcome, seconds) => {
    expect(seconds).toBeGreaterThanOrEqual(0);
    seen.push({ kind, outcome });
  });
  return { pool, seen };
}

describe('instrumentPool', () => {
  it('reports each task by kind and outcome, passing results and errors through', async () => {
    const ok = observed(async () => ({ pageCount: 3 }));
    await expect(ok.pool.run({ kind: 'count', bytes })).resolves.toEqual({ pageCount: 3 });

    const rejected = observed(async () => Promise.reject(new AppError('NOT_A_PDF', 'not a PDF')));
    await expect(rejected.pool.run({ kind: 'count', bytes })).rejects.toThrow('not a PDF');

    const broken = observed(async () => Promise.reject(new Error('worker died')));
    await expect(broken.pool.run({ kind: 'extract', bytes })).rejects.toThrow('worker died');

    const stop = new AbortController();
    stop.abort();
    const stopped = observed(async (signal) => Promise.reject(signal?.reason));
    await expect(stopped.pool.run({ kind: 'extract', bytes }, { signal: stop.signal })).rejects.toBeDefined();

    expect([...ok.seen, ...rejected.seen, ...broken.seen, ...stopped.seen]).toEqual([
      { kind: 'count', outcome: 'ok' },
      { kind: 'count', outcome: 'rejected' },
      { kind: 'extract', outcome: 'error' },
      { kind: 'extract', outcome: 'stopped' },
    ]);
  });

  it('keeps the pool’s stats (when it has them) and pending count', async () => {
    const figures = { waiting: 1, active: 2, failed: 3, delayed: 4 };
    const { pool } = observed(
      async () => ({}),
      async () => figures,
    );
    expect(await pool.stats?.()).toEqual(figures);
    expect(pool.pending()).toBe(7);
    expect(observed(async () => ({})).pool.stats).toBeUndefined();
  });
});

import { readdirSync, readFileSync } from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import { makeTextPdf } from '../test/pdfs.ts';
import { createJobPool } from './pool.ts';
import type { CountResult } from './task-types.ts';
import { WORKER_NICE } from './worker-priority.ts';

/** The nice value of each thread of this process, by thread id, from /proc (Linux keeps it per thread). */
function threadNiceValues(): Map<string, number> {
  return new Map(readdirSync('/proc/self/task').map((tid) => [tid, niceOf(tid)]));
}
function niceOf(tid: string | number): number {
  const stat = readFileSync(`/proc/self/task/${tid}/stat`, 'utf8');
  // Fields after the command name in parentheses; nice is field 19 of stat, index 16 here.
  return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[16]);
}

describe.runIf(process.platform === 'linux')('job pool thread priority', () => {
  let pool: ReturnType<typeof createJobPool> | undefined;
  afterAll(() => pool?.close());

  it('runs PDF work on a thread below the API thread, so reads stay quick under detection load', async () => {
    const mainBefore = niceOf(process.pid);
    const before = threadNiceValues();
    // Made after the threads were read: its thread starts now.
    pool = createJobPool(1);
    const result = await pool.run<CountResult>({ kind: 'count', bytes: makeTextPdf([['Hei']]) });
    expect(result.pageCount).toBe(1);
    const after = threadNiceValues();
    // The process's main thread keeps its priority, and so does every thread that was there before.
    expect(niceOf(process.pid)).toBe(mainBefore);
    for (const [tid, nice] of before) if (after.has(tid)) expect(after.get(tid)).toBe(nice);
    // The pool's thread (and any thread it starts while loading the engine) runs niced, from its
    // first instruction (worker-entry.cjs).
    const added = [...after].filter(([tid]) => !before.has(tid)).map(([, nice]) => nice);
    expect(added.length).toBeGreaterThan(0);
    expect(added.every((nice) => nice === WORKER_NICE)).toBe(true);
  });
});

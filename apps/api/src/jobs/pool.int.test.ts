import { readdirSync, readFileSync } from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import { makeTextPdf } from '../test/pdfs.ts';
import { createJobPool } from './pool.ts';
import type { CountResult } from './task-types.ts';
import { WORKER_NICE } from './worker-priority.ts';

/** The nice value of each thread of this process, from /proc (Linux keeps it per thread). */
function threadNiceValues(): number[] {
  return readdirSync('/proc/self/task').map(niceOf);
}
function niceOf(tid: string | number): number {
  const stat = readFileSync(`/proc/self/task/${tid}/stat`, 'utf8');
  // Fields after the command name in parentheses; nice is field 19 of stat, index 16 here.
  return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[16]);
}

describe.runIf(process.platform === 'linux')('job pool thread priority', () => {
  const pool = createJobPool(1);
  afterAll(() => pool.close());

  it('runs PDF work on a thread below the API thread, so reads stay quick under detection load', async () => {
    const mainBefore = niceOf(process.pid);
    const before = threadNiceValues();
    const result = await pool.run<CountResult>({ kind: 'count', bytes: makeTextPdf([['Hei']]) });
    expect(result.pageCount).toBe(1);
    const after = threadNiceValues();
    // The process's main thread keeps its priority; exactly one more thread is niced.
    expect(niceOf(process.pid)).toBe(mainBefore);
    expect(after.filter((nice) => nice === WORKER_NICE).length).toBe(
      before.filter((nice) => nice === WORKER_NICE).length + 1,
    );
  });
});

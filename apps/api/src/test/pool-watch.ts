import { vi } from 'vitest';
import type { JobPool } from '../jobs/pool.ts';
import type { Task } from '../jobs/task-types.ts';

export interface PoolWatch {
  /** Tasks of this kind handed to the pool so far (held ones included). */
  started(kind: Task['kind']): number;
  /** Resolves when the nth task (1-based) of this kind has been handed to the pool. */
  whenStarted(kind: Task['kind'], n?: number): Promise<void>;
  /** Tasks held back by `hold` and not yet released. */
  held(): number;
  /** Lets the held tasks (and any later ones) go to the pool. */
  release(): void;
  /** Resolves once every task handed over has settled and no new one followed. */
  settled(): Promise<void>;
  restore(): void;
}

/**
 * Watches `pool.run` so a test can wait for work to start instead of sleeping. `hold` keeps chosen
 * tasks out of the pool until release(): work that surely has not finished when the test acts.
 */
export function watchPool(
  pool: JobPool,
  options: { hold?: (task: Task, index: number) => boolean } = {},
): PoolWatch {
  const original = pool.run.bind(pool);
  const counts = new Map<string, number>();
  const waiters: { kind: string; n: number; resolve: () => void }[] = [];
  const runs: Promise<unknown>[] = [];
  let gate: Promise<void> | undefined;
  let open: () => void = () => {};
  if (options.hold) gate = new Promise((resolve) => (open = resolve));
  let waitingAtGate = 0;
  let released = false;

  const spy = vi.spyOn(pool, 'run').mockImplementation(((task: Task, runOptions?: Parameters<JobPool['run']>[1]) => {
    const count = (counts.get(task.kind) ?? 0) + 1;
    counts.set(task.kind, count);
    for (const waiter of waiters.filter((w) => w.kind === task.kind && w.n <= count)) {
      waiters.splice(waiters.indexOf(waiter), 1);
      waiter.resolve();
    }
    const run =
      gate && !released && options.hold!(task, count)
        ? (async () => {
            waitingAtGate += 1;
            await gate;
            waitingAtGate -= 1;
            return original(task, runOptions);
          })()
        : original(task, runOptions);
    runs.push(run);
    return run;
  }) as JobPool['run']);

  return {
    started: (kind) => counts.get(kind) ?? 0,
    whenStarted: (kind, n = 1) =>
      (counts.get(kind) ?? 0) >= n ? Promise.resolve() : new Promise((resolve) => waiters.push({ kind, n, resolve })),
    held: () => waitingAtGate,
    release() {
      released = true;
      open();
    },
    async settled() {
      for (let seen = -1; seen !== runs.length; ) {
        seen = runs.length;
        await Promise.allSettled(runs);
        // A caller that goes on after a settled task hands over its next one within these turns.
        await new Promise((resolve) => setImmediate(resolve));
      }
    },
    restore: () => spy.mockRestore(),
  };
}

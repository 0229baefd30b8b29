import { AppError } from '../platform/errors.ts';
import type { TaskOutcome } from '../platform/metrics.ts';
import type { JobPool } from './pool.ts';
import type { Task } from './task-types.ts';

/**
 * The same pool, each task timed by kind and outcome. It wraps either back-end (the embedded
 * threads or a queue), so what it measures is the time from submission to answer.
 */
export function instrumentPool(
  pool: JobPool,
  observe: (kind: string, outcome: TaskOutcome, seconds: number) => void,
): JobPool {
  return {
    async run<T>(task: Task, options?: Parameters<JobPool['run']>[1]): Promise<T> {
      const started = performance.now();
      let outcome: TaskOutcome = 'error';
      try {
        const result = await pool.run<T>(task, options);
        outcome = 'ok';
        return result;
      } catch (error) {
        if (options?.signal?.aborted) outcome = 'stopped';
        else if (error instanceof AppError) outcome = error.status >= 500 ? 'error' : 'rejected';
        throw error;
      } finally {
        observe(task.kind, outcome, (performance.now() - started) / 1000);
      }
    },
    pending: () => pool.pending(),
    ...(pool.stats ? { stats: () => pool.stats!() } : {}),
    close: () => pool.close(),
  };
}

import { within } from '../platform/within.ts';
import type { JobPool, JobStats } from './pool.ts';

/** The pool's queue depth, or undefined when it has none or does not answer within `timeoutMs`. */
export async function readJobStats(pool: JobPool, timeoutMs = 1000): Promise<JobStats | undefined> {
  return pool.stats ? within(timeoutMs, pool.stats(), undefined) : undefined;
}

/** Worker processes connected to the queue (queue mode), or undefined when it cannot say within `timeoutMs`. */
export async function readWorkerCount(pool: JobPool, timeoutMs = 1000): Promise<number | undefined> {
  return pool.workers ? within(timeoutMs, pool.workers(), undefined) : undefined;
}

import type { JobPool, JobStats } from './pool.ts';

/** The pool's queue depth, or undefined when it has none or does not answer within `timeoutMs`. */
export async function readJobStats(pool: JobPool, timeoutMs = 1000): Promise<JobStats | undefined> {
  if (!pool.stats) return undefined;
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<undefined>((resolve) => {
    timer = setTimeout(() => resolve(undefined), timeoutMs);
  });
  try {
    return await Promise.race([pool.stats().catch(() => undefined), timeout]);
  } finally {
    clearTimeout(timer);
  }
}

import { availableParallelism } from 'node:os';
import { MessageChannel, type MessagePort } from 'node:worker_threads';
import { Piscina } from 'piscina';
import { AppError } from '../platform/errors.ts';
import type { DetectPageEvent, Task, TaskResult } from './task-types.ts';
import { ERROR_CODES, type ErrorCode } from '@sladd/contract/errors';
import { RESOURCE_LIMITS } from '@sladd/contract/limits';

/**
 * What a pool holds right now, for /api/health and /metrics. The embedded pool counts its own
 * tasks (this process only); a queue back-end answers for the whole queue, every process alike.
 */
export interface JobStats {
  /** Tasks waiting for a worker. */
  waiting: number;
  /** Tasks a worker is running. */
  active: number;
  /** Failed jobs the queue keeps; absent where failures are not kept (the embedded pool). */
  failed?: number;
  /** Jobs waiting out a retry back-off; absent where there are no retries (the embedded pool). */
  delayed?: number;
}

export interface JobPool {
  /** Runs a task in a worker; aborting the signal stops the work (the worker is ended). */
  run<T>(
    task: Task,
    options?: { signal?: AbortSignal; onPage?: (event: DetectPageEvent) => void },
  ): Promise<T>;
  /** Tasks submitted and not yet settled (queued or running). */
  pending(): number;
  /**
   * Jobs by state, for /api/health and /metrics: the thread pool counts this process's tasks
   * (waiting and running; it keeps no failed jobs), the BullMQ back-end the shared queue with its
   * failed and delayed jobs (JOBS=queue, decision 0041).
   * Optional so a pool without one (a test double) still fits.
   */
  stats?(): Promise<JobStats>;
  /** Worker processes connected to the queue now (queue mode only: the threads are always there). */
  workers?(): Promise<number>;
  close(): Promise<void>;
}

/** The queue back-end's name for JobStats. */
export type JobCounts = JobStats;

/** Turns a task's failure into the AppError the client sees. */
export function failureToAppError(failure: { code: string; message: string; details?: unknown }): AppError {
  const code = (failure.code in ERROR_CODES ? failure.code : 'BAD_REQUEST') as ErrorCode;
  return new AppError(code, failure.message, failure.details);
}

// A CommonJS entry per thread, so piscina never require()s an ES module (worker-entry.cjs says why):
// from the sources it loads worker.ts through tsx; in the compiled server (apps/api/dist,
// `npm run build:api`) the build writes one beside the bundle that imports the compiled worker.
const WORKER_FILE = new URL('./worker-entry.cjs', import.meta.url).href;

/** Page counts and other quick tasks: they go ahead of whole-file work waiting for a thread. */
const isQuick = (task: Task): boolean => task.kind === 'count';

/** A task stopped at its deadline: said so a person can act on it. */
export function taskTimedOut(seconds: number): AppError {
  return new AppError(
    'PROCESSING_TIMEOUT',
    `This file took longer than ${seconds} seconds to read and was stopped, so no pages were counted. It may draw the same content over and over; re-export it (print to PDF) and try again.`,
    { timeout_seconds: seconds },
  );
}

export interface JobPoolOptions {
  /**
   * How long one task may run once a thread has taken it (ms); past it the thread is ended and the
   * task answers PROCESSING_TIMEOUT. Waiting for a thread does not count. 0: no deadline (the
   * CLI, whose user waits for their own files and may stop them).
   */
  taskTimeoutMs?: number;
}

/** A piscina pool sized to the cores; every task has a deadline and stops when its signal aborts. */
export function createJobPool(
  threads = Math.max(1, availableParallelism()),
  poolOptions: JobPoolOptions = {},
): JobPool {
  const taskTimeoutMs = poolOptions.taskTimeoutMs ?? RESOURCE_LIMITS.taskTimeoutSeconds * 1000;
  const pool = new Piscina({
    filename: WORKER_FILE,
    minThreads: 1,
    maxThreads: threads,
    idleTimeout: 60_000,
  });
  // Tasks wait here, not in piscina's queue (which is first-in-first-out for abortable tasks):
  // one per thread is handed over at a time, quick ones first. A batch that starts while its
  // upload is still arriving then knows every file's page count as soon as the upload has ended,
  // instead of after every detection queued before the last count.
  const waiting = { quick: [] as (() => void)[], normal: [] as (() => void)[] };
  let running = 0;
  const next = () => {
    while (running < threads) {
      const start = waiting.quick.shift() ?? waiting.normal.shift();
      if (!start) return;
      running += 1;
      start();
    }
  };
  const turn = (task: Task, signal?: AbortSignal) =>
    new Promise<void>((resolve, reject) => {
      const queue = isQuick(task) ? waiting.quick : waiting.normal;
      const start = () => {
        signal?.removeEventListener('abort', onAbort);
        resolve();
      };
      const onAbort = () => {
        const at = queue.indexOf(start);
        if (at >= 0) queue.splice(at, 1);
        reject(signal!.reason ?? new Error('aborted'));
      };
      if (signal?.aborted) return reject(signal.reason ?? new Error('aborted'));
      signal?.addEventListener('abort', onAbort, { once: true });
      queue.push(start);
      next();
    });
  let inFlight = 0;
  return {
    pending: () => inFlight,
    stats: async () => ({ waiting: waiting.quick.length + waiting.normal.length, active: running }),
    async run<T>(
      task: Task,
      options: { signal?: AbortSignal; onPage?: (event: DetectPageEvent) => void } = {},
    ) {
      inFlight += 1;
      try {
        await turn(task, options.signal);
      } catch (error) {
        inFlight -= 1;
        throw error;
      }
      const transferList: MessagePort[] = [];
      let drained: Promise<void> | undefined;
      let channel: MessageChannel | undefined;
      let runnable: Task = task;
      if (task.kind === 'detect' && options.onPage) {
        channel = new MessageChannel();
        const port = channel.port1;
        // Messages on a port arrive in order: the worker's closing `end` comes after every page.
        drained = new Promise((resolve) =>
          port.on('message', (event: DetectPageEvent) => {
            if (event.type !== 'end') return options.onPage?.(event);
            port.close();
            resolve();
          }),
        );
        runnable = { ...task, port: channel.port2 };
        transferList.push(channel.port2);
      }
      let result: TaskResult<T>;
      // The deadline counts from the moment a thread takes the task. Aborting ends the thread
      // (piscina terminates it), so a page that would draw for hours stops using the CPU at once.
      const deadline = taskTimeoutMs > 0 ? AbortSignal.timeout(taskTimeoutMs) : undefined;
      const signals = [options.signal, deadline].filter((s): s is AbortSignal => s !== undefined);
      const signal = signals.length > 1 ? AbortSignal.any(signals) : signals[0];
      try {
        result = (await pool.run(runnable, {
          transferList: transferList as never,
          ...(signal ? { signal } : {}),
        })) as TaskResult<T>;
      } catch (error) {
        channel?.port1.close(); // stopped or failed: no `end` will come
        inFlight -= 1;
        if (deadline?.aborted && !options.signal?.aborted)
          throw taskTimedOut(Math.round(taskTimeoutMs / 1000));
        throw error;
      } finally {
        // The thread is free: the next task may start while this one's last messages arrive.
        running -= 1;
        next();
      }
      try {
        if (drained) await Promise.race([drained, new Promise((resolve) => setTimeout(resolve, 2000))]);
        if (!result.ok) throw failureToAppError(result.error);
        return result as T;
      } finally {
        inFlight -= 1;
      }
    },
    close: () => pool.destroy(),
  };
}

import { availableParallelism } from 'node:os';
import { MessageChannel, type MessagePort } from 'node:worker_threads';
import { Piscina } from 'piscina';
import { AppError } from '../platform/errors.ts';
import type { DetectPageEvent, Task, TaskResult } from './task-types.ts';
import { ERROR_CODES, type ErrorCode } from '@sladd/contract';

export interface JobPool {
  /** Runs a task in a worker; aborting the signal stops the work (the worker is ended). */
  run<T>(task: Task, options?: { signal?: AbortSignal; onPage?: (event: DetectPageEvent) => void }): Promise<T>;
  /** Tasks submitted and not yet settled (queued or running). */
  pending(): number;
  close(): Promise<void>;
}

/** Turns a task's failure into the AppError the client sees. */
export function failureToAppError(failure: { code: string; message: string; details?: unknown }): AppError {
  const code = (failure.code in ERROR_CODES ? failure.code : 'BAD_REQUEST') as ErrorCode;
  return new AppError(code, failure.message, failure.details);
}

/** A piscina pool sized to the cores. */
export function createJobPool(threads = Math.max(1, availableParallelism())): JobPool {
  const pool = new Piscina({
    filename: new URL('./worker-entry.mjs', import.meta.url).href,
    minThreads: 1,
    maxThreads: threads,
    idleTimeout: 60_000,
  });
  let inFlight = 0;
  return {
    pending: () => inFlight,
    async run<T>(task: Task, options: { signal?: AbortSignal; onPage?: (event: DetectPageEvent) => void } = {}) {
      const transferList: MessagePort[] = [];
      let drained: Promise<void> | undefined;
      let runnable: Task = task;
      if (task.kind === 'detect' && options.onPage) {
        const channel = new MessageChannel();
        channel.port1.on('message', (event: DetectPageEvent) => options.onPage?.(event));
        // The worker closes its end when the task ends; our end sees 'close' only after every
        // page message before it was delivered, so the caller never gets the result ahead of them.
        drained = new Promise((resolve) => channel.port1.once('close', () => resolve()));
        runnable = { ...task, port: channel.port2 };
        transferList.push(channel.port2);
      }
      inFlight += 1;
      try {
        const result = (await pool.run(runnable, {
          transferList: transferList as never,
          ...(options.signal ? { signal: options.signal } : {}),
        })) as TaskResult<T>;
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

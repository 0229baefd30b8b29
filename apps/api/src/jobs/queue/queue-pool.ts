import { randomUUID } from 'node:crypto';
import type { Queue } from 'bullmq';
import { AppError } from '../../platform/errors.ts';
import { failureToAppError, type JobCounts, type JobPool } from '../pool.ts';
import type { DetectPageEvent, Task, TaskResult } from '../task-types.ts';
import {
  CANCEL_CHANNEL,
  QUEUE_NAME,
  QUEUE_PREFIX,
  channelOf,
  decode,
  encode,
  priorityOf,
  randomKey,
  silenceLimitMs,
  storableTask,
  type JobData,
  type JobLog,
  type JobMessage,
} from './protocol.ts';

export interface QueuePoolOptions {
  redisUrl: string;
  log: JobLog;
  /**
   * Life of a payload in Redis, and the longest a job may wait for a worker (ms): a job nobody
   * takes by then fails with a clear error instead of hanging.
   */
  payloadTtlMs?: number;
  /**
   * The workers' JOBS_LOCK_SECONDS (ms): a running job whose worker sends nothing for
   * silenceLimitMs(lockMs) has lost its worker and no other worker took it back (protocol.ts).
   */
  lockMs?: number;
  /** Overrides the silence limit derived from lockMs (tests). */
  silenceMs?: number;
}

/**
 * What happened to this process's jobs in the queue, for /metrics: a job put back after its worker
 * died (requeued), given up on after silence (worker_lost), refused with no worker (no_worker) or
 * without Redis (queue_unavailable); and each job's wait for a worker and its run in one.
 */
export type QueueEvent = 'requeued' | 'worker_lost' | 'no_worker' | 'queue_unavailable';
export interface QueueObserver {
  event(event: QueueEvent): void;
  /** A job that ended: seconds from submission to its worker's start, and from start to its end. */
  timing(kind: string, waitSeconds: number, runSeconds: number): void;
}

/** The BullMQ back-end of the job interface, with what /api/health and /metrics read. */
export interface QueuePool extends JobPool {
  stats(): Promise<JobCounts>;
  workers(): Promise<number>;
  /** Where the pool reports its events and timings (the metrics, once they exist). */
  observe(observer: QueueObserver): void;
}

const DEFAULT_PAYLOAD_TTL_MS = 10 * 60_000;
const DEFAULT_LOCK_MS = 15_000;
/** Redis commands (not the event subscription) give up after this: a black-holed Redis must not hold a request. */
export const REDIS_COMMAND_TIMEOUT_MS = 2_000;

/** Redis (the job queue) cannot be reached: said so a person can act on it. */
export function queueUnavailable(): AppError {
  return new AppError(
    'SERVICE_UNAVAILABLE',
    'The job queue (Redis) is unreachable, so this file was not processed and no pages were counted. Try again in a moment; if it persists, check that Redis at REDIS_URL is running.',
    { reason: 'queue_unavailable' },
  );
}

/**
 * JOBS=queue: every task goes to BullMQ and runs in a `sladd worker` process, any number of them,
 * on any machine. run() keeps the thread pool's contract: page events in order (each page once,
 * even when a worker dies and another starts the file again), the result or the task's own error,
 * and the signal cancels the job wherever it is.
 */
export async function createQueuePool(options: QueuePoolOptions): Promise<QueuePool> {
  const payloadTtlMs = options.payloadTtlMs ?? DEFAULT_PAYLOAD_TTL_MS;
  const silenceMs = options.silenceMs ?? silenceLimitMs(options.lockMs ?? DEFAULT_LOCK_MS);
  const { Redis } = await import('ioredis');
  const { Queue } = await import('bullmq');
  // Fail fast while Redis is down (no offline queue), so a batch gets a clear error at once.
  const connect = (name: string) =>
    new Redis(options.redisUrl, {
      connectionName: name,
      enableOfflineQueue: false,
      maxRetriesPerRequest: 0,
      connectTimeout: 2000,
      commandTimeout: REDIS_COMMAND_TIMEOUT_MS,
      retryStrategy: (attempt) => Math.min(attempt * 250, 5000),
    });
  const commands = connect('sladd-api');
  const subscriber = connect('sladd-api-events');
  const queueConnection = connect('sladd-api-queue');
  let down = false;
  let closing = false;
  // One line when the queue is lost (a refused connection, or one that closes), one when it is back.
  const lost = (code?: string, reason?: string) => {
    if (down || closing) return;
    down = true;
    options.log.warn(
      { queue: 'unavailable', code, reason },
      'The job queue (Redis) is unreachable: PDF work fails with SERVICE_UNAVAILABLE until it is back',
    );
  };
  commands.on('error', (error: Error & { code?: string }) => lost(error.code, error.message));
  commands.on('close', () => lost('CONNECTION_CLOSED', 'the connection to Redis closed'));
  commands.on('ready', () => {
    if (down) options.log.info({ queue: 'ok' }, 'The job queue (Redis) is reachable again');
    down = false;
  });
  for (const client of [subscriber, queueConnection]) client.on('error', () => {}); // logged once above

  const queue: Queue<JobData> = new Queue<JobData>(QUEUE_NAME, {
    connection: queueConnection,
    prefix: QUEUE_PREFIX,
    // The event stream is trimmed; a finished job's record is removed (failed ones are kept for a
    // day, 1000 at most, for the failed count: they hold two key names and our own error message).
    streams: { events: { maxLen: 1000 } },
    defaultJobOptions: {
      attempts: 1,
      removeOnComplete: true,
      removeOnFail: { age: 86_400, count: 1000 },
      stackTraceLimit: 0,
    },
  });
  queue.on('error', () => {}); // connection errors are logged once above

  let observer: QueueObserver | undefined;
  /** The error, told to the observer by its reason. */
  const counted = (error: AppError): AppError => {
    const reason = (error.details as { reason?: QueueEvent } | undefined)?.reason;
    if (reason) observer?.event(reason);
    return error;
  };

  /** Jobs waiting for their answer, by channel. */
  const listeners = new Map<string, (message: JobMessage) => void>();
  const failAll = new Set<(error: AppError) => void>();
  subscriber.on('message', (channel: string, text: string) => {
    const listener = listeners.get(channel);
    if (!listener) return;
    listener(JSON.parse(text) as JobMessage);
  });
  // While the subscription is down, messages are lost: every job in flight fails clearly.
  subscriber.on('close', () => {
    for (const fail of [...failAll]) fail(counted(queueUnavailable()));
  });

  const ready = () => [commands, subscriber, queueConnection].every((client) => client.status === 'ready');
  // Wait briefly for the first connection; without Redis the API still starts (the error handler
  // above has logged why), and each request fails with a clear SERVICE_UNAVAILABLE until it is back.
  await new Promise<void>((resolve) => {
    if (ready()) return resolve();
    const timer = setTimeout(done, 3000);
    function done() {
      clearTimeout(timer);
      commands.off('ready', check);
      subscriber.off('ready', check);
      queueConnection.off('ready', check);
      resolve();
    }
    function check() {
      if (ready()) done();
    }
    commands.on('ready', check);
    subscriber.on('ready', check);
    queueConnection.on('ready', check);
    queue.waitUntilReady().then(check, () => {});
  });

  /** Tasks this process submitted and has not settled. */
  let inFlight = 0;

  // Workers connected to the queue, asked of Redis at most every 2 s (CLIENT LIST is not free);
  // undefined when Redis did not say (the job is then submitted and waits as before).
  let workerCount: { at: number; count: number | undefined } = { at: 0, count: undefined };
  const liveWorkers = async (): Promise<number | undefined> => {
    if (Date.now() - workerCount.at < 2_000) return workerCount.count;
    const count = await queue.getWorkersCount().catch(() => undefined);
    workerCount = { at: Date.now(), count };
    return count;
  };

  const cancel = async (jobId: string) => {
    await commands.publish(CANCEL_CHANNEL, jobId).catch(() => {});
    // A job still waiting is simply taken out; a running one is stopped by its worker.
    await queue.remove(jobId).catch(() => {});
  };

  async function run<T>(
    task: Task,
    runOptions: { signal?: AbortSignal; onPage?: (event: DetectPageEvent) => void } = {},
  ): Promise<T> {
    const { signal, onPage } = runOptions;
    if (signal?.aborted) throw signal.reason ?? new Error('aborted');
    if (!ready()) throw counted(queueUnavailable());
    if ((await liveWorkers()) === 0) throw counted(noWorkerRunning());
    inFlight += 1;
    const jobId = randomUUID();
    const channel = channelOf(jobId);
    const data: JobData = { payload: randomKey('in'), result: randomKey('out') };
    // A worker that dies mid-file starts it again elsewhere: each page is relayed once.
    const relayed = new Set<string>();
    let timer: NodeJS.Timeout | undefined;
    let fail: (error: unknown) => void = () => {};
    let onAbort: () => void = () => {};
    let added = false;
    let finished = false;
    const submitted = performance.now();
    let startedAt: number | undefined;
    const answered = new Promise<void>((resolve, reject) => {
      fail = reject;
      const arm = (ms: number, error: () => AppError) => {
        clearTimeout(timer);
        timer = setTimeout(() => {
          // Silence has two causes: the worker died, or Redis (the messenger) is gone. Ask Redis.
          commands.ping().then(
            () => reject(counted(error())),
            (failure: Error & { code?: string }) => {
              lost(failure.code ?? 'TIMEOUT', 'Redis does not answer');
              reject(counted(queueUnavailable()));
            },
          );
        }, ms);
      };
      arm(payloadTtlMs, noWorker);
      listeners.set(channel, (message) => {
        switch (message.t) {
          case 'started':
            startedAt ??= performance.now();
            return arm(silenceMs, workerLost);
          case 'alive':
            return arm(silenceMs, workerLost);
          case 'requeued':
            observer?.event('requeued');
            return arm(payloadTtlMs, noWorker);
          case 'page': {
            arm(silenceMs, workerLost);
            const key = `${message.event.type}:${message.event.page}`;
            if (relayed.has(key)) return;
            relayed.add(key);
            onPage?.(message.event);
            return;
          }
          case 'done':
            finished = true;
            clearTimeout(timer);
            if (startedAt !== undefined)
              observer?.timing(
                task.kind,
                (startedAt - submitted) / 1000,
                (performance.now() - startedAt) / 1000,
              );
            return resolve();
          case 'failed':
            finished = true;
            clearTimeout(timer);
            return reject(failureToAppError(message));
        }
      });
      onAbort = () => reject(signal?.reason ?? new Error('aborted'));
      signal?.addEventListener('abort', onAbort, { once: true });
    });
    answered.catch(() => {}); // awaited below; a rejection before then is not unhandled
    failAll.add(fail);
    try {
      try {
        await subscriber.subscribe(channel);
        await commands.set(data.payload, encode(storableTask(task)), 'PX', payloadTtlMs);
        await queue.add(task.kind, data, { jobId, priority: priorityOf(task) });
        added = true;
      } catch (error) {
        throw signal?.aborted ? (signal.reason ?? error) : counted(queueUnavailable());
      }
      await answered;
      const raw = await commands.getBuffer(data.result).catch(() => {
        throw queueUnavailable();
      });
      if (!raw) throw queueUnavailable();
      const result = decode<TaskResult<T>>(raw);
      if (!result.ok) throw failureToAppError(result.error);
      return result as T;
    } catch (error) {
      // Stopped, timed out or cut off before the worker answered: the job must not run on.
      if (added && !finished) await cancel(jobId);
      throw error;
    } finally {
      clearTimeout(timer);
      signal?.removeEventListener('abort', onAbort);
      listeners.delete(channel);
      failAll.delete(fail);
      subscriber.unsubscribe(channel).catch(() => {});
      // The worker deletes the payload when it is done; this also covers a job that never ran.
      commands.del(data.payload, data.result).catch(() => {});
      inFlight -= 1;
    }
  }

  return {
    run,
    pending: () => inFlight,
    async stats() {
      const counts = await queue.getJobCounts('waiting', 'prioritized', 'active', 'failed', 'delayed');
      return {
        waiting: (counts.waiting ?? 0) + (counts.prioritized ?? 0),
        active: counts.active ?? 0,
        failed: counts.failed ?? 0,
        delayed: counts.delayed ?? 0,
      };
    },
    workers: () => queue.getWorkersCount(),
    observe: (given) => {
      observer = given;
    },
    async close() {
      closing = true;
      await queue.close().catch(() => {});
      for (const client of [commands, subscriber, queueConnection]) client.disconnect();
    },
  };
}

function noWorkerRunning(): AppError {
  return new AppError(
    'SERVICE_UNAVAILABLE',
    'No worker is running, so this file was not processed and no pages were counted. Try again in a moment; if it persists, start `sladd worker` processes connected to the same Redis.',
    { reason: 'no_worker', retry_after_seconds: 10 },
  );
}

function noWorker(): AppError {
  return new AppError(
    'SERVICE_UNAVAILABLE',
    'No worker took this file in time, so it was not processed and no pages were counted. Check that `sladd worker` processes are running and connected to the same Redis.',
    { reason: 'no_worker' },
  );
}

function workerLost(): AppError {
  return new AppError(
    'SERVICE_UNAVAILABLE',
    'The worker processing this file stopped answering, so it was not processed and no pages were counted. Try again; if it persists, check the worker processes.',
    { reason: 'worker_lost' },
  );
}

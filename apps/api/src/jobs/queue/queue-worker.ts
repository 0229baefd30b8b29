import { availableParallelism } from 'node:os';
import type { Job, Worker } from 'bullmq';
import { AppError } from '../../platform/errors.ts';
import { createJobPool, type JobPool } from '../pool.ts';
import type { Task } from '../task-types.ts';
import {
  CANCEL_CHANNEL,
  HEARTBEAT_MS,
  QUEUE_NAME,
  QUEUE_PREFIX,
  channelOf,
  decode,
  encode,
  type JobData,
  type JobLog,
  type JobMessage,
} from './protocol.ts';

export interface QueueWorkerOptions {
  redisUrl: string;
  /** Jobs run at once in this process (threads of its pool); the cores by default. */
  concurrency?: number;
  log: JobLog;
  /**
   * A job's lock in Redis (ms), renewed every half of it while the job runs; when a worker dies the
   * lock runs out and the stalled-job check (every `stalledInterval` ms, on any worker) puts the job
   * back in the queue for another worker. Together they bound how long a killed worker's file waits.
   */
  lockDuration?: number;
  stalledInterval?: number;
  /** Times a job may be put back after its worker died before it fails (a file that kills workers). */
  maxStalledCount?: number;
  /** The pool that runs the tasks (threads, by default); tests may give their own. */
  pool?: JobPool;
  /** How long one task may run (ms) before it is stopped and answered PROCESSING_TIMEOUT. */
  taskTimeoutMs?: number;
  /** Told when this worker found another's job stalled (its worker died) and put it back. */
  onStalled?: () => void;
  /** Told how each job this process ran ended, for its metrics (`sladd worker`, WORKER_METRICS_PORT). */
  onJob?: (job: { kind: string; outcome: WorkerJobOutcome; seconds: number; pages: number }) => void;
}

/** How a job ended in this worker: done, answered with the file's own error, failed, stopped, handed back. */
export type WorkerJobOutcome = 'ok' | 'rejected' | 'error' | 'stopped' | 'requeued';

export interface QueueWorker {
  /** Jobs running in this process now. */
  running(): number;
  /** True while this worker's connection to Redis is up. */
  redisReady(): boolean;
  /**
   * Finishes the running jobs, then disconnects (SIGTERM); `force` leaves at once, as a crash would.
   * With `graceMs`, jobs still running after it are stopped and put back in the queue for another
   * worker (their clients keep waiting); it resolves to the number of jobs so handed back.
   */
  close(options?: { force?: boolean; graceMs?: number }): Promise<number>;
}

/** How long a result waits in Redis for the API process to read it. */
const RESULT_TTL_MS = 5 * 60_000;
const STORE_RESULT = `
if redis.call('EXISTS', KEYS[1]) == 0 then return 0 end
redis.call('SET', KEYS[2], ARGV[1], 'PX', ARGV[2])
redis.call('DEL', KEYS[1])
return 1`;

export const DEFAULT_LOCK_DURATION_MS = 15_000;
export const DEFAULT_STALLED_INTERVAL_MS = 5_000;
export const DEFAULT_MAX_STALLED_COUNT = 2;

/**
 * A BullMQ worker (`sladd worker`) running the same task functions as the embedded server, in a
 * thread pool of its own: the event loop stays free to renew job locks and relay page events
 * while the threads work. Any number of these may run, on any machine that reaches Redis.
 */
export async function startQueueWorker(options: QueueWorkerOptions): Promise<QueueWorker> {
  const concurrency = Math.max(1, options.concurrency ?? availableParallelism());
  const { Redis } = await import('ioredis');
  const { Worker: BullWorker, WaitingError } = await import('bullmq');
  const retryStrategy = (attempt: number) => Math.min(attempt * 250, 5000);
  const commands = new Redis(options.redisUrl, { connectionName: 'sladd-worker', retryStrategy });
  const cancels = new Redis(options.redisUrl, { connectionName: 'sladd-worker-cancel', retryStrategy });
  let down = false;
  commands.on('error', (error: Error & { code?: string }) => {
    if (down) return;
    down = true;
    options.log.warn(
      { queue: 'unavailable', code: error.code },
      'Redis is unreachable; the worker waits for it',
    );
  });
  commands.on('ready', () => {
    if (down) options.log.info({ queue: 'ok' }, 'Redis is reachable again');
    down = false;
  });
  cancels.on('error', () => {}); // logged once above

  const pool =
    options.pool ??
    createJobPool(concurrency, options.taskTimeoutMs ? { taskTimeoutMs: options.taskTimeoutMs } : {});
  const running = new Map<string, AbortController>();
  /** Set when a stopping worker's grace has run out: its running jobs go back to the queue. */
  let handingBack = false;
  let handedBack = 0;
  /** Jobs whose API process has been told how they ended (by the processor). */
  const reported = new Set<string>();

  await cancels.subscribe(CANCEL_CHANNEL);
  cancels.on('message', (_channel: string, jobId: string) =>
    running.get(jobId)?.abort(new Error('cancelled')),
  );

  /**
   * Writes the result only while the payload is still there, and deletes the payload, in one step:
   * an API process that has given up on the job (stopped, timed out) has deleted both keys, and a
   * result written after that would wait in Redis for nobody until it expired.
   */
  const storeResult = (payload: string, result: string, value: Buffer) =>
    commands.eval(STORE_RESULT, 2, payload, result, value, RESULT_TTL_MS);

  /** Sends a message to the job's API process; the number of listeners (-1 when Redis did not answer). */
  const publish = (jobId: string, message: JobMessage) =>
    commands.publish(channelOf(jobId), JSON.stringify(message)).catch(() => -1);

  async function processJob(job: Job<JobData>, token?: string): Promise<void> {
    const jobId = job.id!;
    const { payload, result } = job.data;
    const controller = new AbortController();
    running.set(jobId, controller);
    const started = performance.now();
    void publish(jobId, { t: 'started' });
    // Nobody listening on the job's channel means its API process is gone (it subscribes before it
    // adds the job): the work is stopped and its file deleted at once, not left to run and expire.
    let orphaned = false;
    const heartbeat = setInterval(() => {
      void publish(jobId, { t: 'alive' }).then((listeners) => {
        if (listeners !== 0 || controller.signal.aborted) return;
        orphaned = true;
        controller.abort(new Error('orphaned'));
      });
    }, HEARTBEAT_MS);
    let keepPayload = false;
    let pagesDone = 0;
    let outcome: WorkerJobOutcome = 'error';
    try {
      const raw = await commands.getBuffer(payload);
      if (!raw) {
        // Cancelled before it started, or waited past its TTL: nothing to do, nobody to tell.
        reported.add(jobId);
        outcome = 'stopped';
        options.log.info({ job: jobId, kind: job.name }, 'job skipped: its file is no longer in Redis');
        await publish(jobId, {
          t: 'failed',
          code: 'SERVICE_UNAVAILABLE',
          message:
            'This file waited too long in the queue and was not processed; no pages were counted. Try again.',
        });
        return;
      }
      const task = decode<Task>(raw);
      try {
        const output = await pool.run<object>(task, {
          signal: controller.signal,
          onPage: (event) => {
            if (event.type === 'page_completed') {
              pagesDone += 1;
              options.log.debug?.({ job: jobId, page: event.page, pages: event.totalPages }, 'job page done');
            }
            void publish(jobId, { t: 'page', event });
          },
        });
        await storeResult(payload, result, encode({ ok: true, ...output }));
        reported.add(jobId);
        // The API process went away while the last page ran: nobody will read the result.
        if ((await publish(jobId, { t: 'done' })) === 0) await commands.del(result).catch(() => 0);
        outcome = 'ok';
        options.log.info(
          { job: jobId, kind: job.name, ms: Math.round(performance.now() - started) },
          'job completed',
        );
      } catch (error) {
        if (handingBack) {
          // This worker is stopping and its grace is over: the job waits for another worker,
          // its payload stays, and its API process is told to keep waiting.
          keepPayload = true;
          handedBack += 1;
          outcome = 'requeued';
          await job.moveToWait(token);
          await publish(jobId, { t: 'requeued' });
          options.log.info({ job: jobId, kind: job.name }, 'job handed back to the queue (worker stopping)');
          throw new WaitingError();
        }
        if (controller.signal.aborted) {
          reported.add(jobId);
          outcome = 'stopped';
          options.log.info(
            { job: jobId, kind: job.name, ...(orphaned ? { reason: 'orphaned' } : {}) },
            orphaned ? 'job stopped: its API process is gone' : 'job cancelled',
          );
          return;
        }
        if (error instanceof AppError) {
          // The file's own problem (not a PDF, encrypted…): an answer for the client, not a crash.
          await storeResult(
            payload,
            result,
            encode({
              ok: false,
              error: { code: error.code, message: error.message, details: error.details },
            }),
          );
          reported.add(jobId);
          await publish(jobId, { t: 'done' });
          outcome = 'rejected';
          options.log.info({ job: jobId, kind: job.name, code: error.code }, 'job answered with an error');
          return;
        }
        reported.add(jobId);
        await publish(jobId, {
          t: 'failed',
          code: 'INTERNAL_ERROR',
          message: 'This file could not be processed.',
        });
        // The error's name only: a message could quote the document.
        options.log.warn(
          { job: jobId, kind: job.name, error: error instanceof Error ? error.name : typeof error },
          'job failed',
        );
        // The job's failed record keeps this message only (no stack: stackTraceLimit 0).
        throw new Error('task failed', { cause: error });
      }
    } finally {
      clearInterval(heartbeat);
      options.onJob?.({
        kind: job.name,
        outcome,
        seconds: (performance.now() - started) / 1000,
        pages: pagesDone,
      });
      running.delete(jobId);
      if (!keepPayload) await commands.del(payload).catch(() => 0);
    }
  }

  const worker: Worker<JobData> = new BullWorker<JobData>(QUEUE_NAME, processJob, {
    connection: {
      url: options.redisUrl,
      maxRetriesPerRequest: null,
      retryStrategy,
      connectionName: 'sladd-worker-queue',
    },
    prefix: QUEUE_PREFIX,
    concurrency,
    lockDuration: options.lockDuration ?? DEFAULT_LOCK_DURATION_MS,
    stalledInterval: options.stalledInterval ?? DEFAULT_STALLED_INTERVAL_MS,
    maxStalledCount: options.maxStalledCount ?? DEFAULT_MAX_STALLED_COUNT,
    removeOnComplete: { count: 0 },
    removeOnFail: { age: 86_400, count: 1000 },
  });
  worker.on('error', () => {}); // connection errors are logged once above
  // A job whose worker died goes back to the queue: its API process waits for the next worker.
  worker.on('stalled', (jobId) => {
    options.onStalled?.();
    options.log.warn({ job: jobId }, 'job stalled (its worker stopped); put back in the queue');
    void publish(jobId, { t: 'requeued' });
  });
  // Failed without reaching the processor: a file that stopped workers more than maxStalledCount times.
  worker.on('failed', (job) => {
    if (!job?.id || reported.delete(job.id)) return;
    options.log.warn({ job: job.id, kind: job.name }, 'job failed after its workers stopped repeatedly');
    void commands.del(job.data.payload).catch(() => 0);
    void publish(job.id, {
      t: 'failed',
      code: 'INTERNAL_ERROR',
      message: `This file stopped its worker more than ${options.maxStalledCount ?? DEFAULT_MAX_STALLED_COUNT} times and was not processed; no pages were counted.`,
    });
  });
  worker.on('completed', (job) => job.id && reported.delete(job.id));
  await worker.waitUntilReady();

  return {
    running: () => running.size,
    redisReady: () => commands.status === 'ready',
    async close({ force = false, graceMs }: { force?: boolean; graceMs?: number } = {}) {
      const closed = worker.close(force);
      if (graceMs !== undefined && !force) {
        let timer: NodeJS.Timeout | undefined;
        const late = new Promise<boolean>((resolve) => (timer = setTimeout(() => resolve(true), graceMs)));
        if (await Promise.race([closed.then(() => false), late])) {
          handingBack = true;
          for (const controller of running.values()) controller.abort(new Error('worker stopping'));
        }
        clearTimeout(timer);
      }
      await closed;
      if (!options.pool) await pool.close();
      cancels.disconnect();
      commands.disconnect();
      return handedBack;
    },
  };
}

import { randomBytes } from 'node:crypto';
import { deserialize, serialize } from 'node:v8';
import type { DetectPageEvent, Task } from '../task-types.ts';

/**
 * What the API processes and the worker processes agree on in queue mode (decision 0041). BullMQ
 * keeps job records as JSON; a job here holds only two random key names. The task itself (the
 * PDF bytes, and options that may hold document text such as search terms or OCR words) travels
 * as one binary value under the payload key with a short TTL; the answer comes back the same way
 * under the result key, and progress and the end of each job are announced on a pub/sub channel
 * named after the job.
 */

/** What the queue code logs: job ids, kinds, durations and error codes; never text, bytes or values. */
export interface JobLog {
  info(fields: object, message: string): void;
  warn(fields: object, message: string): void;
  /** Per-page progress (job id and page number only), for operators tracing one job. */
  debug?(fields: object, message: string): void;
}

/**
 * The queue's clock, all derived from JOBS_LOCK_SECONDS (set the same on API processes and
 * workers; docs/DEPLOY.md "When a part fails"):
 * - a running job's lock lasts `lockMs` and its worker renews it every half of that;
 * - every worker checks for jobs whose lock ran out every `stalledIntervalMs(lockMs)`; BullMQ moves
 *   such a job back to the queue at the second check that finds it without a lock;
 * - a running job tells its API process it is alive every HEARTBEAT_MS;
 * - so an API process gives up on a silent job only after the lock ran out, two stall checks
 *   passed and a heartbeat was missed (`silenceLimitMs`): before that, another worker may still
 *   take the job and announce it.
 */
export const HEARTBEAT_MS = 5_000;
export const stalledIntervalMs = (lockMs: number): number => Math.max(1000, Math.round(lockMs / 3));
export const silenceLimitMs = (lockMs: number): number =>
  lockMs + 2 * stalledIntervalMs(lockMs) + HEARTBEAT_MS + 5_000;

/** The BullMQ queue every API process adds to and every worker process takes from. */
export const QUEUE_NAME = 'sladd-pdf';
/** Key prefix of BullMQ's own records (the queue lists, job hashes, the trimmed event stream). */
export const QUEUE_PREFIX = 'sladd:bull';
/** Workers listen here for the ids of jobs whose client went away. */
export const CANCEL_CHANNEL = 'sladd:jobs:cancel';

/** A job's record in BullMQ: key names only, never a byte of the file or a word of its text. */
export interface JobData {
  /** The task (v8-serialized) with its PDF bytes; the worker deletes it when done. */
  payload: string;
  /** Where the worker puts the serialized TaskResult; the API deletes it once read. */
  result: string;
}

/** The pub/sub channel of one job: worker → API. */
export const channelOf = (jobId: string): string => `sladd:jobs:events:${jobId}`;

/** A random Redis key for one payload or result. */
export const randomKey = (kind: 'in' | 'out'): string =>
  `sladd:jobs:${kind}:${randomBytes(16).toString('hex')}`;

/** Messages on a job's channel, in the order the worker sends them. */
export type JobMessage =
  /** A worker took the job (again, after a stall). */
  | { t: 'started' }
  /** The worker is alive and still working (every few seconds). */
  | { t: 'alive' }
  /** The job's worker stopped answering; BullMQ put the job back in the queue. */
  | { t: 'requeued' }
  /** One page of a detection. */
  | { t: 'page'; event: DetectPageEvent }
  /** The TaskResult is under the job's result key. */
  | { t: 'done' }
  /** The task could not run; code and message are what the client sees. */
  | { t: 'failed'; code: string; message: string; details?: unknown };

/**
 * Tasks and results cross Redis in V8's structured serialization: Uint8Arrays (the PDF, the redacted
 * PDF) stay binary, no base64 and no JSON. API and worker processes must run the same release (they
 * share the task functions anyway); the format is Node's own and is read back by the same major.
 */
export function encode(value: unknown): Buffer {
  return serialize(value);
}

export function decode<T>(buffer: Buffer): T {
  return deserialize(buffer) as T;
}

/** A task as it is stored: the thread port (embedded pool only) never crosses. */
export function storableTask(task: Task): Task {
  if (task.kind !== 'detect' || !task.port) return task;
  const { port: _port, ...rest } = task;
  return rest;
}

/** BullMQ priorities (lower runs first): page counts go ahead of whole-file work, as in the thread pool. */
export const priorityOf = (task: Task): number => (task.kind === 'count' ? 1 : 2);

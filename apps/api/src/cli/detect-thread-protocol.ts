import { Worker } from 'node:worker_threads';
import type { SensitiveItem } from '@sladd/detect';
import type { DetectionRequest } from '../jobs/task-types.ts';
import type { PackedPage } from '@sladd/pdf/packed';

/** From the main thread to the detection thread: the request, then the pages in order, then `end`. */
export type DetectThreadMessage =
  | { type: 'request'; request: DetectionRequest }
  | { type: 'page'; index: number; packed: PackedPage }
  | { type: 'end' };

/** From the detection thread: one answer per page, in order, then `done` (or `failed` at any point). */
export type DetectThreadReply =
  | { type: 'page'; index: number; sensitive: SensitiveItem[]; detectionMs: number }
  | { type: 'done'; engineMs: Partial<Record<'fast' | 'standard' | 'advanced', number>> }
  | { type: 'failed'; name: string };

// From the sources the entry loads detect-thread.ts through tsx; `npm run build:api` writes one
// beside the compiled command line that imports the compiled thread.
const THREAD_FILE = new URL('./detect-thread-entry.mjs', import.meta.url);

/**
 * Starts the detection thread (pipelined-detect.ts's DetectThread does, and listens to it at once).
 */
export const startDetectWorker = (): Worker => new Worker(THREAD_FILE);

import { setPriority } from 'node:os';
import { detectText } from '@sladd/detect';
import { handleTask } from './tasks.ts';
import { WORKER_NICE } from './worker-priority.ts';

// PDF work yields the CPU to the API's event loop: on Linux a nice value is per thread, so this
// lowers only this worker thread, and sign-ins and page loads stay quick while a large detection
// keeps every core busy (docs/PERFORMANCE.md, bench:load). Where it is not allowed, run as is.
try {
  setPriority(WORKER_NICE);
} catch {
  // not permitted here (some containers); the worker still runs, at normal priority
}

// Load the NER weights and the postal register now, so the first real page is not slow.
detectText('Ola Nordmann bor i Storgata 1, 0155 Oslo.', { entities: ['ALL_FAST'] });

/** Piscina worker entry: one PDF task per call, off the API's event loop (tasks.ts runs it). */
export default handleTask;

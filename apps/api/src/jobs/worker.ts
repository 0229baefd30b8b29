import { detectText } from '@sladd/detect';
import { runTask } from './tasks.ts';
import type { Task } from './task-types.ts';

// Load the NER weights and the postal register now, so the first real page is not slow.
detectText('Ola Nordmann bor i Storgata 1, 0155 Oslo.', { entities: ['ALL_FAST'] });

/** Piscina worker entry: one PDF task per call, off the API's event loop. */
export default function handleTask(task: Task) {
  return runTask(task);
}

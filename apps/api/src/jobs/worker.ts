import { detectText } from '@sladd/detect';
import { runOcrPageTask } from './ocr-task.ts';
import { runTask } from './tasks.ts';
import type { Task } from './task-types.ts';

// Load the NER weights and the postal register now, so the first real page is not slow.
detectText('Ola Nordmann bor i Storgata 1, 0155 Oslo.', { entities: ['ALL_FAST'] });

/** Piscina worker entry: one PDF task per call, off the API's event loop (OCR answers a promise). */
export default function handleTask(task: Task) {
  return task.kind === 'ocr-page' ? runOcrPageTask(task) : runTask(task);
}

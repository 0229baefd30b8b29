// The command line's detection thread (cli/pipelined-detect.ts starts it): it runs the detection
// engines on each page the main thread has extracted, while the main thread extracts the next.
// It loads @sladd/detect only, never the PDF engine, and is told nothing but words.
import { parentPort } from 'node:worker_threads';
import { detectPagesByMethod } from '@sladd/detect';
import type { PageWords } from '@sladd/pdf';
import { unpackPage } from '@sladd/pdf/packed';
import { workerDetection } from '../jobs/detection-engines.ts';
import { type DetectThreadMessage, type DetectThreadReply } from './detect-thread-protocol.ts';
import { SAVE_CODE_CACHE } from './code-cache.ts';

// A few words the engines are run on once before the first page arrives, so the models a request
// needs are read (and the detection code compiled) while the main thread still opens the file.
const WARM_UP_PAGE: PageWords = {
  page: 0,
  width: 595,
  height: 842,
  rotation: 0,
  hasTextLayer: true,
  words: 'Ola Nordmann bor i Storgata 1, 0155 Oslo, tlf. 912 34 567'
    .split(' ')
    .map((text, i) => ({ text, line: 0, bbox: { x0: i * 40, y0: 100, x1: i * 40 + 36, y1: 112 } })),
};

const port = parentPort!;
let detection: ReturnType<typeof workerDetection> | undefined;
const engineMs: Partial<Record<'fast' | 'standard' | 'advanced', number>> = {};
const reply = (message: DetectThreadReply) => port.postMessage(message);

/**
 * Compiled, the thread runs through V8's code cache (code-cache.ts); when it had none, its loader
 * leaves a function to save one, called here once the work has compiled what a run needs.
 */
function saveCodeCache(): void {
  const save = (globalThis as Record<symbol, unknown>)[SAVE_CODE_CACHE];
  if (typeof save === 'function') save();
}

port.on('message', (message: DetectThreadMessage) => {
  try {
    if (message.type === 'request') {
      detection = workerDetection(message.request);
      detectPagesByMethod([WARM_UP_PAGE], detection.options, detection.engines);
    } else if (message.type === 'page') {
      const page = unpackPage(message.packed);
      const started = performance.now();
      const [found] = detectPagesByMethod([page], detection!.options, detection!.engines, engineMs);
      reply({
        type: 'page',
        index: message.index,
        sensitive: found?.sensitive ?? [],
        detectionMs: performance.now() - started,
      });
    } else {
      saveCodeCache();
      reply({ type: 'done', engineMs });
    }
  } catch (error) {
    // Only the kind of failure crosses over: a message could quote the document.
    reply({ type: 'failed', name: error instanceof Error ? error.name : 'Error' });
  }
});

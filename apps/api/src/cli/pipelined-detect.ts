import type { Worker } from 'node:worker_threads';
import type { DetectPageEvent, DetectResult, NeedsOcr, Task, TaskResult } from '../jobs/task-types.ts';
import {
  type DetectThreadMessage,
  type DetectThreadReply,
  startDetectWorker,
} from './detect-thread-protocol.ts';
import type { DetectedPageText } from '../jobs/detect-result.ts';

// This module loads nothing heavy: the thread is started, and its failures are listened for, before
// the PDF engine loads on this thread (detect() imports it).

/**
 * Pages extracted but not yet answered. The main thread extracts faster than the engines detect,
 * so without a bound a long file's words would pile up in memory on both sides.
 */
const MAX_PAGES_IN_FLIGHT = 8;

type DetectTask = Extract<Task, { kind: 'detect' }>;

/**
 * A one-file `sladd detect` in two threads: this one opens the PDF and extracts each page's words
 * (MuPDF), the detection thread runs the engines on the page before (docs/decisions/0018). Each
 * thread loads only its own half (the PDF engine here, the models there), so neither pays the
 * other's start-up, which is what made splitting a file's pages over two threads a loss.
 */
export class DetectThread {
  readonly #worker: Worker;
  #listener: ((reply: DetectThreadReply) => void) | undefined;
  #failure: Error | undefined;
  #used = false;

  /** Starts the thread at once (a test may hand in its own), listening for its failures from the start. */
  constructor(worker: Worker = startDetectWorker()) {
    this.#worker = worker;
    const fail = (error: Error) => {
      this.#failure ??= error;
      this.#listener?.({ type: 'failed', name: error.name });
    };
    this.#worker.on('message', (reply: DetectThreadReply) => {
      if (reply.type === 'failed') fail(new Error(`Detection failed in its thread (${reply.name}).`));
      else this.#listener?.(reply);
    });
    this.#worker.on('error', (error) => fail(error));
    this.#worker.on('exit', (code) => fail(new Error(`The detection thread stopped (exit code ${code}).`)));
  }

  #send(message: DetectThreadMessage, transfer: ArrayBuffer[] = []) {
    this.#worker.postMessage(message, transfer);
  }

  /** The same result as the pool's detect task (tasks.ts), with the same page events. */
  async detect(
    task: DetectTask,
    post: (event: DetectPageEvent) => void,
  ): Promise<TaskResult<DetectResult | NeedsOcr>> {
    // One file per thread: the thread's engine timings and answers in flight belong to one run.
    if (this.#used) throw new Error('A DetectThread detects one file; start another for the next.');
    this.#used = true;
    if (this.#failure) throw this.#failure;
    this.#send({ type: 'request', request: task.request });
    const [
      { closePdf, openPdf, pauseColourManagement },
      { transferablesOf, unpackPage, wordCountOf },
      { addDetectedText, newDetectResult },
      { packedPageSourceForTask },
      { pdfFailure },
    ] = await Promise.all([
      import('@sladd/pdf'),
      import('@sladd/pdf/packed'),
      import('../jobs/detect-result.ts'),
      import('../jobs/task-pages.ts'),
      import('../jobs/task-failure.ts'),
    ]);
    let doc: ReturnType<typeof openPdf> | undefined;
    // This thread only reads text until the detection is done; pages that need OCR are rendered
    // after it, with colour management back on.
    const resumeColour = pauseColourManagement();
    try {
      doc = openPdf(task.bytes);
      const checkStart = performance.now();
      const source = packedPageSourceForTask(doc, task);
      if ('needsOcr' in source) return { ok: true, ...source };
      const result = newDetectResult(doc.pageCount, performance.now() - checkStart);
      // The words themselves go to the detection thread; this thread keeps what the result needs.
      const waiting: (DetectedPageText | undefined)[] = [];
      let answered = 0;
      let wake: (() => void) | undefined;
      const finished = new Promise<void>((resolve, reject) => {
        this.#listener = (reply) => {
          if (reply.type === 'page') {
            const page = waiting[reply.index]!;
            waiting[reply.index] = undefined;
            answered += 1;
            addDetectedText(
              result,
              page,
              { page: page.page, sensitive: reply.sensitive },
              reply.detectionMs,
              task,
              post,
            );
          } else if (reply.type === 'done') {
            result.engineMs = reply.engineMs;
            resolve();
          } else {
            reject(this.#failure);
          }
          wake?.();
        };
      });
      finished.catch(() => {}); // awaited below; a failure while extracting must not go unhandled
      for (let index = 0; index < source.count; index++) {
        while (index - answered >= MAX_PAGES_IN_FLIGHT && !this.#failure)
          await new Promise<void>((resolve) => (wake = resolve));
        if (this.#failure) throw this.#failure;
        post({ type: 'page_started', page: index + 1, totalPages: doc.pageCount });
        const extractStart = performance.now();
        const page = source.page(index);
        result.extractionMs += performance.now() - extractStart;
        waiting[index] = {
          page: page.page,
          hasTextLayer: page.hasTextLayer,
          wordsCount: wordCountOf(page),
          ...(task.request.languageModel ? { words: unpackPage(page) } : {}),
        };
        this.#send({ type: 'page', index, packed: page }, transferablesOf(page));
        // Lets the answers that have arrived in (the progress bar moves, the bound above holds).
        await new Promise<void>((resolve) => setImmediate(resolve));
      }
      this.#send({ type: 'end' });
      await finished;
      return { ok: true, ...result };
    } catch (error) {
      const failure = pdfFailure(error);
      if (failure) return failure;
      throw error;
    } finally {
      this.#listener = undefined;
      if (doc) closePdf(doc);
      resumeColour();
      post({ type: 'end', page: 0, totalPages: 0 });
    }
  }

  async close(): Promise<void> {
    this.#worker.removeAllListeners('exit');
    await this.#worker.terminate();
  }
}

import type { MessagePort } from 'node:worker_threads';
import type { JobPool } from '../jobs/pool.ts';
import type { DetectPageEvent, Task, TaskResult } from '../jobs/task-types.ts';

/**
 * The job pool's interface over runTask on this thread: for one file a worker thread buys no
 * parallelism and costs its start-up (loading the PDF engine and the NER model a second time).
 * Loaded lazily so the database commands never load the PDF engine.
 */
export async function createLocalPool(options: { detectOnThread?: boolean } = {}): Promise<JobPool> {
  // Started before the PDF engine is loaded here, so the two threads load their halves together.
  const detectThread = options.detectOnThread
    ? new (await import('./pipelined-detect.ts')).DetectThread()
    : undefined;
  // The pool thread's task functions bring the detection engines; a detection on its own thread
  // leaves them to that thread.
  const tasks = detectThread ? undefined : await import('../jobs/tasks.ts');
  const runTask = async <T>(task: Task) => (tasks ?? (await import('../jobs/tasks.ts'))).runTask<T>(task);
  let inFlight = 0;
  let ocrUsed = false;
  // The detection thread detects one file once; a second detection of it (after OCR read its
  // scanned pages) runs on this thread, where the OCR is the slow part anyway.
  let threadUsed = false;
  return {
    pending: () => inFlight,
    async run<T>(task: Task, options: { onPage?: (event: DetectPageEvent) => void } = {}) {
      // Page events reach the caller as they happen (the progress bar moves); `end` is the pool's own.
      const onPage = options.onPage;
      const forward = (event: DetectPageEvent) => event.type !== 'end' && onPage?.(event);
      // A stand-in port for the task on this thread.
      const port = onPage ? ({ postMessage: forward, close: () => {} } as unknown as MessagePort) : undefined;
      inFlight += 1;
      try {
        if (task.kind === 'ocr-page') ocrUsed = true;
        const onThread = task.kind === 'detect' && detectThread !== undefined && !threadUsed;
        if (onThread) threadUsed = true;
        const result = (
          task.kind === 'ocr-page'
            ? await (await import('../jobs/ocr-task.ts')).runOcrPageTask(task)
            : onThread
            ? await detectThread!.detect(task, forward)
            : await runTask<T>(task.kind === 'detect' && port ? { ...task, port } : task)
        ) as TaskResult<T>;
        // pool.ts brings piscina; only a failure, never a one-file run, needs its error mapping.
        if (!result.ok) throw (await import('../jobs/pool.ts')).failureToAppError(result.error);
        return result as T;
      } finally {
        inFlight -= 1;
      }
    },
    close: async () => {
      await detectThread?.close();
      // tesseract.js keeps a worker of its own; the process cannot exit while it runs.
      if (ocrUsed) await (await import('@sladd/pdf')).terminateOcr();
    },
  };
}

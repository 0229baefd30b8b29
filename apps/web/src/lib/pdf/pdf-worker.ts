import workerUrl from 'pdfjs-dist/build/pdf.worker.min.mjs?url';

/** The PDF rendering worker's script: a static file of the build (spec 1 §2). */
export const PDF_WORKER_URL: string = workerUrl;

let worker: Worker | null = null;
let ready: Promise<void> | null = null;

/**
 * Starts the pdf.js worker once, from its static path; resolves when it says it is ready (its
 * first message), rejects when it cannot start. The workspace hands this worker to pdf.js
 * (GlobalWorkerOptions.workerPort), so the first document opens without waiting for one.
 */
export function startPdfWorker(): Promise<void> {
  if (ready) return ready;
  ready = new Promise<void>((resolve, reject) => {
    try {
      worker = new Worker(PDF_WORKER_URL, { type: 'module' });
    } catch (error) {
      reject(error instanceof Error ? error : new Error(String(error)));
      return;
    }
    worker.addEventListener('message', () => resolve(), { once: true });
    worker.addEventListener('error', () => reject(new Error('The PDF worker could not start')), {
      once: true,
    });
  });
  ready.catch(() => {
    worker?.terminate();
    worker = null;
  });
  return ready;
}

/** The started worker when it came up; null lets pdf.js start its own from the same path. */
export function startedPdfWorker(): Worker | null {
  return worker;
}

/**
 * Waits for `task` at most `ms`: startup does not hold the first screen for the worker longer
 * than that (spec 1 §9: 30 ms), nor fail because of it — the viewer starts its own if need be.
 */
export function waitAtMost(task: Promise<unknown>, ms: number): Promise<'ready' | 'timeout' | 'failed'> {
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve('timeout'), ms);
    task.then(
      () => {
        clearTimeout(timer);
        resolve('ready');
      },
      () => {
        clearTimeout(timer);
        resolve('failed');
      },
    );
  });
}

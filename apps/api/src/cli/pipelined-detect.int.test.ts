import { Worker } from 'node:worker_threads';
import { afterEach, describe, expect, it } from 'vitest';
import { runTask } from '../jobs/tasks.ts';
import type { DetectPageEvent, DetectResult, Task, TaskResult } from '../jobs/task-types.ts';
import { makeCasePdf, makeHugePagePdf, makeTextPdf } from '../test/pdfs.ts';
import { startDetectWorker } from './detect-thread-protocol.ts';
import { DetectThread } from './pipelined-detect.ts';

type DetectTask = Extract<Task, { kind: 'detect' }>;

const request = {
  methods: { fast: ['ALL_FAST'], standard: ['ALL_STANDARD'] },
  threshold: 0.3,
  removeWords: ['Storgata'],
};

/** The detect task as a pool thread runs it: one thread, the same page events through a port. */
function detectInOneThread(task: DetectTask) {
  const events: DetectPageEvent[] = [];
  const port = { postMessage: (event: DetectPageEvent) => events.push(event), close: () => {} };
  const result = runTask<DetectResult>({ ...task, port: port as never });
  return { result, events };
}

/** Timings differ from run to run; everything else must not. */
function withoutTimings(result: TaskResult<DetectResult>) {
  if (!result.ok) return result;
  const { extractionMs: _e, detectionMs: _d, engineMs, pages, ...rest } = result;
  return {
    ...rest,
    engines: Object.keys(engineMs).sort(),
    pages: pages.map(({ detectionMs: _p, ...page }) => page),
  };
}

/**
 * The page events by kind: the same pages started and completed with the same results, each page
 * completed after it started. (Pipelined, page 2 may start before page 1 completes.)
 */
function eventShape(events: DetectPageEvent[]) {
  const of = (type: DetectPageEvent['type']) =>
    events
      .filter((event) => event.type === type)
      .map((event) => (event.result ? { ...event, result: { ...event.result, detectionMs: 0 } } : event));
  const position = (type: string, page: number) =>
    events.findIndex((e) => e.type === type && e.page === page);
  const completedAfterStarted = of('page_completed').every(
    (event) => position('page_completed', event.page) > position('page_started', event.page),
  );
  return { started: of('page_started'), completed: of('page_completed'), completedAfterStarted };
}

describe('one-file detection on its own thread (sladd detect)', () => {
  let thread: DetectThread | undefined;
  afterEach(async () => {
    await thread?.close();
    thread = undefined;
  });

  it('answers exactly what the detect task answers in one thread, page events included', async () => {
    // Names, fødselsnummer, phones and addresses on 12 pages, plus a page whose phrase wraps lines.
    const engines: string[] = [];
    for (const bytes of [
      makeCasePdf(12),
      makeTextPdf([['Vedtaket gjelder Kari', 'Nordmann. Hun bor i Storgata 1,', '0155 Oslo.']]),
    ]) {
      const task: DetectTask = { kind: 'detect', bytes, request };
      const alone = detectInOneThread(task);
      thread = new DetectThread();
      const events: DetectPageEvent[] = [];
      const pipelined = await thread.detect(task, (event) => events.push(event));
      await thread.close();
      thread = undefined;
      expect(pipelined.ok).toBe(true);
      const found = (pipelined as DetectResult).pages.flatMap((page) => page.sensitive);
      expect(found.length).toBeGreaterThan(2);
      engines.push(...found.map((item) => item.engine));
      expect(withoutTimings(pipelined as TaskResult<DetectResult>)).toEqual(withoutTimings(alone.result));
      expect(eventShape(events)).toEqual(eventShape(alone.events));
    }
    expect(new Set(engines)).toEqual(new Set(['fast', 'standard']));
  });

  it('names a page without a text layer as the pool does', async () => {
    const task: DetectTask = { kind: 'detect', bytes: makeHugePagePdf(612), request };
    thread = new DetectThread();
    const pipelined = (await thread.detect(task, () => {})) as DetectResult;
    expect(pipelined.pagesWithoutText).toEqual([1]);
    expect(withoutTimings(pipelined as TaskResult<DetectResult>)).toEqual(
      withoutTimings(detectInOneThread(task).result),
    );
  });

  it('gives a file the PDF engine cannot open the same failure as the pool', async () => {
    const task: DetectTask = {
      kind: 'detect',
      bytes: new TextEncoder().encode('%PDF-1.7 not really'),
      request,
    };
    thread = new DetectThread();
    const pipelined = await thread.detect(task, () => {});
    expect(pipelined.ok).toBe(false);
    expect(pipelined).toEqual(detectInOneThread(task).result);
  });

  it('fails loudly, without the document in the message, when detection fails in its thread', async () => {
    const task: DetectTask = {
      kind: 'detect',
      bytes: makeCasePdf(3),
      request: { ...request, methods: { nonsense: ['X'] } as never },
    };
    thread = new DetectThread();
    await expect(thread.detect(task, () => {})).rejects.toThrow(
      /^Detection failed in its thread \(Error\)\.$/,
    );
  });

  it('detects one file per thread: a second run is refused, not mixed with the first', async () => {
    thread = new DetectThread();
    const task: DetectTask = { kind: 'detect', bytes: makeCasePdf(2), request };
    expect((await thread.detect(task, () => {})).ok).toBe(true);
    await expect(thread.detect(task, () => {})).rejects.toThrow(/detects one file/);
  });

  it('a thread that fails while loading, before any file, fails the run instead of crashing the process', async () => {
    const broken = new Worker(new URL('data:text/javascript,throw new TypeError("no engines here")'));
    thread = new DetectThread(broken);
    await new Promise((resolve) => broken.once('exit', resolve));
    const task: DetectTask = { kind: 'detect', bytes: makeCasePdf(1), request };
    await expect(thread.detect(task, () => {})).rejects.toThrow('no engines here');
  });

  it('fails rather than waits for ever when the thread stops in the middle of a file', async () => {
    const worker = startDetectWorker();
    thread = new DetectThread(worker);
    const task: DetectTask = { kind: 'detect', bytes: makeCasePdf(40), request };
    let stopped = false;
    const detection = thread.detect(task, (event) => {
      if (event.type === 'page_completed' && !stopped) {
        stopped = true;
        void worker.terminate();
      }
    });
    await expect(detection).rejects.toThrow(/The detection thread stopped/);
    expect(stopped).toBe(true);
  });
});

import { ModelReplyInvalid, type PageWords, type Span } from '@sladd/detect';
import { describe, expect, it } from 'vitest';
import type { DetectionRequest, DetectPageEvent } from '../../jobs/task-types.ts';
import type { AnalyzeResult, LlmClient } from '../../platform/llm/llm-client.ts';
import { createModelPages, ModelPageError } from './model-pages.ts';

const REQUEST: DetectionRequest = {
  methods: { advanced: ['PERSON_A', 'PHONE_A'] },
  threshold: 0.5,
  removeWords: [],
  languageModel: true,
};

/** A page whose only line is `text`, one word box per word. */
function workerPage(page: number, text: string): NonNullable<DetectPageEvent['result']> {
  let x = 50;
  const words: PageWords['words'] = text.split(' ').map((word) => {
    const box = { text: word, line: 0, bbox: { x0: x, y0: 100, x1: x + word.length * 6, y1: 110 } };
    x += (word.length + 1) * 6;
    return box;
  });
  return {
    page,
    sensitive: [],
    wordsCount: words.length,
    detectionMs: 1,
    hasTextLayer: true,
    textSource: 'text_layer',
    words: { page, width: 595, height: 842, rotation: 0, hasTextLayer: true, words },
  };
}

const ONE_CALL = {
  chunks: 1,
  calls: 1,
  prompt_tokens: 100,
  completion_tokens: 10,
  unaligned: 0,
  dropped_categories: 0,
  retries: 0,
  duration_ms: 5,
};

/** A client whose answers the test settles by hand, page by page. */
function handClient() {
  const answers = new Map<number, { resolve: (spans: Span[]) => void; reject: (error: unknown) => void }>();
  const aborted: number[] = [];
  const client: LlmClient = {
    model: 'llama3.1:8b',
    complete: () => Promise.reject(new Error('not used')),
    analyzePages(pages, _labels, signal, onStats) {
      const page = pages[0]!.page;
      return new Promise<AnalyzeResult>((settle, fail) => {
        let settled = false;
        const resolve = (result: AnalyzeResult) => ((settled = true), settle(result));
        const reject = (error: unknown) => ((settled = true), fail(error));
        signal?.addEventListener('abort', () => {
          if (settled) return;
          aborted.push(page);
          reject(signal.reason);
        });
        answers.set(page, {
          resolve: (spans) => {
            onStats?.(ONE_CALL);
            resolve({ pages: [{ page, spans, sensitive: [] }], stats: ONE_CALL });
          },
          // An unreadable answer was a call too: its tokens were spent.
          reject: (error) => {
            if (error instanceof ModelReplyInvalid) onStats?.(ONE_CALL);
            reject(error);
          },
        });
      });
    },
  };
  return { client, answers, aborted };
}

const person = (start: number, end: number): Span => ({
  entityType: 'PERSON_A',
  start,
  end,
  score: 0.9,
  reason: 'language model (llama3.1:8b): exact quote',
  engine: 'advanced',
});

describe("the language model's part of a file", () => {
  it('reports pages in page order, each when its answer is in, and sums the counts', async () => {
    const { client, answers } = handClient();
    const log: string[] = [];
    const pages = createModelPages({
      client,
      request: REQUEST,
      signal: undefined,
      onStarted: (page) => log.push(`started ${page.page}`),
      onCompleted: (page) =>
        log.push(`completed ${page.page}: ${page.sensitive.map((i) => i.original_text).join(', ')}`),
    });
    pages.add(workerPage(1, 'Ola Nordmann ringte'));
    pages.add(workerPage(2, 'Kari Hansen svarte'));
    answers.get(2)!.resolve([person(0, 11)]); // page 2 answers first: it waits for page 1
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(log).toEqual(['started 1']);
    answers.get(1)!.resolve([person(0, 12)]);
    const done = await pages.finish(2);
    expect(log).toEqual(['started 1', 'completed 1: Ola Nordmann', 'started 2', 'completed 2: Kari Hansen']);
    expect(done.pages.map((p) => p.sensitive[0]!.engine)).toEqual(['advanced', 'advanced']);
    expect(done.stats).toMatchObject({
      calls: 2,
      prompt_tokens: 200,
      completion_tokens: 20,
      total_tokens: 220,
    });
  });

  it('fails on the first page the model answers badly, naming it, and stops the other calls', async () => {
    const { client, answers, aborted } = handClient();
    const completed: number[] = [];
    const pages = createModelPages({
      client,
      request: REQUEST,
      signal: undefined,
      onStarted: () => {},
      onCompleted: (page) => completed.push(page.page),
    });
    for (const page of [1, 2, 3]) pages.add(workerPage(page, `Side ${page}`));
    answers.get(1)!.resolve([]);
    answers.get(2)!.reject(new ModelReplyInvalid('not valid JSON'));
    const error = await pages.finish(3).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ModelPageError);
    expect(error).toMatchObject({ code: 'LLM_REPLY_INVALID', page: 2 });
    expect((error as Error).message).toMatch(/^Page 2: The language model's answer was not the JSON/);
    expect(completed).toEqual([1]);
    expect(aborted).toEqual([3]);
    // Both answered calls count, the unreadable one included.
    expect(pages.stats).toMatchObject({ calls: 2, prompt_tokens: 200, total_tokens: 220 });
  });

  it('stops every call when the stream is stopped, and reports nothing more', async () => {
    const { client, answers, aborted } = handClient();
    const stop = new AbortController();
    const completed: number[] = [];
    const pages = createModelPages({
      client,
      request: REQUEST,
      signal: stop.signal,
      onStarted: () => {},
      onCompleted: (page) => completed.push(page.page),
    });
    pages.add(workerPage(1, 'Side 1'));
    pages.add(workerPage(2, 'Side 2'));
    stop.abort(new Error('client disconnected'));
    answers.get(1)!.resolve([]);
    await expect(pages.finish(2)).rejects.toThrow('client disconnected');
    expect(aborted.sort()).toEqual([1, 2]);
    expect(completed).toEqual([]);
    // A page the worker hands over after the stop never reaches the model.
    pages.add(workerPage(3, 'Side 3'));
    expect(answers.has(3)).toBe(false);
  });

  it('tells the caller a page failed (so the worker stops), and reports nothing once the file is over', async () => {
    const { client, answers } = handClient();
    const log: string[] = [];
    const failed: unknown[] = [];
    const pages = createModelPages({
      client,
      request: REQUEST,
      signal: undefined,
      onStarted: (page) => log.push(`started ${page.page}`),
      onCompleted: (page) => log.push(`completed ${page.page}`),
      onFailed: (error) => failed.push(error),
    });
    pages.add(workerPage(1, 'Side 1'));
    pages.add(workerPage(2, 'Side 2'));
    answers.get(1)!.resolve([]);
    answers.get(2)!.reject(new ModelReplyInvalid('not valid JSON'));
    await pages.settle();
    expect(failed).toHaveLength(1);
    expect(pages.failure).toMatchObject({ code: 'LLM_REPLY_INVALID', page: 2 });
    expect(log).toEqual(['started 1', 'completed 1', 'started 2']);
  });

  it('reports nothing once the file is over, even a page the worker delivers late', async () => {
    const { client, answers } = handClient();
    const log: string[] = [];
    const pages = createModelPages({
      client,
      request: REQUEST,
      signal: undefined,
      onStarted: (page) => log.push(`started ${page.page}`),
      onCompleted: (page) => log.push(`completed ${page.page}`),
    });
    pages.add(workerPage(1, 'Side 1'));
    answers.get(1)!.resolve([]);
    await pages.settle();
    // The worker failed (or the file's error was sent for another reason): the file is closed.
    pages.abort();
    pages.add(workerPage(2, 'Side 2'));
    await pages.settle();
    expect(log).toEqual(['started 1', 'completed 1']);
  });
});

import { setTimeout as sleep } from 'node:timers/promises';
import type { LanguageModelStats } from '@sladd/contract';
import { mergeModelItems, ModelReplyInvalid, selectSensitiveItems, type SensitiveItem } from '@sladd/detect';
import type { DetectionRequest, DetectPageEvent } from '../../jobs/task-types.ts';
import { AppError } from '../../platform/errors.ts';
import {
  LlmRequestError,
  LlmTimeoutError,
  type AnalyzeStats,
  type LlmClient,
} from '../../platform/llm/llm-client.ts';

/** A page the worker has finished (page_completed, with its words). */
type WorkerPage = NonNullable<DetectPageEvent['result']>;

/** A page with the language model's items merged in. */
export interface ModelPage extends WorkerPage {
  /** ms the model's part of the page took (from its first call's queueing to its last answer). */
  modelMs: number;
}

/** The model failed on one page of a file: the file's `error` event names the page. */
export class ModelPageError extends AppError {
  constructor(
    code: 'LLM_REPLY_INVALID' | 'LLM_TIMEOUT' | 'LLM_REQUEST_FAILED',
    message: string,
    readonly page: number,
  ) {
    super(code, message);
  }
}

/** The model's errors as a person reads them: code and advice, never the prompt or the answer. */
function pageError(error: unknown, page: number): unknown {
  const at = `Page ${page}: `;
  if (error instanceof ModelReplyInvalid)
    return new ModelPageError('LLM_REPLY_INVALID', at + error.message, page);
  if (error instanceof LlmTimeoutError) return new ModelPageError('LLM_TIMEOUT', at + error.message, page);
  if (error instanceof LlmRequestError)
    return new ModelPageError('LLM_REQUEST_FAILED', at + error.message, page);
  return error;
}

export function emptyModelStats(model: string): LanguageModelStats {
  return {
    model,
    chunks: 0,
    calls: 0,
    retries: 0,
    prompt_tokens: 0,
    completion_tokens: 0,
    total_tokens: 0,
    unaligned_quotes: 0,
    dropped_categories: 0,
  };
}

/** Adds a run's counts (the client's, or another file's) to `into`. */
export function addModelStats(into: LanguageModelStats, stats: AnalyzeStats | LanguageModelStats): void {
  into.chunks += stats.chunks;
  into.calls += stats.calls;
  into.retries += stats.retries;
  into.prompt_tokens += stats.prompt_tokens;
  into.completion_tokens += stats.completion_tokens;
  into.total_tokens += stats.prompt_tokens + stats.completion_tokens;
  into.unaligned_quotes += 'unaligned' in stats ? stats.unaligned : stats.unaligned_quotes;
  into.dropped_categories += stats.dropped_categories;
}

/**
 * The language model's part of one file's detection (decision 0035, "The wiring"). Each page the
 * worker finishes is handed to the model at once (the client bounds the calls in flight across
 * the process); pages are reported in page order, each when its answers are in: `onStarted` then
 * `onCompleted` with the worker's items and the model's merged. The first failure stops the
 * file's other calls; pages before the failing one that have their answers are still reported,
 * and `finish` throws the failure as a ModelPageError naming the page. Aborting `signal`
 * (the stop button) aborts the calls in flight and starts no new ones.
 */
export function createModelPages(options: {
  client: LlmClient;
  request: DetectionRequest;
  signal: AbortSignal | undefined;
  onStarted(page: WorkerPage): void;
  onCompleted(page: ModelPage): void;
  /** The file failed at a page: the caller stops the worker's task too (its pages would go nowhere). */
  onFailed?(error: unknown): void;
}) {
  const { client, request, onStarted, onCompleted } = options;
  const labels = request.methods.advanced ?? [];
  const stop = new AbortController();
  const signal = options.signal ? AbortSignal.any([options.signal, stop.signal]) : stop.signal;
  const stats = emptyModelStats(client.model);
  const pages: ModelPage[] = [];
  let failure: unknown;
  let added = 0;
  let broken = false;
  /** Set by abort(): the file is over (its error or file_completed was sent); nothing more is reported. */
  let closed = false;
  let reported: Promise<void> = Promise.resolve();

  const fail = (error: unknown) => {
    if (failure !== undefined || signal.aborted) return;
    failure = error;
    stop.abort(error);
    options.onFailed?.(error);
  };

  return {
    /** A page_completed of the worker: its model calls start now, its report waits its turn. */
    add(page: WorkerPage): void {
      const { words, ...workerPage } = page;
      if (!words) throw new Error('the worker sent a page without its words');
      added++;
      const started = performance.now();
      const analysis = signal.aborted
        ? Promise.reject(signal.reason as Error)
        : client
            .analyzePages([words], labels, signal, (run) => addModelStats(stats, run))
            .then((result) => ({
              result,
              modelMs: performance.now() - started,
            }));
      analysis.catch((error: unknown) => fail(pageError(error, page.page)));
      reported = reported.then(async () => {
        // Pages answered before the failing one are still reported, in order; none after it.
        if (broken || closed || options.signal?.aborted) return;
        onStarted(workerPage);
        const done = await analysis.catch(() => undefined);
        if (!done || closed || options.signal?.aborted) {
          broken = true;
          return;
        }
        const { result, modelMs } = done;
        const fromModel: SensitiveItem[] = selectSensitiveItems(words, result.pages[0]?.spans ?? [], {
          threshold: request.threshold,
          removeWords: request.removeWords,
        });
        const merged = {
          ...workerPage,
          sensitive: mergeModelItems(workerPage.sensitive, fromModel),
          modelMs,
        };
        pages.push(merged);
        onCompleted(merged);
      });
    },

    /**
     * After the worker's task of `pageCount` pages: waits for the model's last page; the pages and
     * counts, or the failure. A page the worker's messages have not delivered yet is waited for
     * (the pool stops waiting for them after 2 s); a file is never completed with a page missing.
     */
    async finish(pageCount: number): Promise<{ pages: ModelPage[]; stats: LanguageModelStats }> {
      const giveUp = performance.now() + 30_000;
      await reported;
      while (added < pageCount && failure === undefined && !signal.aborted && performance.now() < giveUp) {
        await sleep(20);
        await reported;
      }
      options.signal?.throwIfAborted();
      if (failure !== undefined) throw failure;
      if (pages.length !== pageCount) throw new Error('a page of the file never reached the language model');
      return { pages, stats };
    },

    /** The page failure that ended the file, if one did. */
    get failure(): unknown {
      return failure;
    },

    /** Waits until the pages that will be reported have been (those answered before a failure). */
    async settle(): Promise<void> {
      await reported;
    },

    /** The counts of the pages answered so far. */
    get stats(): LanguageModelStats {
      return stats;
    },

    /** Stops the file's model calls (the worker failed, or the file is over). */
    abort(): void {
      closed = true;
      stop.abort(new Error('detection of the file ended'));
    },
  };
}

export type ModelPages = ReturnType<typeof createModelPages>;

import { setTimeout as sleep } from 'node:timers/promises';
import { expandEntitySelection, type AdvancedEntity } from '@sladd/contract';
import {
  advancedLabels,
  buildChunkMessages,
  chunkPages,
  DEFAULT_CHUNK_CHARS,
  ModelReplyInvalid,
  sensitiveItemsForSpans,
  spansFromReply,
  type ChatMessage,
  type PageWords,
  type SensitiveItem,
  type Span,
} from '@sladd/detect';
import OpenAI, { APIConnectionError, APIConnectionTimeoutError, APIError } from 'openai';
import type { LlmConfig } from '../../config.ts';

/**
 * The advanced engine's (method 2) calls to a language model behind any OpenAI-compatible chat
 * completions endpoint: OpenAI, Ollama, vLLM, llama.cpp server (decision 0035). Pure work —
 * prompt, reply reading, quote alignment — lives in @sladd/detect; this file adds the network:
 * bounded concurrency, a timeout per call, retries with back-off, cancellation and token counts.
 *
 * Prompts and answers hold document text: they are never logged, and no error message carries
 * them (nor the server's own error text, which may echo the prompt). Logs get counts and timings.
 */

/** Only what this module logs with (a pino / Fastify logger fits). */
export interface LlmLog {
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
  debug(obj: object, msg: string): void;
}

export interface LlmClientOptions extends LlmConfig {
  log?: LlmLog;
  /** Longest chunk of page text per call, in characters (default DEFAULT_CHUNK_CHARS). */
  chunkChars?: number;
  /** First back-off delay in ms (doubled per retry, with jitter); default 1000. */
  retryBaseMs?: number;
  /** Longest wait before a retry, Retry-After included, in ms; default 30000. */
  maxRetryDelayMs?: number;
  /** Ask for `response_format: json_object` (default true; servers that reject it can turn it off). */
  jsonMode?: boolean;
}

export interface TokenUsage {
  prompt_tokens: number;
  completion_tokens: number;
}

export interface Completion {
  content: string | null;
  usage: TokenUsage;
  /** Failed attempts before this answer (429, 5xx, network). */
  retries: number;
}

/** Counts for the detect stream's performance data; nothing here holds document text. */
export interface AnalyzeStats extends TokenUsage {
  /** Chunks of page text the pages were split into. */
  chunks: number;
  /** Model calls that answered (one per chunk; retries not included). */
  calls: number;
  /** Quotes that could not be found in the text and were dropped. */
  unaligned: number;
  /** Entities of a category that was not asked for, dropped. */
  dropped_categories: number;
  /** Retried attempts over all calls. */
  retries: number;
  duration_ms: number;
}

export interface AnalyzedPage {
  page: number;
  /** Spans in the page text (engine 'advanced'), before threshold, ban list and overlap resolution. */
  spans: Span[];
  /** The same spans on word boxes, one item per line. */
  sensitive: SensitiveItem[];
}

export interface AnalyzeResult {
  pages: AnalyzedPage[];
  stats: AnalyzeStats;
}

export interface LlmClient {
  readonly model: string;
  /** One chat completion with retries; throws LlmTimeoutError, LlmRequestError or the abort reason. */
  complete(messages: ChatMessage[], signal?: AbortSignal): Promise<Completion>;
  /**
   * Runs every chunk of every page through the model (at most `concurrency` at once) and aligns
   * the quotes to spans. The first failure stops the rest; aborting `signal` stops calls in
   * flight and queued calls never start. `labels` may hold ALL_ADVANCED. `onStats` gets the run's
   * counts once it has ended, also when it failed or was stopped (the tokens of a call whose
   * answer was unreadable were spent all the same).
   */
  analyzePages(
    pages: readonly PageWords[],
    labels: readonly string[],
    signal?: AbortSignal,
    onStats?: (stats: AnalyzeStats) => void,
  ): Promise<AnalyzeResult>;
}

/** The model did not answer within the timeout. */
export class LlmTimeoutError extends Error {
  readonly code = 'LLM_TIMEOUT';
  constructor(readonly timeoutMs: number) {
    super(
      `The language model did not answer within ${timeoutMs / 1000} s (LLM_TIMEOUT_MS); it may be overloaded or the text too long for it.`,
    );
    this.name = 'LlmTimeoutError';
  }
}

/** The model server could not be reached or refused the call (after the retries allowed). */
export class LlmRequestError extends Error {
  readonly code = 'LLM_REQUEST_FAILED';
  constructor(
    readonly status: number | undefined,
    readonly retries: number,
  ) {
    const what =
      status === undefined
        ? 'could not be reached'
        : status === 401 || status === 403
          ? `refused the call (HTTP ${status}; check LLM_API_KEY)`
          : status === 404
            ? 'answered 404 (check LLM_BASE_URL, which usually ends in /v1, and LLM_MODEL)'
            : status === 400 || status === 413
              ? `answered HTTP ${status} (the text may be too long for the model's context, or the server may not take JSON mode)`
              : `answered HTTP ${status}`;
    const after = retries > 0 ? ` after ${retries} ${retries === 1 ? 'retry' : 'retries'}` : '';
    super(`The language model server ${what}${after}.`);
    this.name = 'LlmRequestError';
  }
}

/** At most `size` holders at once; waiters leave the queue when their signal aborts. */
class Semaphore {
  private active = 0;
  private readonly waiting: (() => void)[] = [];
  constructor(private readonly size: number) {}

  async acquire(signal: AbortSignal): Promise<() => void> {
    signal.throwIfAborted();
    if (this.active < this.size) this.active++;
    else
      await new Promise<void>((resolve, reject) => {
        const grant = () => {
          signal.removeEventListener('abort', onAbort);
          resolve();
        };
        const onAbort = () => {
          this.waiting.splice(this.waiting.indexOf(grant), 1);
          reject(signal.reason);
        };
        this.waiting.push(grant);
        signal.addEventListener('abort', onAbort, { once: true });
      });
    let released = false;
    return () => {
      if (released) return;
      released = true;
      const next = this.waiting.shift();
      if (next)
        next(); // the slot passes straight to the next waiter
      else this.active--;
    };
  }
}

const RETRYABLE_STATUS = (status: number) => status === 429 || status >= 500;

/** Retry-After (seconds or an HTTP date) or retry-after-ms, in ms; undefined when absent or unreadable. */
function retryAfterMs(error: APIError): number | undefined {
  const headers = error.headers;
  const ms = Number.parseFloat(headers?.get('retry-after-ms') ?? '');
  if (Number.isFinite(ms) && ms >= 0) return ms;
  const value = headers?.get('retry-after');
  if (!value) return undefined;
  const seconds = Number(value);
  if (Number.isFinite(seconds) && seconds >= 0) return seconds * 1000;
  const date = Date.parse(value);
  return Number.isNaN(date) ? undefined : Math.max(0, date - Date.now());
}

export function createLlmClient(options: LlmClientOptions): LlmClient {
  const {
    model,
    concurrency,
    timeoutMs,
    maxRetries,
    log,
    chunkChars = DEFAULT_CHUNK_CHARS,
    retryBaseMs = 1000,
    maxRetryDelayMs = 30_000,
    jsonMode = true,
  } = options;
  const openai = new OpenAI({
    baseURL: options.baseUrl,
    // The client insists on a key; local servers ignore it. Passed explicitly (as are organization and
    // project) so the client never reads OPENAI_* variables: config.ts is the only reader of the environment.
    apiKey: options.apiKey ?? 'not-needed',
    organization: null,
    project: null,
    maxRetries: 0, // retries are ours: counted, abortable while waiting, never after a timeout
    timeout: timeoutMs,
    logLevel: 'off', // the client's debug log would print requests, i.e. document text
  });
  const semaphore = new Semaphore(concurrency);

  function backoffMs(error: unknown, attempt: number): number {
    const asked = error instanceof APIError ? retryAfterMs(error) : undefined;
    // Full back-off doubled per attempt, then jitter: 50–100 % of it, so parallel calls spread out.
    const delay = asked ?? retryBaseMs * 2 ** attempt * (0.5 + Math.random() * 0.5);
    return Math.min(delay, maxRetryDelayMs);
  }

  async function complete(messages: ChatMessage[], signal: AbortSignal = new AbortController().signal) {
    for (let attempt = 0; ; attempt++) {
      signal.throwIfAborted();
      // Our own timeout covers the whole call, reading the answer included (the client's stops at headers).
      const timeout = AbortSignal.timeout(timeoutMs);
      const started = performance.now();
      try {
        const response = await openai.chat.completions.create(
          {
            model,
            messages,
            temperature: 0,
            ...(jsonMode ? { response_format: { type: 'json_object' as const } } : {}),
          },
          { signal: AbortSignal.any([signal, timeout]) },
        );
        // A server that is not a chat completions endpoint (an HTML page, a proxy's answer) has no choices.
        if (!Array.isArray(response?.choices))
          throw new ModelReplyInvalid('the server did not answer with a chat completion');
        const choice = response.choices[0];
        const usage = {
          prompt_tokens: response.usage?.prompt_tokens ?? 0,
          completion_tokens: response.usage?.completion_tokens ?? 0,
        };
        log?.debug(
          { attempt, duration_ms: Math.round(performance.now() - started), ...usage },
          'language model call answered',
        );
        if (choice?.finish_reason === 'length')
          throw new ModelReplyInvalid('answer cut off at the length limit');
        return { content: choice?.message.content ?? null, usage, retries: attempt };
      } catch (error) {
        if (error instanceof ModelReplyInvalid) throw error;
        signal.throwIfAborted();
        if (timeout.aborted || error instanceof APIConnectionTimeoutError)
          throw new LlmTimeoutError(timeoutMs);
        const status = error instanceof APIError ? error.status : undefined;
        const retryable =
          (status !== undefined && RETRYABLE_STATUS(status)) ||
          (status === undefined && error instanceof APIConnectionError);
        if (!retryable || attempt >= maxRetries) {
          if (error instanceof APIError) throw new LlmRequestError(status, attempt);
          throw error;
        }
        const delay = backoffMs(error, attempt);
        log?.warn(
          { status: status ?? 'network error', attempt: attempt + 1, delay_ms: Math.round(delay) },
          'language model call failed; retrying',
        );
        await sleep(delay, undefined, { signal }).catch(() => signal.throwIfAborted());
      }
    }
  }

  async function analyzePages(
    pages: readonly PageWords[],
    labels: readonly string[],
    signal?: AbortSignal,
    onStats?: (stats: AnalyzeStats) => void,
  ): Promise<AnalyzeResult> {
    const started = performance.now();
    const wanted: AdvancedEntity[] = advancedLabels(expandEntitySelection('advanced', labels));
    const planned = chunkPages(pages, chunkChars);
    const stats: AnalyzeStats = {
      chunks: wanted.length > 0 ? planned.reduce((sum, p) => sum + p.chunks.length, 0) : 0,
      calls: 0,
      prompt_tokens: 0,
      completion_tokens: 0,
      unaligned: 0,
      dropped_categories: 0,
      retries: 0,
      duration_ms: 0,
    };
    const spansByPage = planned.map(() => [] as Span[]);
    // Our own controller stops the other chunks at the first failure; the caller's stops everything.
    const stop = new AbortController();
    const combined = signal ? AbortSignal.any([signal, stop.signal]) : stop.signal;
    let failure: unknown;

    const runChunk = async (pageIndex: number, chunk: (typeof planned)[number]['chunks'][number]) => {
      const release = await semaphore.acquire(combined);
      try {
        const answer = await complete(buildChunkMessages(chunk.text, wanted), combined);
        stats.calls++;
        stats.retries += answer.retries;
        stats.prompt_tokens += answer.usage.prompt_tokens;
        stats.completion_tokens += answer.usage.completion_tokens;
        const result = spansFromReply(chunk, answer.content, wanted, model);
        spansByPage[pageIndex]!.push(...result.spans);
        stats.unaligned += result.unaligned;
        stats.dropped_categories += result.droppedCategories;
      } finally {
        release();
      }
    };

    if (wanted.length > 0) {
      await Promise.all(
        planned.flatMap((page, pageIndex) =>
          page.chunks.map((chunk) =>
            runChunk(pageIndex, chunk).catch((error: unknown) => {
              if (failure === undefined) {
                failure = error;
                stop.abort(error);
              }
            }),
          ),
        ),
      );
    }
    stats.duration_ms = Math.round(performance.now() - started);
    onStats?.(stats);
    if (signal?.aborted || failure !== undefined) {
      log?.warn(
        {
          reason: signal?.aborted ? 'cancelled' : failure instanceof Error ? failure.name : 'error',
          calls: stats.calls,
          chunks: stats.chunks,
          duration_ms: stats.duration_ms,
        },
        'advanced detection stopped',
      );
      signal?.throwIfAborted();
      throw failure;
    }
    log?.info({ pages: pages.length, model, ...stats }, 'advanced detection finished');
    return {
      pages: planned.map((page, i) => {
        const spans = spansByPage[i]!.sort((a, b) => a.start - b.start || a.end - b.end);
        return { page: page.page, spans, sensitive: sensitiveItemsForSpans(pages[i]!, spans) };
      }),
      stats,
    };
  }

  return { model, complete, analyzePages };
}

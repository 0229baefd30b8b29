import type {
  DetectStreamEventData,
  DetectStreamEventName,
  PageOcrCompletedEvent,
  PageOcrStartedEvent,
  StreamFileRef,
} from '@sladd/contract';
import { AppError } from '../../platform/errors.ts';
import type { OcrProgress } from '../../jobs/ocr-pages.ts';
import type { JobPool } from '../../jobs/pool.ts';
import { runWithOcr } from '../../jobs/run-with-ocr.ts';
import type { DetectionRequest, DetectPageEvent, DetectResult } from '../../jobs/task-types.ts';
import type { LlmClient } from '../../platform/llm/llm-client.ts';
import type { CheckedBatch, CheckedFile } from './batch.service.ts';
import { fileResults, type FileOutcome } from './detect-results.ts';
import { createModelPages, ModelPageError, type ModelPages } from './model-pages.ts';
import { seconds, summarizeEntities } from './summaries.ts';

/** Fields decorateEvent adds as an event is sent: the batch's totals are known only then. */
type BatchFields = {
  file_started: 'total_files';
  page_completed: 'pages_completed' | 'batch_total_pages' | 'progress_percentage';
};
/** An event's data as one file's detection builds it: the contract's, less the batch-wide fields. */
export type FileEventData<N extends DetectStreamEventName> = N extends keyof BatchFields
  ? Omit<DetectStreamEventData<N>, BatchFields[N]>
  : DetectStreamEventData<N>;
/** Reports one event of one file's detection. */
export type Emit = <N extends DetectStreamEventName>(event: N, data: FileEventData<N>) => void;
/** Sends one event of the stream, complete. */
export type SendEvent = <N extends DetectStreamEventName>(event: N, data: DetectStreamEventData<N>) => void;

/** What an event needs from the whole batch, read when the event is sent (see decorateEvent). */
export interface BatchTotals {
  files: number;
  pages: number;
  pagesCompleted: number;
}

/**
 * Adds the batch-wide fields to a per-file event as it is sent: `total_files` on file_started, the
 * batch's page counter and percentage on page_completed. They are filled in at sending time
 * because a batch that starts while its upload is still arriving does not know its totals yet.
 */
export function decorateEvent<N extends DetectStreamEventName>(
  event: N,
  data: FileEventData<N>,
  totals: BatchTotals,
): DetectStreamEventData<N> {
  // TypeScript does not narrow N by comparing `event`; the added fields are what BatchFields lists.
  if (event === 'file_started') return { ...data, total_files: totals.files } as DetectStreamEventData<N>;
  if (event !== 'page_completed') return data as DetectStreamEventData<N>;
  totals.pagesCompleted += 1;
  return {
    ...data,
    pages_completed: totals.pagesCompleted,
    batch_total_pages: totals.pages,
    progress_percentage: totals.pages > 0 ? Math.round((totals.pagesCompleted / totals.pages) * 100) : 0,
  } as DetectStreamEventData<N>;
}

type PageResult = NonNullable<DetectPageEvent['result']>;

/**
 * Detects one file in the worker pool and reports progress through `emit` in the spec's order
 * (file_started, page_started/page_completed…, file_completed; `error` when the file fails).
 * Batch-wide fields are not included: see decorateEvent. With `llm` and a request the model
 * answers (DetectionRequest.languageModel), each page is reported once the model's answers for it
 * are in, still in page order (model-pages.ts).
 */
export async function detectFile(
  pool: JobPool,
  file: CheckedFile,
  request: DetectionRequest,
  emit: Emit,
  signal?: AbortSignal,
  llm?: LlmClient,
): Promise<FileOutcome> {
  const started = performance.now();
  // Names may repeat within a batch: the index is what tells the client which file (decision 0023).
  const ref = { file_name: file.name, file_index: file.index } satisfies StreamFileRef;
  emit('file_started', { ...ref, total_pages: file.pageCount });
  const emitStarted = (page: number) =>
    emit('page_started', { ...ref, page_number: page, total_pages: file.pageCount });
  const emitCompleted = (page: PageResult, extraMs = 0) => {
    const entities = summarizeEntities([{ page: page.page, sensitive: page.sensitive }]);
    const detectionTime = seconds(page.detectionMs + extraMs);
    emit('page_completed', {
      ...ref,
      page_number: page.page,
      total_pages: file.pageCount,
      processing_time: detectionTime,
      has_text_layer: page.hasTextLayer,
      text_source: page.textSource,
      results: {
        performance: { words_count: page.wordsCount, detection_time: detectionTime },
        entities_detected: { total: entities.total, by_type: entities.by_type },
        redaction_mapping: { pages: [{ page: page.page, sensitive: page.sensitive }] },
      },
    });
  };
  if (request.languageModel && !llm) throw new Error('a language model request without a language model');
  // A page the model fails on fails the file: the worker's task stops too instead of reading on.
  const fileStop = new AbortController();
  const model: ModelPages | undefined =
    llm && request.languageModel
      ? createModelPages({
          client: llm,
          request,
          signal,
          onStarted: (page) => emitStarted(page.page),
          onCompleted: (page) => emitCompleted(page, page.modelMs),
          onFailed: (error) => fileStop.abort(error),
        })
      : undefined;
  const workerSignal = model
    ? signal
      ? AbortSignal.any([signal, fileStop.signal])
      : fileStop.signal
    : signal;
  const onPage = (event: DetectPageEvent) => {
    if (model) {
      // The model's part decides when a page is reported: page_started waits its turn too.
      if (event.type === 'page_completed') model.add(event.result!);
    } else if (event.type === 'page_started') emitStarted(event.page);
    else emitCompleted(event.result!);
  };
  // Pages without a text layer are read by OCR first; the stream says which, and when (decision 0020).
  const onOcr = (event: OcrProgress) => {
    const page = { ...ref, page_number: event.page, total_pages: file.pageCount };
    if (event.type === 'started')
      emit('page_ocr_started', { ...page, ocr: 'started' } satisfies PageOcrStartedEvent);
    else
      emit('page_ocr_completed', {
        ...page,
        ocr: 'completed',
        words_count: event.wordsCount,
        ocr_time: seconds(event.ms),
      } satisfies PageOcrCompletedEvent);
  };
  try {
    let result = await runWithOcr<DetectResult>(
      pool,
      { kind: 'detect', bytes: file.bytes, request },
      { ...(workerSignal ? { signal: workerSignal } : {}), onPage, onOcr },
    );
    const answered = await model?.finish(result.pages.length);
    if (answered) {
      const modelMs = answered.pages.reduce((sum, page) => sum + page.modelMs, 0);
      const pages = answered.pages.map(({ page, sensitive, wordsCount, detectionMs, modelMs: ms }) => ({
        page,
        sensitive,
        wordsCount,
        detectionMs: detectionMs + ms,
      }));
      result = {
        ...result,
        pages,
        detectionMs: result.detectionMs + modelMs,
        // The advanced method's time: the model's answers, and the recognisers run beside it.
        engineMs: { ...result.engineMs, advanced: (result.engineMs.advanced ?? 0) + modelMs },
      };
    }
    const totalMs = performance.now() - started;
    const results = fileResults(result, totalMs, answered?.stats);
    emit('file_completed', {
      ...ref,
      total_pages: result.pageCount,
      successful_pages: result.pageCount,
      processing_time: seconds(totalMs),
      results,
    });
    return {
      file: file.name,
      status: 'success',
      pagesProcessed: result.pageCount,
      results,
      ...(answered ? { languageModel: answered.stats } : {}),
    };
  } catch (thrown) {
    if (signal?.aborted) throw thrown;
    // The model's page failure stopped the worker: that failure is what the person is told, after
    // the pages answered before it.
    const error = model?.failure ?? thrown;
    await model?.settle();
    const failure =
      error instanceof AppError
        ? { code: error.code, message: error.message, details: error.details }
        : { code: 'INTERNAL_ERROR', message: 'This file could not be processed.', details: undefined };
    emit('error', {
      ...ref,
      ...(error instanceof ModelPageError ? { page_number: error.page } : {}),
      error_code: failure.code,
      error_message: failure.message,
      ...(failure.details ? { details: failure.details } : {}),
    });
    return {
      file: file.name,
      status: 'error',
      // The JSON answer gives a failed file no pages; the stream charges the pages it delivered
      // before a language-model failure (detect-stream.ts).
      pagesProcessed: 0,
      error: { code: failure.code, message: failure.message },
      ...(model ? { languageModel: model.stats } : {}),
    };
  } finally {
    model?.abort();
  }
}

/** Runs detection for every valid file of a checked batch (all files read, totals known). */
export async function detectBatch(
  pool: JobPool,
  batch: CheckedBatch,
  request: DetectionRequest,
  emit: SendEvent,
  signal?: AbortSignal,
  llm?: LlmClient,
): Promise<FileOutcome[]> {
  const totals: BatchTotals = { files: batch.valid.length, pages: batch.totalPages, pagesCompleted: 0 };
  const send: Emit = (event, data) => emit(event, decorateEvent(event, data, totals));
  return Promise.all(batch.valid.map((file) => detectFile(pool, file, request, send, signal, llm)));
}

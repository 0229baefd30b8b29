import type { PageOcrCompletedEvent, PageOcrStartedEvent, StreamFileRef } from '@sladd/contract';
import { AppError } from '../../platform/errors.ts';
import type { OcrProgress } from '../../jobs/ocr-pages.ts';
import type { JobPool } from '../../jobs/pool.ts';
import { runWithOcr } from '../../jobs/run-with-ocr.ts';
import type { DetectionRequest, DetectPageEvent, DetectResult } from '../../jobs/task-types.ts';
import type { LlmClient } from '../../platform/llm/llm-client.ts';
import type { CheckedBatch, CheckedFile } from './batch.service.ts';
import { type BatchTotals, decorateEvent, type Emit, type SendEvent } from './detect-events.ts';
import { fileResults, type FileOutcome } from './detect-results.ts';
import { createModelPages, ModelPageError, type ModelPages } from './model-pages.ts';
import { seconds, summarizeEntities } from './summaries.ts';

type PageResult = NonNullable<DetectPageEvent['result']>;

/**
 * Detects one file in the worker pool and reports progress through `emit` in the spec's order
 * (file_started, page_started/page_completed…, file_completed; `error` when the file fails).
 * Batch-wide fields are not included: see decorateEvent. With `llm` and a request the model
 * answers (DetectionRequest.languageModel), each page is reported once the model's answers for it
 * are in, still in page order (model-pages.ts).
 */
export async function detectUploadedFile(
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
      // before a language-model failure (detect.service.ts, streamDetection).
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
  return Promise.all(batch.valid.map((file) => detectUploadedFile(pool, file, request, send, signal, llm)));
}

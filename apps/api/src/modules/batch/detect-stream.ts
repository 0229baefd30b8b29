import type { Actor } from '../../platform/auth/session.ts';
import { unsupportedMessage } from './batch-options.ts';
import { AppError } from '../../platform/errors.ts';
import type { UploadedFile } from '../../platform/uploads.ts';
import type { JobPool } from '../../jobs/pool.ts';
import type { LlmClient } from '../../platform/llm/llm-client.ts';
import type { DetectionRequest } from '../../jobs/task-types.ts';
import { allPages, type BatchService, type FilePages, type Reservation } from './batch.service.ts';
import type { DetectStreamEventData } from '@sladd/contract';
import { detectBatch, type SendEvent } from './detect-batch.ts';
import { batchSummary, type FileOutcome } from './detect-results.ts';
import type { EarlyDetection } from './early-detection.ts';

/** Where a streamed run sends its events; `signal` aborts when the client goes away (the stop button). */
export interface EventSink {
  send: SendEvent;
  signal: AbortSignal;
  close(): void;
}

export interface StreamRun {
  actor: Actor;
  detection: DetectionRequest;
  files: UploadedFile[];
  /** When the request arrived (performance.now()), for the batch's processing time. */
  received: number;
  early?: EarlyDetection | undefined;
  /** Told about a failure on our side (logged by the caller; the client gets INTERNAL_ERROR). */
  onUnexpected(error: unknown): void;
}

/**
 * A streamed detection run, from reading_files to batch_completed. A problem found once the
 * stream is open is an `error` event (with the code a JSON call gets). However the run ends —
 * done, failed or stopped — the pages reserved for it and not processed are given back.
 */
export async function streamDetection(
  deps: { pool: JobPool; batch: BatchService; llm?: LlmClient | undefined },
  run: StreamRun,
  stream: EventSink,
): Promise<void> {
  const { pool, batch, llm } = deps;
  const { actor, files } = run;
  stream.send('reading_files', { total_files: files.length });
  const unsupported = run.detection.unsupported ?? [];
  if (unsupported.length > 0)
    // A notice, not the batch's end: the other types still run (the JSON answer's unsupported_entities).
    stream.send('error', {
      error_code: 'ENTITIES_UNSUPPORTED',
      error_message: unsupportedMessage(unsupported),
      details: { unsupported_entities: unsupported },
    });
  // Charged: every page of a completed file, and the pages delivered of a file the language model
  // failed at a page — their results are the client's, and a page that talks the model into
  // nonsense must not make the rest of the file free.
  const charged: FilePages[number][] = [];
  let period: Reservation | undefined;
  const early = run.early?.started ? run.early : undefined;
  stream.signal.addEventListener('abort', () => early?.abort());
  try {
    const checked = early ? await early.counted() : await batch.checkFiles(actor, files, stream.signal);
    period = checked.period;
    stream.send('files_read', {
      total_files: files.length,
      total_pages: checked.totalPages,
      file_names: files.map((f) => f.name),
    });
    for (const file of checked.rejected)
      stream.send('error', {
        file_name: file.name,
        file_index: file.index,
        error_code: file.error.code,
        error_message: file.error.message,
      });
    const byIndex = new Map(checked.valid.map((file) => [file.index, file]));
    const delivered = new Map<number, number[]>();
    const onEvent: SendEvent = (event, data) => {
      if (event === 'file_completed') {
        const file = byIndex.get((data as DetectStreamEventData<'file_completed'>).file_index);
        if (file) charged.push(allPages(file));
      }
      if (event === 'page_completed') {
        const page = data as DetectStreamEventData<'page_completed'>;
        const pages = delivered.get(page.file_index) ?? [];
        pages.push(page.page_number);
        delivered.set(page.file_index, pages);
      }
      if (event === 'error') {
        const failed = data as DetectStreamEventData<'error'>;
        const file = failed.file_index === undefined ? undefined : byIndex.get(failed.file_index);
        if (failed.page_number !== undefined && file)
          charged.push({ file: file.key, pages: delivered.get(file.index) ?? [] });
      }
      stream.send(event, data);
    };
    const outcomes: FileOutcome[] = early
      ? await early.deliver(onEvent)
      : await detectBatch(pool, checked, run.detection, onEvent, stream.signal, llm);
    stream.send(
      'batch_completed',
      batchSummary(outcomes, checked.rejected.length, performance.now() - run.received),
    );
  } catch (error) {
    if (error instanceof AppError)
      stream.send('error', {
        error_code: error.code,
        error_message: error.message,
        ...(error.details ? { details: error.details } : {}),
      });
    else if (!stream.signal.aborted) {
      run.onUnexpected(error);
      stream.send('error', {
        error_code: 'INTERNAL_ERROR',
        error_message: 'Detection stopped because of an error on our side.',
      });
    }
  } finally {
    early?.abort();
    try {
      if (early) await early.settle(charged);
      else if (period) await batch.recordPages(actor, period, charged);
    } catch (error) {
      // The database went away after the pages were delivered: they stay uncounted (the hold
      // lapses by itself), and the stream still ends — the client has its answer.
      run.onUnexpected(error);
    } finally {
      stream.close();
    }
  }
}

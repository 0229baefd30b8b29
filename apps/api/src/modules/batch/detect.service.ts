import type { Actor } from '../../platform/auth/session.ts';
import type { UploadedFile, Uploads } from '../../platform/uploads.ts';
import type { JobPool } from '../../jobs/pool.ts';
import type { LlmClient } from '../../platform/llm/llm-client.ts';
import type { DetectionRequest } from '../../jobs/task-types.ts';
import { parseDetectionRequest } from './batch-options.ts';
import {
  allPages,
  type BatchService,
  type CheckedFile,
  type FilePages,
  type Reservation,
} from './batch.service.ts';
import { AppError } from '../../platform/errors.ts';
import type { DetectStreamEventData } from '@sladd/contract';
import { unsupportedMessage } from './batch-options.ts';
import type { SendEvent } from './detect-events.ts';
import { detectBatch } from './detect-file.ts';
import { batchSummary, type FileOutcome } from './detect-results.ts';
import { createEarlyDetection, type EarlyDetection } from './early-detection.ts';

type OnFile = EarlyDetection['onFile'];

/**
 * Entity detection over a batch (spec 2 §7): as one JSON answer, or as a stream of events that
 * may start on each file while the upload is still arriving. The service owns the page quota of a
 * run: pages are reserved as files are counted and settled to the pages actually processed, also
 * when a file fails or the run is stopped.
 */
export function createDetectService(deps: {
  pool: JobPool;
  batch: BatchService;
  llm?: LlmClient | undefined;
}) {
  const { pool, batch, llm } = deps;
  const serving = { languageModel: llm !== undefined };
  return {
    /** A streamed run that starts on each file as it arrives, when the options came first. */
    startEarly: (actor: Actor): EarlyDetection => createEarlyDetection({ pool, batch, actor, llm }),

    /**
     * Reads the upload (through `read`, handing it the early run's onFile) and its options. An
     * early run that has started must have been given the same options; any failure stops it.
     */
    async receive(
      read: (onFile?: OnFile) => Promise<Uploads>,
      early?: EarlyDetection,
    ): Promise<{ files: UploadedFile[]; detection: DetectionRequest }> {
      try {
        const uploads = await read(early?.onFile);
        const detection = parseDetectionRequest(uploads, serving);
        if (early?.started) early.assertSameRequest(detection);
        return { files: uploads.files, detection };
      } catch (error) {
        early?.abort();
        await early?.settle([]);
        throw error;
      }
    },

    /** The whole batch as one answer: each file's results, or its error by name. */
    async detectAll(
      actor: Actor,
      files: UploadedFile[],
      detection: DetectionRequest,
      received: number,
      signal?: AbortSignal,
    ) {
      const checked = await batch.checkFiles(actor, files, signal);
      const outcomes = await batch.settleOnFailure(actor, checked.period, () =>
        detectBatch(pool, checked, detection, () => {}, signal, llm),
      );
      await batch.recordPages(actor, checked.period, deliveredPages(checked.valid, outcomes));
      const rejected = checked.rejected.map((file) => ({
        file: file.name,
        status: 'error',
        error: file.error,
      }));
      return {
        batch_summary: {
          ...batchSummary(outcomes, checked.rejected.length, performance.now() - received),
          skipped_engines: [],
          unsupported_entities: detection.unsupported ?? [],
        },
        file_results: [
          ...outcomes.map(({ pagesProcessed: _pages, languageModel: _model, ...outcome }) => outcome),
          ...rejected,
        ],
      };
    },

    /** A streamed run into `stream`, from reading_files to batch_completed (or its error). */
    stream: (run: StreamRun, stream: EventSink) => streamDetection({ pool, batch, llm }, run, stream),
  };
}

export type DetectService = ReturnType<typeof createDetectService>;

/**
 * The pages a detection delivered: every page of each file whose detection completed (a file that
 * failed delivered nothing in one JSON answer).
 */
function deliveredPages(
  files: readonly CheckedFile[],
  outcomes: readonly { pagesProcessed: number }[],
): FilePages {
  return files.filter((_, index) => (outcomes[index]?.pagesProcessed ?? 0) > 0).map(allPages);
}

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
async function streamDetection(
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

import type { Actor } from '../../platform/auth/session.ts';
import type { UploadedFile, Uploads } from '../../platform/uploads.ts';
import type { JobPool } from '../../jobs/pool.ts';
import type { LlmClient } from '../../platform/llm/llm-client.ts';
import type { DetectionRequest } from '../../jobs/task-types.ts';
import { parseDetectionRequest } from './batch-options.ts';
import { allPages, type BatchService, type CheckedFile, type FilePages } from './batch.service.ts';
import { detectBatch } from './detect-batch.ts';
import { batchSummary } from './detect-results.ts';
import { type EventSink, type StreamRun, streamDetection } from './detect-stream.ts';
import { createEarlyDetection, type EarlyDetection } from './early-detection.ts';

export type { EventSink, StreamRun };

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

import type { Actor } from '../../platform/auth/session.ts';
import { setMaxListeners } from 'node:events';
import type { UploadedFile } from '../../platform/uploads.ts';
import { AppError } from '../../platform/errors.ts';
import type { JobPool } from '../../jobs/pool.ts';
import type { LlmClient } from '../../platform/llm/llm-client.ts';
import type { DetectionRequest } from '../../jobs/task-types.ts';
import { parseDetectionRequest } from './batch-options.ts';
import {
  firstRejection,
  allPages,
  type BatchService,
  type FilePages,
  type CheckedBatch,
  type CheckedFile,
  type RejectedFile,
  type Reservation,
} from './batch.service.ts';
import type { DetectStreamEventName } from '@sladd/contract';
import {
  decorateEvent,
  type BatchTotals,
  type Emit,
  type FileEventData,
  type SendEvent,
} from './detect-events.ts';
import { detectUploadedFile } from './detect-file.ts';
import type { FileOutcome } from './detect-results.ts';

const RELEASED = new Uint8Array(0);
const ignore = () => {};

/**
 * Streamed detection that starts while the upload is still arriving. When the option fields come
 * before the first file (the web client sends them first), each file is counted, checked against
 * the page quota and detected as soon as it has arrived, and its bytes are let go when its
 * detection ends: a 20 × 10 MB upload never has to sit in memory whole, and the work overlaps the
 * transfer. The events wait until the upload has ended — the spec's order is reading_files,
 * files_read, then the files' events — and are then delivered in the order they happened, with
 * the batch totals filled in at that point. Options that come after the files (or change after
 * the first one) leave everything to the normal path, which starts when the upload has ended.
 */
export function createEarlyDetection(deps: {
  pool: JobPool;
  batch: BatchService;
  actor: Actor;
  llm?: LlmClient | undefined;
}) {
  const controller = new AbortController();
  setMaxListeners(100, controller.signal); // up to two waiting tasks per file listen to it
  let request: DetectionRequest | undefined;
  const counts: Promise<CheckedFile | RejectedFile>[] = [];
  const quotaChecks: Promise<void>[] = [];
  const runs: Promise<FileOutcome | null>[] = [];
  let quotaChain: Promise<void> = Promise.resolve();
  /** Checked once, before the first file is opened: a plan with no pages left opens nothing. */
  let room: Promise<void> | undefined;
  let period: Reservation | undefined;
  let totals: BatchTotals | undefined;
  let live: SendEvent | undefined;
  const held: { event: DetectStreamEventName; data: FileEventData<DetectStreamEventName> }[] = [];
  const emit: Emit = (event, data) => {
    if (live && totals) live(event, decorateEvent(event, data, totals));
    else held.push({ event, data });
  };

  function onFile(file: UploadedFile, index: number, fieldsBefore: Record<string, string[]>): void {
    if (index === 0) {
      try {
        request = parseDetectionRequest(
          { files: [], fields: fieldsBefore },
          { languageModel: deps.llm !== undefined },
        );
      } catch {
        request = undefined; // the options follow the files: nothing starts before the upload ends
      }
    }
    if (!request || controller.signal.aborted) return;
    const chosen = request;
    room ??= deps.batch.assertRoom(deps.actor, [file]);
    const counted = room.then(() => deps.batch.countFile(file, index, controller.signal));
    const allowed = counted.then((checked) => {
      if ('error' in checked) return;
      // One reservation at a time, each counted at once: parallel requests cannot overdraw the plan.
      quotaChain = quotaChain.then(async () => {
        period = await deps.batch.reserve(deps.actor, [allPages(checked)], period);
      });
      return quotaChain;
    });
    const run = allowed.then(async () => {
      const checked = await counted;
      if ('error' in checked) return null;
      try {
        return await detectUploadedFile(deps.pool, checked, chosen, emit, controller.signal, deps.llm);
      } finally {
        checked.bytes = RELEASED;
      }
    });
    // A failure anywhere stops the rest; the caller reads the failure where it awaits.
    for (const promise of [counted, allowed, run]) promise.catch(() => controller.abort());
    counts.push(counted);
    quotaChecks.push(allowed);
    runs.push(run);
  }

  return {
    onFile,

    /** True when files started before the upload ended (the options came first). */
    get started(): boolean {
      return counts.length > 0;
    },

    /** After the upload: the options may not have changed since the first file. */
    assertSameRequest(final: DetectionRequest): void {
      if (JSON.stringify(final) === JSON.stringify(request)) return;
      this.abort();
      throw new AppError(
        'VALIDATION_ERROR',
        'The detection options changed after the first file. Send every option field before the files, or all of them after the files.',
        [
          {
            path: 'requested_entities',
            message: 'Options sent after the first file differ from those before it',
          },
        ],
      );
    },

    /** Waits until every file is counted and within the quota: the files_read figures. */
    async counted(): Promise<CheckedBatch> {
      const results = await Promise.all(counts);
      const valid = results.filter((r): r is CheckedFile => 'pageCount' in r);
      const rejected = results.filter((r): r is RejectedFile => 'error' in r);
      if (valid.length === 0) throw firstRejection(rejected);
      await Promise.all(quotaChecks);
      const totalPages = valid.reduce((sum, file) => sum + file.pageCount, 0);
      totals = { files: valid.length, pages: totalPages, pagesCompleted: 0 };
      return { valid, rejected, totalPages, period: period! };
    },

    /** Sends the held events, then every later one as it happens; resolves with the files' outcomes. */
    async deliver(send: SendEvent): Promise<FileOutcome[]> {
      if (!totals) throw new Error('deliver() before counted()');
      live = send;
      for (const { event, data } of held.splice(0)) send(event, decorateEvent(event, data, totals));
      const outcomes = await Promise.all(runs);
      return outcomes.filter((outcome): outcome is FileOutcome => outcome !== null);
    },

    /**
     * After abort(): settles the pages reserved to the `delivered` ones. It waits for the files
     * still being counted, so a reservation made just as the run stopped is given back too.
     */
    async settle(delivered: FilePages): Promise<void> {
      await Promise.allSettled([...counts, ...quotaChecks]);
      if (period) await deps.batch.recordPages(deps.actor, period, delivered);
    },

    /** Stops all work (the upload failed, the client left, or the batch is over). */
    abort(): void {
      controller.abort();
      for (const promise of [...counts, ...quotaChecks, ...runs]) promise.catch(ignore);
    },
  };
}

export type EarlyDetection = ReturnType<typeof createEarlyDetection>;

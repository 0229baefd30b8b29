import { AppError } from '../../platform/errors.ts';
import type { UploadedFile } from '../../platform/uploads.ts';
import type { JobPool } from '../../jobs/pool.ts';
import type { CountResult } from '../../jobs/task-types.ts';
import type { SubscriptionService, UsagePeriod } from '../subscription/subscription.service.ts';

export interface CheckedFile extends UploadedFile {
  index: number;
  pageCount: number;
}

export interface RejectedFile extends UploadedFile {
  index: number;
  error: { code: string; message: string };
}

export interface CheckedBatch {
  valid: CheckedFile[];
  rejected: RejectedFile[];
  totalPages: number;
  period: UsagePeriod;
}

export function createBatchService(deps: { pool: JobPool; subscriptions: SubscriptionService }) {
  const { pool, subscriptions } = deps;

  /** Opens one file in a worker to validate it and count its pages; a bad file is rejected, not thrown. */
  async function countFile(
    file: UploadedFile,
    index: number,
    signal?: AbortSignal,
  ): Promise<CheckedFile | RejectedFile> {
    try {
      const { pageCount } = await pool.run<CountResult>({ kind: 'count', bytes: file.bytes }, { signal });
      return Object.assign(file, { index, pageCount });
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      return Object.assign(file, {
        index,
        error: { code: error.code, message: `${file.name}: ${error.message}` },
      });
    }
  }

  return {
    countFile,

    /** Refuses with QUOTA_EXCEEDED when `pages` more would pass the plan's limit; else the period to record them in. */
    assertQuota: (userId: string, pages: number) => subscriptions.assertQuota(userId, pages),

    /**
     * Opens every file (in the workers) to validate it and count its pages, then checks the page
     * quota for the valid ones. When no file is usable, the first file's error is the answer.
     */
    async checkFiles(userId: string, files: UploadedFile[], signal?: AbortSignal): Promise<CheckedBatch> {
      const results = await Promise.all(files.map((file, index) => countFile(file, index, signal)));
      const valid = results.filter((r): r is CheckedFile => 'pageCount' in r);
      const rejected = results.filter((r): r is RejectedFile => 'error' in r);
      if (valid.length === 0) throw firstRejection(rejected);
      const totalPages = valid.reduce((sum, file) => sum + file.pageCount, 0);
      const period = await subscriptions.assertQuota(userId, totalPages);
      return { valid, rejected, totalPages, period };
    },

    /** Counts the pages that were processed against the period they were checked in. */
    recordPages: (userId: string, period: UsagePeriod, pages: number) =>
      pages > 0 ? subscriptions.recordPages(userId, period, pages) : Promise.resolve(),
  };
}

/** When no file of a batch is usable, the first file's error is the answer. */
export function firstRejection(rejected: RejectedFile[]): AppError {
  const first = rejected[0]!;
  return new AppError(first.error.code as never, first.error.message);
}

export type BatchService = ReturnType<typeof createBatchService>;

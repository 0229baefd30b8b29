import { createHmac } from 'node:crypto';
import type { Actor } from '../../platform/auth/session.ts';
import { RESOURCE_LIMITS } from '@sladd/contract';
import { AppError } from '../../platform/errors.ts';
import type { UploadedFile } from '../../platform/uploads.ts';
import type { JobPool } from '../../jobs/pool.ts';
import type { CountResult } from '../../jobs/task-types.ts';
import {
  type FilePages,
  RESERVATION_RENEW_MS,
  type SubscriptionService,
  type UsagePeriod,
} from '../subscription/subscription.service.ts';

export type { FilePages };

export interface CheckedFile extends UploadedFile {
  index: number;
  pageCount: number;
  /** The file's key for page counting (fileKey): kept after its bytes are let go. */
  key: string;
}

/** Every page of a checked file. */
export function allPages(file: CheckedFile): FilePages[number] {
  return { file: file.key, pages: Array.from({ length: file.pageCount }, (_, i) => i + 1) };
}

export interface RejectedFile extends UploadedFile {
  index: number;
  error: { code: string; message: string };
}

/**
 * A usage period with the pages held for this request before the work (decision 0051): nothing is
 * counted until recordPages() settles it with the pages delivered. While the request runs its
 * reservations are renewed; if its process dies they lapse and nothing is counted.
 */
export interface Reservation extends UsagePeriod {
  reserved: number;
  hold: Hold;
}

/** The reservations of one request, shared by every Reservation value the request derives. */
interface Hold {
  ids: string[];
  timer?: NodeJS.Timeout;
  settled: boolean;
}

export interface CheckedBatch {
  valid: CheckedFile[];
  rejected: RejectedFile[];
  totalPages: number;
  period: Reservation;
}

export function createBatchService(deps: {
  pool: JobPool;
  subscriptions: SubscriptionService;
  /** Keys files for page counting (an HMAC key; derived from AUTH_SECRET). */
  fileKeySecret: Buffer;
}) {
  const { pool, subscriptions } = deps;
  const keys = new WeakMap<Uint8Array, string>();

  /**
   * The same file's key in every request (an HMAC of its bytes): a page of it is counted once in
   * 24 hours whatever reads it (decision 0053). The table of counted pages learns nothing else.
   */
  function fileKey(file: UploadedFile): string {
    let key = keys.get(file.bytes);
    if (!key) {
      key = createHmac('sha256', deps.fileKeySecret).update(file.bytes).digest('base64url').slice(0, 32);
      keys.set(file.bytes, key);
    }
    return key;
  }

  /** Opens one file in a worker to validate it and count its pages; a bad file is rejected, not thrown. */
  async function countFile(
    file: UploadedFile,
    index: number,
    signal?: AbortSignal,
  ): Promise<CheckedFile | RejectedFile> {
    try {
      const key = fileKey(file);
      const { pageCount } = await pool.run<CountResult>({ kind: 'count', bytes: file.bytes }, { signal });
      return Object.assign(file, { index, pageCount, key });
    } catch (error) {
      // A part of the service is down (the queue, its workers): the request's answer, not this file's.
      if (!(error instanceof AppError) || error.code === 'SERVICE_UNAVAILABLE') throw error;
      return Object.assign(file, {
        index,
        error: { code: error.code, message: `${file.name}: ${error.message}` },
      });
    }
  }

  /** A hold whose reservations are renewed until it is settled. */
  const newHold = (): Hold => {
    const hold: Hold = { ids: [], settled: false };
    hold.timer = setInterval(
      () => void subscriptions.renewReservations(hold.ids).catch(() => {}),
      RESERVATION_RENEW_MS,
    );
    hold.timer.unref();
    return hold;
  };

  /** Holds the pages of `period` (as reservePages answered) in `hold`. */
  const held = (
    period: UsagePeriod & { reservationId?: string },
    reserved: number,
    hold: Hold,
  ): Reservation => {
    const { reservationId, ...rest } = period;
    if (reservationId) hold.ids.push(reservationId);
    return { ...rest, reserved, hold };
  };

  /**
   * Holds the pages of `wanted` more for the request (`previous`: what it holds already), within
   * the page ceiling; pages counted in the last 24 hours are not held (they will not be counted).
   */
  const reserve = async (actor: Actor, wanted: FilePages, previous?: Reservation): Promise<Reservation> => {
    const reserved = (previous?.reserved ?? 0) + pageTotal(wanted);
    assertPageCeiling(reserved);
    const hold = previous?.hold ?? newHold();
    try {
      return held(await subscriptions.reservePages(actor, wanted), reserved, hold);
    } catch (error) {
      if (!previous) clearInterval(hold.timer);
      throw error;
    }
  };

  /**
   * Settles the request: its reservations end and the pages it delivered are counted (those not
   * counted in the last 24 hours), both in one transaction. A second settle of the same request
   * counts nothing more.
   */
  const recordPages = async (_actor: Actor, period: Reservation, delivered: FilePages): Promise<void> => {
    const { hold } = period;
    if (hold.settled) return;
    hold.settled = true;
    clearInterval(hold.timer);
    await subscriptions.settlePages(period, hold.ids, delivered);
  };

  /**
   * Refuses at once (QUOTA_EXCEEDED), before any file is opened, when the plan has no room for the
   * first page of each file (each has at least one) that was not counted in the last 24 hours: a
   * user past the limit cannot make the workers open, count and repair files that would be
   * refused anyway, and can still open again what they opened today.
   */
  const assertRoom = async (actor: Actor, files: readonly UploadedFile[]): Promise<void> => {
    await subscriptions.assertQuota(
      actor,
      files.map((file) => ({ file: fileKey(file), pages: [1] })),
    );
  };

  return {
    countFile,
    assertRoom,
    fileKey,

    /** Holds `pages` more for this request (atomically refused with QUOTA_EXCEEDED past the plan's limit). */
    reserve,

    /**
     * Opens every file (in the workers) to validate it and count its pages, then checks the page
     * quota for the valid ones. When no file is usable, the first file's error is the answer.
     */
    async checkFiles(actor: Actor, files: UploadedFile[], signal?: AbortSignal): Promise<CheckedBatch> {
      await assertRoom(actor, files);
      const results = await Promise.all(files.map((file, index) => countFile(file, index, signal)));
      const valid = results.filter((r): r is CheckedFile => 'pageCount' in r);
      const rejected = results.filter((r): r is RejectedFile => 'error' in r);
      if (valid.length === 0) throw firstRejection(rejected);
      const totalPages = valid.reduce((sum, file) => sum + file.pageCount, 0);
      return { valid, rejected, totalPages, period: await reserve(actor, valid.map(allPages)) };
    },

    /** Settles a reservation: the pages reserved but not processed are given back. */
    recordPages,

    /** Work that fails gives back the pages reserved for it: nothing was delivered. */
    async settleOnFailure<T>(actor: Actor, reservation: Reservation, work: () => Promise<T>): Promise<T> {
      try {
        return await work();
      } catch (error) {
        await recordPages(actor, reservation, []);
        throw error;
      }
    },
  };
}

/** How many pages `pages` names. */
export function pageTotal(pages: FilePages): number {
  return pages.reduce((sum, file) => sum + file.pages.length, 0);
}

/** One request may not hold the workers for more than RESOURCE_LIMITS.maxPagesPerRequest pages. */
function assertPageCeiling(pages: number): void {
  const max = RESOURCE_LIMITS.maxPagesPerRequest;
  if (pages > max)
    throw new AppError(
      'TOO_MANY_PAGES',
      `This request has ${pages.toLocaleString('en')} pages; at most ${max.toLocaleString('en')} pages can be processed in one request. Send fewer files at a time.`,
      { pages_requested: pages, max_pages_per_request: max },
    );
}

/** When no file of a batch is usable, the first file's error is the answer. */
export function firstRejection(rejected: RejectedFile[]): AppError {
  const first = rejected[0]!;
  return new AppError(first.error.code as never, first.error.message);
}

export type BatchService = ReturnType<typeof createBatchService>;

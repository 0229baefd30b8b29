import {
  clearDetectionBar,
  expireShownEvent,
  hideDetectionStatus,
  removeFileStatus,
  tickFakeProgress,
} from '../commands/index.ts';
import type {
  DetectionStatus,
  StreamEventView,
  WorkspaceState,
  WorkspaceStore,
} from '../store/workspace-store.ts';

/** The status bar's timings (spec 2 §4 "Status bar", "Per-file processing info"; §9). */
export const STATUS_TIMING = {
  fakeTickMin: 500,
  fakeTickMax: 1500,
  fakeCap: 99,
  eventDisplay: 3000,
  hideAfterCompletion: 3000,
  clearAfterHide: 300,
  finishedEntry: 5000,
  stopSpinner: 500,
} as const;

/** Timers and randomness, injectable so a test can drive them with fake timers and a fixed random. */
export interface StatusClock {
  setTimeout: (run: () => void, ms: number) => unknown;
  clearTimeout: (id: unknown) => void;
  random: () => number;
}

const browserClock: StatusClock = {
  setTimeout: (run, ms) => globalThis.setTimeout(run, ms),
  clearTimeout: (id) => globalThis.clearTimeout(id as ReturnType<typeof setTimeout>),
  random: () => Math.random(),
};

/** The delay before the next fake tick: 0.5–1.5 s. */
export function fakeTickDelay(random: number): number {
  return STATUS_TIMING.fakeTickMin + random * (STATUS_TIMING.fakeTickMax - STATUS_TIMING.fakeTickMin);
}

/** The fake counter's step: 1 or 2 points. */
export function fakeTickStep(random: number): number {
  return random < 0.5 ? 1 : 2;
}

/** The bar's progress text as a locale key and its values. */
export function progressText(detection: DetectionStatus): { key: string; values?: Record<string, number> } {
  const percent = Math.round(detection.progress);
  if (detection.isStopped && detection.totalPages > 0)
    return {
      key: 'status.stoppedProgress',
      values: { completed: detection.pagesCompleted, total: detection.totalPages },
    };
  if (detection.totalPages > 0)
    return {
      key: 'status.pagesProgress',
      values: { completed: detection.pagesCompleted, total: detection.totalPages, percent },
    };
  if (detection.isStreaming)
    return { key: detection.hasRealEvents ? 'status.preparing' : 'status.initializing' };
  return { key: 'status.starting' };
}

/**
 * Runs the status bar's clocks against one workspace store: the fake counter before the first
 * real event, the 3 s life of each shown event, the hide 3 s after completion (or stop) and the clear 0.3 s
 * after that, and the removal of finished or failed file entries 5 s after they were set.
 * Returns the function that stops every timer.
 */
export function watchDetectionStatus(store: WorkspaceStore, clock: StatusClock = browserClock): () => void {
  let fakeTimer: unknown;
  let eventTimer: { event: StreamEventView; id: unknown } | undefined;
  let hideTimer: unknown;
  let clearTimer: unknown;
  const entryTimers = new Map<string, { entry: object; id: unknown }>();

  const sync = ({ detection }: WorkspaceState) => {
    const wantsFake =
      detection.isStreaming && !detection.hasRealEvents && detection.progress < STATUS_TIMING.fakeCap;
    if (wantsFake && fakeTimer === undefined) {
      fakeTimer = clock.setTimeout(() => {
        fakeTimer = undefined;
        tickFakeProgress(store, fakeTickStep(clock.random()));
      }, fakeTickDelay(clock.random()));
    } else if (!wantsFake && fakeTimer !== undefined) {
      clock.clearTimeout(fakeTimer);
      fakeTimer = undefined;
    }

    const shown = detection.shownEvent;
    const wantsExpiry = shown !== null && shown.eventType !== 'batch_completed' ? shown : undefined;
    if (eventTimer && eventTimer.event !== wantsExpiry) {
      clock.clearTimeout(eventTimer.id);
      eventTimer = undefined;
    }
    if (wantsExpiry && !eventTimer) {
      eventTimer = {
        event: wantsExpiry,
        id: clock.setTimeout(
          () => ((eventTimer = undefined), expireShownEvent(store, wantsExpiry)),
          STATUS_TIMING.eventDisplay,
        ),
      };
    }

    // A stopped run hides on the same clock as a completed one.
    const isComplete =
      detection.isVisible &&
      !detection.isStreaming &&
      !detection.isHiding &&
      (detection.progress >= 100 || detection.isStopped);
    if (isComplete && hideTimer === undefined) {
      hideTimer = clock.setTimeout(
        () => ((hideTimer = undefined), hideDetectionStatus(store)),
        STATUS_TIMING.hideAfterCompletion,
      );
    } else if (!isComplete && hideTimer !== undefined) {
      clock.clearTimeout(hideTimer);
      hideTimer = undefined;
    }
    if (detection.isHiding && clearTimer === undefined) {
      clearTimer = clock.setTimeout(
        () => ((clearTimer = undefined), clearDetectionBar(store)),
        STATUS_TIMING.clearAfterHide,
      );
    } else if (!detection.isHiding && clearTimer !== undefined) {
      clock.clearTimeout(clearTimer);
      clearTimer = undefined;
    }

    for (const [key, timer] of entryTimers) {
      if (detection.fileStatus[key] !== timer.entry) {
        clock.clearTimeout(timer.id);
        entryTimers.delete(key);
      }
    }
    for (const [key, entry] of Object.entries(detection.fileStatus)) {
      if ((entry.status === 'finished' || entry.status === 'failed') && !entryTimers.has(key)) {
        entryTimers.set(key, {
          entry,
          id: clock.setTimeout(
            () => (entryTimers.delete(key), removeFileStatus(store, key)),
            STATUS_TIMING.finishedEntry,
          ),
        });
      }
    }
  };

  sync(store.getState());
  const unsubscribe = store.subscribe(sync);
  return () => {
    unsubscribe();
    for (const id of [
      fakeTimer,
      eventTimer?.id,
      hideTimer,
      clearTimer,
      ...[...entryTimers.values()].map((t) => t.id),
    ]) {
      if (id !== undefined) clock.clearTimeout(id);
    }
    entryTimers.clear();
  };
}

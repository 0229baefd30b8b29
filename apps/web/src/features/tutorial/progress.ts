import { TUTORIAL } from './constants.ts';
import { TUTORIAL_STEPS, type TutorialPhase } from './steps.ts';

/** Where the tutorial keeps how far the person got (spec 3 §3 "Tutorial progress (stored locally)"). */
export const TUTORIAL_PROGRESS_KEY = 'sladd.tutorial.progress';

export interface TutorialProgress {
  stepIndex: number;
  phase: TutorialPhase;
  completedSteps: string[];
  startTime: number;
  lastActivity: number;
  sessionId: string;
  /** Whose progress this is: a shared computer must not resume someone else's tour. */
  userId: string;
}

export interface ProgressStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

const PHASES: ReadonlySet<string> = new Set(TUTORIAL_STEPS.map((step) => step.phase));

/** Reads stored progress for this person; anything malformed, foreign or older than 7 days is dropped. */
export function readProgress(storage: ProgressStorage, userId: string, now: number): TutorialProgress | null {
  let raw: string | null;
  try {
    raw = storage.getItem(TUTORIAL_PROGRESS_KEY);
  } catch {
    return null;
  }
  if (!raw) return null;
  const progress = parseProgress(raw);
  if (!progress || progress.userId !== userId || now - progress.lastActivity > TUTORIAL.progressExpiryMs) {
    clearProgress(storage);
    return null;
  }
  return progress;
}

function parseProgress(raw: string): TutorialProgress | null {
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null) return null;
  const v = value as Record<string, unknown>;
  const index = v.stepIndex;
  if (
    typeof index !== 'number' ||
    !Number.isInteger(index) ||
    index < 0 ||
    index >= TUTORIAL_STEPS.length ||
    typeof v.phase !== 'string' ||
    !PHASES.has(v.phase) ||
    !Array.isArray(v.completedSteps) ||
    !v.completedSteps.every((id) => typeof id === 'string') ||
    typeof v.startTime !== 'number' ||
    typeof v.lastActivity !== 'number' ||
    typeof v.sessionId !== 'string' ||
    typeof v.userId !== 'string'
  )
    return null;
  return {
    stepIndex: index,
    phase: v.phase as TutorialPhase,
    completedSteps: v.completedSteps as string[],
    startTime: v.startTime,
    lastActivity: v.lastActivity,
    sessionId: v.sessionId,
    userId: v.userId,
  };
}

export function writeProgress(storage: ProgressStorage, progress: TutorialProgress): void {
  try {
    storage.setItem(TUTORIAL_PROGRESS_KEY, JSON.stringify(progress));
  } catch {
    // Storage full or blocked: the tour still runs, it just cannot be resumed after a reload.
  }
}

export function clearProgress(storage: ProgressStorage): void {
  try {
    storage.removeItem(TUTORIAL_PROGRESS_KEY);
  } catch {
    // Nothing we can reach.
  }
}

/** Spec 3 §4: offer to resume when the last activity was under an hour ago and the index is below 25. */
export function shouldOfferResume(
  progress: TutorialProgress | null,
  now: number,
): progress is TutorialProgress {
  return (
    progress !== null &&
    progress.stepIndex > 0 &&
    progress.stepIndex < TUTORIAL.resumeBelowIndex &&
    now - progress.lastActivity < TUTORIAL.resumeWithinMs
  );
}

/**
 * Saves at most every 5 s (spec 3 §4): the first change is written at once, later ones within the
 * window are coalesced into one trailing write with the newest progress. `flush` writes a pending
 * change now (page hide), `cancel` drops it (the tour finished: nothing must be written after the clear).
 */
export function createThrottledSaver(
  storage: ProgressStorage,
  clock: {
    now: () => number;
    setTimeout: (fn: () => void, ms: number) => unknown;
    clearTimeout: (id: unknown) => void;
  },
) {
  let lastWrite = Number.NEGATIVE_INFINITY;
  let pending: TutorialProgress | null = null;
  let timer: unknown = null;

  function write(progress: TutorialProgress) {
    writeProgress(storage, progress);
    lastWrite = clock.now();
    pending = null;
  }

  return {
    save(progress: TutorialProgress) {
      const wait = lastWrite + TUTORIAL.progressSaveIntervalMs - clock.now();
      if (wait <= 0 && timer === null) {
        write(progress);
        return;
      }
      pending = progress;
      if (timer === null) {
        timer = clock.setTimeout(
          () => {
            timer = null;
            if (pending) write(pending);
          },
          Math.max(0, wait),
        );
      }
    },
    flush() {
      if (timer !== null) clock.clearTimeout(timer);
      timer = null;
      if (pending) write(pending);
    },
    cancel() {
      if (timer !== null) clock.clearTimeout(timer);
      timer = null;
      pending = null;
    },
  };
}

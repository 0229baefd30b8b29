import { createStore, type StoreApi } from 'zustand/vanilla';
import { TUTORIAL } from './constants.ts';
import {
  clearProgress,
  createThrottledSaver,
  readProgress,
  shouldOfferResume,
  type ProgressStorage,
  type TutorialProgress,
} from './progress.ts';
import { TUTORIAL_STEPS, type TutorialStep } from './steps.ts';

export interface Clock {
  now: () => number;
  setTimeout: (fn: () => void, ms: number) => unknown;
  clearTimeout: (id: unknown) => void;
}

export interface TutorialDeps {
  storage: ProgressStorage;
  clock: Clock;
  /** POST /api/users/me/tutorial/finish (spec 3 §7; the answer is not read). */
  markFinished: () => Promise<unknown>;
  newSessionId: () => string;
}

export interface TutorialState {
  isActive: boolean;
  currentStepIndex: number;
  totalSteps: number;
  /** Whose tour runs; progress is stored under this person. */
  userId: string | null;
  sessionId: string | null;
  startTime: number;
  completedSteps: string[];
  /** Progress of an interrupted tour that may be resumed (spec 3 §4), shown as a prompt. */
  resumeOffer: TutorialProgress | null;
  /** Finished on the server or locally: the tour does not start by itself again. */
  finished: boolean;
}

export interface TutorialActions {
  /**
   * Called once the person is known, on a page the tour visits: offers to resume an interrupted tour
   * (a restarted one too), or schedules the auto-start (2 s) when `autoStart` (the tour starts on the
   * workspace, spec 3 §2). 'waiting' when nothing was scheduled because `autoStart` was false: call
   * again on the workspace.
   */
  arm: (user: { id: string; tutorialFinished: boolean; autoStart?: boolean }) => 'armed' | 'waiting';
  /** The person left the workspace before the auto-start: it is called off (true when it was pending). */
  holdStart: () => boolean;
  /** Restart from settings: progress cleared, the tour starts after 0.5 s. */
  restart: (userId: string) => void;
  start: (index?: number) => void;
  resume: () => void;
  declineResume: () => void;
  next: () => void;
  previous: () => void;
  goTo: (index: number) => void;
  /** Escape or the skip button: the tour is over and will not start again by itself. */
  skip: () => void;
  /** Complete on the last step. */
  complete: () => void;
  /** The emergency close: leaves the tour without finishing it; it can be resumed later. */
  close: () => void;
  /** The server says the person finished (another tab, another device): the overlay closes. */
  syncFinished: (finished: boolean) => void;
  /** Writes pending progress now (page hide). */
  flush: () => void;
  dispose: () => void;
}

export type TutorialStore = StoreApi<TutorialState & TutorialActions>;

export const currentStep = (state: TutorialState): TutorialStep | undefined =>
  TUTORIAL_STEPS[state.currentStepIndex];

export function createTutorialStore(deps: TutorialDeps): TutorialStore {
  const saver = createThrottledSaver(deps.storage, deps.clock);
  let startTimer: unknown = null;

  const cancelStart = () => {
    if (startTimer !== null) deps.clock.clearTimeout(startTimer);
    startTimer = null;
  };

  return createStore<TutorialState & TutorialActions>()((set, get) => {
    const save = () => {
      const state = get();
      if (!state.isActive || !state.userId || !state.sessionId) return;
      const step = TUTORIAL_STEPS[state.currentStepIndex];
      if (!step) return;
      saver.save({
        stepIndex: state.currentStepIndex,
        phase: step.phase,
        completedSteps: state.completedSteps,
        startTime: state.startTime,
        lastActivity: deps.clock.now(),
        sessionId: state.sessionId,
        userId: state.userId,
      });
    };

    const moveTo = (index: number) => {
      const state = get();
      if (!state.isActive || index < 0 || index >= TUTORIAL_STEPS.length || index === state.currentStepIndex)
        return;
      const leaving = TUTORIAL_STEPS[state.currentStepIndex];
      const completed =
        leaving && index > state.currentStepIndex && !state.completedSteps.includes(leaving.id)
          ? [...state.completedSteps, leaving.id]
          : state.completedSteps;
      set({ currentStepIndex: index, completedSteps: completed });
      save();
    };

    const finish = () => {
      cancelStart();
      saver.cancel();
      clearProgress(deps.storage);
      const wasFinished = get().finished;
      set({ isActive: false, finished: true, resumeOffer: null, currentStepIndex: 0, completedSteps: [] });
      if (!wasFinished) void deps.markFinished().catch(() => undefined);
    };

    const begin = (index: number, resumed?: TutorialProgress) => {
      cancelStart();
      set({
        isActive: true,
        currentStepIndex: Math.max(0, Math.min(index, TUTORIAL_STEPS.length - 1)),
        resumeOffer: null,
        sessionId: resumed?.sessionId ?? deps.newSessionId(),
        startTime: resumed?.startTime ?? deps.clock.now(),
        completedSteps: resumed?.completedSteps ?? [],
      });
      save();
    };

    return {
      isActive: false,
      currentStepIndex: 0,
      totalSteps: TUTORIAL.countedSteps,
      userId: null,
      sessionId: null,
      startTime: 0,
      completedSteps: [],
      resumeOffer: null,
      finished: false,

      arm({ id, tutorialFinished, autoStart = true }) {
        const state = get();
        if (state.userId === id && (state.isActive || startTimer !== null || state.resumeOffer))
          return 'armed';
        cancelStart();
        set({ userId: id, finished: tutorialFinished, isActive: false, resumeOffer: null });
        // A restarted tour is interrupted like a first one: the server's flag stays true meanwhile.
        const now = deps.clock.now();
        const stored = readProgress(deps.storage, id, now);
        if (shouldOfferResume(stored, now)) {
          set({ resumeOffer: stored });
          return 'armed';
        }
        if (tutorialFinished) {
          clearProgress(deps.storage);
          return 'armed';
        }
        if (!autoStart) return 'waiting';
        startTimer = deps.clock.setTimeout(() => {
          startTimer = null;
          if (!get().finished && !get().isActive) begin(0);
        }, TUTORIAL.autoStartDelayMs);
        return 'armed';
      },
      holdStart() {
        if (startTimer === null) return false;
        cancelStart();
        return true;
      },
      restart(userId) {
        cancelStart();
        saver.cancel();
        clearProgress(deps.storage);
        set({ userId, finished: false, isActive: false, resumeOffer: null });
        startTimer = deps.clock.setTimeout(() => {
          startTimer = null;
          begin(0);
        }, TUTORIAL.restartDelayMs);
      },
      start(index = 0) {
        if (!get().userId) return;
        begin(index);
      },
      resume() {
        const offer = get().resumeOffer;
        if (offer) begin(offer.stepIndex, offer);
      },
      declineResume() {
        // "Start over" from the prompt: the tour begins again from the welcome card.
        saver.cancel();
        clearProgress(deps.storage);
        begin(0);
      },
      next() {
        const { currentStepIndex, isActive } = get();
        if (!isActive) return;
        if (currentStepIndex >= TUTORIAL_STEPS.length - 1) finish();
        else moveTo(currentStepIndex + 1);
      },
      previous() {
        moveTo(get().currentStepIndex - 1);
      },
      goTo(index) {
        moveTo(index);
      },
      skip: finish,
      complete: finish,
      close() {
        cancelStart();
        saver.flush();
        set({ isActive: false });
      },
      syncFinished(finished) {
        if (finished && !get().finished) {
          cancelStart();
          saver.cancel();
          clearProgress(deps.storage);
          set({ finished: true, isActive: false, resumeOffer: null });
        }
      },
      flush() {
        saver.flush();
      },
      dispose() {
        cancelStart();
        saver.flush();
      },
    };
  });
}

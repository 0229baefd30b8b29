import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TUTORIAL } from './constants.ts';
import { findStableTarget } from './find-target.ts';
import { englishFallback, resolveMediaUrl } from './media.ts';
import { clampCard, placeCard, spotlightRect, type Rect } from './placement.ts';
import {
  createThrottledSaver,
  readProgress,
  shouldOfferResume,
  TUTORIAL_PROGRESS_KEY,
  type TutorialProgress,
} from './progress.ts';
import { TUTORIAL_STEPS } from './steps.ts';
import { createTutorialStore } from './tutorial-store.ts';

class MemoryStorage {
  values = new Map<string, string>();
  writes = 0;
  getItem(key: string) {
    return this.values.get(key) ?? null;
  }
  setItem(key: string, value: string) {
    this.writes += 1;
    this.values.set(key, value);
  }
  removeItem(key: string) {
    this.values.delete(key);
  }
}

const clock = {
  now: () => Date.now(),
  setTimeout: (fn: () => void, ms: number) => setTimeout(fn, ms),
  clearTimeout: (id: unknown) => clearTimeout(id as ReturnType<typeof setTimeout>),
};

const progress = (over: Partial<TutorialProgress> = {}): TutorialProgress => ({
  stepIndex: 5,
  phase: 'toolbar',
  completedSteps: ['welcome'],
  startTime: Date.now() - 60_000,
  lastActivity: Date.now() - 60_000,
  sessionId: 's1',
  userId: 'u1',
  ...over,
});

describe('the step list', () => {
  it('names the spec’s phases in order and counts 26 steps after the welcome card', () => {
    expect(TUTORIAL_STEPS).toHaveLength(TUTORIAL.countedSteps + 1);
    expect(TUTORIAL_STEPS[0]?.id).toBe('welcome');
    const phases = [...new Set(TUTORIAL_STEPS.map((step) => step.phase))];
    expect(phases).toEqual(['toolbar', 'sidebar', 'navigation', 'settings', 'subscription', 'organization']);
    expect(new Set(TUTORIAL_STEPS.map((step) => step.id)).size).toBe(TUTORIAL_STEPS.length);
    for (const step of TUTORIAL_STEPS.slice(1)) expect(step.target, step.id).toMatch(/^[a-z-]+$/);
  });
});

describe('card placement (spec 3 §5)', () => {
  const viewport = { width: 1280, height: 800 };
  const target: Rect = { top: 10, left: 300, width: 40, height: 30 };

  it('puts the card 20 px below the target when there is room, centred on it', () => {
    const card = placeCard(target, 'bottom', viewport);
    expect(card).toMatchObject({ side: 'bottom', top: 60, width: 400, height: 250 });
    expect(card.left).toBe(300 + 20 - 200);
  });

  it('flips to the other side when the preferred one has no room', () => {
    const low: Rect = { top: 700, left: 300, width: 40, height: 30 };
    expect(placeCard(low, 'bottom', viewport).side).toBe('top');
    const rightEdge: Rect = { top: 300, left: 1200, width: 40, height: 30 };
    expect(placeCard(rightEdge, 'right', viewport).side).toBe('left');
  });

  it('keeps the card 20 px inside the window', () => {
    const corner: Rect = { top: 5, left: 2, width: 10, height: 10 };
    const card = placeCard(corner, 'bottom', viewport);
    expect(card.left).toBe(20);
    expect(clampCard({ top: 5000, left: -50 }, viewport)).toEqual({ top: 800 - 250 - 20, left: 20 });
  });

  it('centres the card without a target and narrows it on a phone', () => {
    expect(placeCard(null, 'bottom', viewport)).toMatchObject({ side: 'center', top: 275, left: 440 });
    const phone = placeCard(null, 'center', { width: 375, height: 667 });
    expect(phone.width).toBe(335);
    expect(phone.left).toBe(20);
  });

  it('grows the spotlight by 8 px on every side', () => {
    expect(spotlightRect(target)).toEqual({ top: 2, left: 292, width: 56, height: 46 });
  });
});

describe('finding the target', () => {
  const sleep = () => Promise.resolve();

  it('waits for two equal positions in a row', async () => {
    const seen: Rect[] = [
      { top: 0, left: 0, width: 10, height: 10 },
      { top: 5, left: 0, width: 10, height: 10 },
      { top: 5, left: 0, width: 10, height: 10 },
    ];
    let calls = 0;
    const found = await findStableTarget({ measure: () => seen[Math.min(calls++, 2)] ?? null, sleep });
    expect(found?.top).toBe(5);
    expect(calls).toBe(3);
  });

  it('gives up after 15 tries when the target never appears', async () => {
    let calls = 0;
    const naps: number[] = [];
    const found = await findStableTarget({
      measure: () => {
        calls += 1;
        return null;
      },
      sleep: async (ms) => void naps.push(ms),
    });
    expect(found).toBeNull();
    expect(calls).toBe(15);
    expect(naps.every((ms) => ms === 100)).toBe(true);
  });
});

describe('media addresses (spec 3 §7)', () => {
  const video = { type: 'video' as const, name: 'toolbar-upload', width: 360, height: 140 };

  it('uses the Norwegian video when the HEAD check finds it, else the English one', async () => {
    expect(await resolveMediaUrl(video, 'no', async () => true)).toBe('/videos/toolbar-upload_no.webm');
    expect(await resolveMediaUrl(video, 'no', async () => false)).toBe('/videos/toolbar-upload.webm');
    expect(
      await resolveMediaUrl(video, 'no', async () => {
        throw new Error('offline');
      }),
    ).toBe('/videos/toolbar-upload.webm');
  });

  it('asks nothing in English, uses .gif for gif and svg steps and nothing for lottie', async () => {
    const head = vi.fn(async () => true);
    expect(await resolveMediaUrl(video, 'en', head)).toBe('/videos/toolbar-upload.webm');
    expect(head).not.toHaveBeenCalled();
    expect(await resolveMediaUrl({ ...video, type: 'gif' }, 'no', head)).toBe('/videos/toolbar-upload.gif');
    expect(await resolveMediaUrl({ ...video, type: 'svg' }, 'no', head)).toBe('/videos/toolbar-upload.gif');
    expect(await resolveMediaUrl({ ...video, type: 'lottie' }, 'en', head)).toBeNull();
  });

  it('falls back from a Norwegian video that fails to play to the English one, and no further', () => {
    expect(englishFallback('/videos/toolbar-upload_no.webm')).toBe('/videos/toolbar-upload.webm');
    expect(englishFallback('/videos/toolbar-upload.webm')).toBeNull();
  });
});

describe('stored progress (spec 3 §3, §4)', () => {
  it('drops progress older than 7 days, of another person, or malformed', () => {
    const storage = new MemoryStorage();
    const now = Date.now();
    storage.setItem(TUTORIAL_PROGRESS_KEY, JSON.stringify(progress({ lastActivity: now - 8 * 86_400_000 })));
    expect(readProgress(storage, 'u1', now)).toBeNull();
    expect(storage.getItem(TUTORIAL_PROGRESS_KEY)).toBeNull();
    storage.setItem(TUTORIAL_PROGRESS_KEY, JSON.stringify(progress()));
    expect(readProgress(storage, 'u2', now)).toBeNull();
    storage.setItem(TUTORIAL_PROGRESS_KEY, JSON.stringify({ ...progress(), stepIndex: 99 }));
    expect(readProgress(storage, 'u1', now)).toBeNull();
    storage.setItem(TUTORIAL_PROGRESS_KEY, '{not json');
    expect(readProgress(storage, 'u1', now)).toBeNull();
    storage.setItem(TUTORIAL_PROGRESS_KEY, JSON.stringify(progress()));
    expect(readProgress(storage, 'u1', now)?.stepIndex).toBe(5);
  });

  it('offers to resume only under an hour after the last activity and below step 25', () => {
    const now = Date.now();
    expect(shouldOfferResume(progress(), now)).toBe(true);
    expect(shouldOfferResume(progress({ lastActivity: now - 61 * 60_000 }), now)).toBe(false);
    expect(shouldOfferResume(progress({ stepIndex: 25 }), now)).toBe(false);
    expect(shouldOfferResume(progress({ stepIndex: 24 }), now)).toBe(true);
    expect(shouldOfferResume(null, now)).toBe(false);
  });
});

describe('the throttled saver and the store', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('writes at most once every 5 s, keeping the newest progress', () => {
    const storage = new MemoryStorage();
    const saver = createThrottledSaver(storage, clock);
    saver.save(progress({ stepIndex: 1 }));
    saver.save(progress({ stepIndex: 2 }));
    saver.save(progress({ stepIndex: 3 }));
    expect(storage.writes).toBe(1);
    vi.advanceTimersByTime(4999);
    expect(storage.writes).toBe(1);
    vi.advanceTimersByTime(1);
    expect(storage.writes).toBe(2);
    expect(JSON.parse(storage.getItem(TUTORIAL_PROGRESS_KEY) ?? '{}').stepIndex).toBe(3);
  });

  /** A page's tour over `storage` (a reload is a new store over the same storage). */
  const storeOver = (storage: MemoryStorage, markFinished: () => Promise<unknown> = async () => 0) =>
    createTutorialStore({ storage, clock, markFinished, newSessionId: () => 'session' });

  function setup(tutorialFinished = false) {
    const storage = new MemoryStorage();
    const markFinished = vi.fn(async () => undefined);
    const store = storeOver(storage, markFinished);
    store.getState().arm({ id: 'u1', tutorialFinished });
    return { store, storage, markFinished };
  }

  it('starts by itself 2 s after the person is known, unless finished', () => {
    const { store } = setup();
    vi.advanceTimersByTime(1999);
    expect(store.getState().isActive).toBe(false);
    vi.advanceTimersByTime(1);
    expect(store.getState().isActive).toBe(true);
    const done = setup(true);
    vi.advanceTimersByTime(5000);
    expect(done.store.getState().isActive).toBe(false);
  });

  it('walks forward and back, never below 0, and completes on the last step', () => {
    const { store, storage, markFinished } = setup();
    vi.advanceTimersByTime(2000);
    const s = () => store.getState();
    s().previous();
    expect(s().currentStepIndex).toBe(0);
    s().next();
    s().next();
    s().previous();
    expect(s().currentStepIndex).toBe(1);
    expect(s().completedSteps).toEqual(['welcome', 'toolbar-upload']);
    s().goTo(TUTORIAL_STEPS.length - 1);
    s().goTo(99);
    expect(s().currentStepIndex).toBe(26);
    s().next();
    expect(s().isActive).toBe(false);
    expect(s().finished).toBe(true);
    expect(markFinished).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(10_000);
    expect(storage.getItem(TUTORIAL_PROGRESS_KEY)).toBeNull();
  });

  it('skipping marks the tour finished on the server and clears progress; restart starts it after 0.5 s', () => {
    const { store, storage, markFinished } = setup();
    vi.advanceTimersByTime(2000);
    store.getState().next();
    store.getState().skip();
    expect(markFinished).toHaveBeenCalledTimes(1);
    expect(storage.getItem(TUTORIAL_PROGRESS_KEY)).toBeNull();
    store.getState().restart('u1');
    vi.advanceTimersByTime(499);
    expect(store.getState().isActive).toBe(false);
    vi.advanceTimersByTime(1);
    expect(store.getState()).toMatchObject({ isActive: true, currentStepIndex: 0, finished: false });
  });

  it('offers to resume a recent tour instead of starting over, and resumes where it was', () => {
    const storage = new MemoryStorage();
    storage.setItem(TUTORIAL_PROGRESS_KEY, JSON.stringify(progress({ stepIndex: 7 })));
    const store = storeOver(storage);
    store.getState().arm({ id: 'u1', tutorialFinished: false });
    vi.advanceTimersByTime(5000);
    expect(store.getState().isActive).toBe(false);
    expect(store.getState().resumeOffer?.stepIndex).toBe(7);
    store.getState().resume();
    expect(store.getState()).toMatchObject({ isActive: true, currentStepIndex: 7, sessionId: 's1' });
  });

  it('waits for the workspace to start: off it, nothing is scheduled; leaving it calls a pending start off', () => {
    const storage = new MemoryStorage();
    const store = storeOver(storage);
    expect(store.getState().arm({ id: 'u1', tutorialFinished: false, autoStart: false })).toBe('waiting');
    vi.advanceTimersByTime(5000);
    expect(store.getState().isActive).toBe(false);
    expect(store.getState().arm({ id: 'u1', tutorialFinished: false })).toBe('armed');
    vi.advanceTimersByTime(1000);
    expect(store.getState().holdStart()).toBe(true);
    vi.advanceTimersByTime(5000);
    expect(store.getState().isActive).toBe(false);
    expect(store.getState().holdStart()).toBe(false);
    store.getState().arm({ id: 'u1', tutorialFinished: false });
    vi.advanceTimersByTime(2000);
    expect(store.getState().isActive).toBe(true);
  });

  it('offers to resume a restarted tour after a reload, though the server says finished', () => {
    const { store, storage } = setup(true);
    store.getState().restart('u1');
    vi.advanceTimersByTime(500);
    store.getState().goTo(10);
    store.getState().flush();
    // The reload: a new page's store, the server's flag still true.
    const reloaded = storeOver(storage);
    reloaded.getState().arm({ id: 'u1', tutorialFinished: true });
    expect(reloaded.getState().resumeOffer?.stepIndex).toBe(10);
    // Stale progress of a finished person is dropped.
    storage.setItem(
      TUTORIAL_PROGRESS_KEY,
      JSON.stringify(progress({ stepIndex: 10, lastActivity: Date.now() - 2 * 3_600_000 })),
    );
    const later = storeOver(storage);
    later.getState().arm({ id: 'u1', tutorialFinished: true });
    expect(later.getState().resumeOffer).toBeNull();
    expect(storage.getItem(TUTORIAL_PROGRESS_KEY)).toBeNull();
  });

  it('closes when the person turns finished elsewhere', () => {
    const { store, markFinished } = setup();
    vi.advanceTimersByTime(2000);
    store.getState().syncFinished(true);
    expect(store.getState().isActive).toBe(false);
    expect(markFinished).not.toHaveBeenCalled();
  });
});

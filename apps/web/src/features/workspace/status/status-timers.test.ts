import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { applyStreamEvent, startDetection, stopDetection } from '../commands/index.ts';
import { createWorkspaceStore, type WorkspaceStore } from '../store/workspace-store.ts';
import {
  fakeTickDelay,
  fakeTickStep,
  progressText,
  watchDetectionStatus,
  type StatusClock,
} from './status-timers.ts';

const keyOf = (name: string) => ({ 'a.pdf': 'key-a', 'b.pdf': 'key-b' })[name];
const event = (name: string, data: Record<string, unknown> = {}) => ({ event: name, data });

let randomValue = 0;
const clock: StatusClock = {
  setTimeout: (run, ms) => setTimeout(run, ms),
  clearTimeout: (id) => clearTimeout(id as ReturnType<typeof setTimeout>),
  random: () => randomValue,
};

let store: WorkspaceStore;
let unwatch: () => void;
const detection = () => store.getState().detection;

beforeEach(() => {
  vi.useFakeTimers();
  randomValue = 0;
  store = createWorkspaceStore();
  unwatch = watchDetectionStatus(store, clock);
});

afterEach(() => {
  unwatch();
  vi.useRealTimers();
});

describe('fake progress before the first real event', () => {
  it('ticks 1–2 points every 0.5–1.5 s', () => {
    expect([fakeTickDelay(0), fakeTickDelay(0.5), fakeTickDelay(0.999)]).toEqual([
      500,
      1000,
      expect.closeTo(1499, 0),
    ]);
    expect([fakeTickStep(0), fakeTickStep(0.49), fakeTickStep(0.5), fakeTickStep(0.99)]).toEqual([
      1, 1, 2, 2,
    ]);
    startDetection(store, ['key-a']);
    vi.advanceTimersByTime(499);
    expect(detection().progress).toBe(0);
    vi.advanceTimersByTime(1);
    expect(detection().progress).toBe(1);
    randomValue = 0.9; // the pending tick (0.5 s) now steps 2; the one after waits 1.4 s
    vi.advanceTimersByTime(500);
    expect(detection().progress).toBe(3);
    vi.advanceTimersByTime(1399);
    expect(detection().progress).toBe(3);
    vi.advanceTimersByTime(1);
    expect(detection().progress).toBe(5);
  });

  it('stops at 99 and never climbs after a real event', () => {
    startDetection(store, ['key-a']);
    randomValue = 0.99;
    vi.advanceTimersByTime(200_000);
    expect(detection().progress).toBe(99);
    expect(vi.getTimerCount()).toBe(0);

    startDetection(store, ['key-a']);
    vi.advanceTimersByTime(3000);
    const before = detection().progress;
    expect(before).toBeGreaterThan(0);
    applyStreamEvent(store, event('files_read', { total_pages: 4, total_files: 1 }), keyOf);
    vi.advanceTimersByTime(10_000);
    expect(detection().progress).toBe(before);
  });

  it('then shows the batch percentage', () => {
    startDetection(store, ['key-a']);
    vi.advanceTimersByTime(5000);
    applyStreamEvent(store, event('files_read', { total_pages: 4, total_files: 1 }), keyOf);
    applyStreamEvent(
      store,
      event('page_completed', {
        file_name: 'a.pdf',
        page_number: 1,
        total_pages: 4,
        pages_completed: 1,
        batch_total_pages: 4,
        progress_percentage: 25,
      }),
      keyOf,
    );
    expect(detection().progress).toBe(25);
    expect(progressText(detection())).toEqual({
      key: 'status.pagesProgress',
      values: { completed: 1, total: 4, percent: 25 },
    });
  });
});

describe('progress text', () => {
  it('reads Starting before a run, Initializing before real events, Preparing files before pages are known', () => {
    expect(progressText(detection()).key).toBe('status.starting');
    startDetection(store, ['key-a']);
    expect(progressText(detection()).key).toBe('status.initializing');
    applyStreamEvent(store, event('reading_files'), keyOf);
    expect(progressText(detection()).key).toBe('status.preparing');
  });
});

describe('events and hiding', () => {
  it('a non-completion event disappears after 3 s; the last 10 are kept', () => {
    startDetection(store, ['key-a']);
    applyStreamEvent(store, event('file_started', { file_name: 'a.pdf' }), keyOf);
    vi.advanceTimersByTime(2000);
    applyStreamEvent(store, event('page_started', { file_name: 'a.pdf', page_number: 1 }), keyOf);
    vi.advanceTimersByTime(2999);
    expect(detection().shownEvent?.eventType).toBe('page_started');
    vi.advanceTimersByTime(1);
    expect(detection().shownEvent).toBeNull();
    for (let i = 0; i < 12; i++) applyStreamEvent(store, event('heartbeat', { status: 'processing' }), keyOf);
    expect(detection().events).toHaveLength(10);
  });

  it('on batch_completed shows 100 % and the total pages, hides 3 s later and clears 0.3 s after that', () => {
    startDetection(store, ['key-a']);
    applyStreamEvent(store, event('files_read', { total_pages: 3, total_files: 1 }), keyOf);
    applyStreamEvent(store, event('batch_completed', { total_pages: 3 }), keyOf);
    expect(detection()).toMatchObject({
      progress: 100,
      pagesCompleted: 3,
      totalPages: 3,
      isStreaming: false,
      isVisible: true,
      isHiding: false,
    });
    vi.advanceTimersByTime(2999);
    expect(detection().shownEvent?.eventType).toBe('batch_completed');
    expect(detection().isHiding).toBe(false);
    vi.advanceTimersByTime(1);
    expect(detection()).toMatchObject({ isHiding: true, isVisible: true });
    vi.advanceTimersByTime(299);
    expect(detection().isVisible).toBe(true);
    vi.advanceTimersByTime(1);
    expect(detection()).toMatchObject({ isVisible: false, isHiding: false, events: [], progress: 0 });
  });

  it('the clear after the fade leaves file entries to their own 5 s', () => {
    startDetection(store, ['key-a']);
    applyStreamEvent(store, event('file_started', { file_name: 'a.pdf' }), keyOf);
    applyStreamEvent(store, event('error', { file_name: 'a.pdf', error_message: 'unreadable' }), keyOf);
    applyStreamEvent(store, event('batch_completed', { total_pages: 1 }), keyOf);
    vi.advanceTimersByTime(3300);
    expect(detection().isVisible).toBe(false);
    expect(detection().fileStatus['key-a']).toMatchObject({ status: 'failed', error: 'unreadable' });
    vi.advanceTimersByTime(1700);
    expect(detection().fileStatus).toEqual({});
  });

  it('after stop says stopped at the pages done, hides 3 s later and clears 0.3 s after that', () => {
    startDetection(store, ['key-a']);
    applyStreamEvent(store, event('files_read', { total_pages: 4, total_files: 1 }), keyOf);
    applyStreamEvent(
      store,
      event('page_completed', {
        file_name: 'a.pdf',
        page_number: 1,
        total_pages: 4,
        pages_completed: 1,
        batch_total_pages: 4,
      }),
      keyOf,
    );
    stopDetection(store, 'Processing cancelled by user');
    expect(detection().shownEvent).toBeNull();
    expect(progressText(detection())).toEqual({
      key: 'status.stoppedProgress',
      values: { completed: 1, total: 4 },
    });
    vi.advanceTimersByTime(2999);
    expect([detection().isVisible, detection().isHiding]).toEqual([true, false]);
    vi.advanceTimersByTime(1);
    expect(detection().isHiding).toBe(true);
    vi.advanceTimersByTime(300);
    expect([detection().isVisible, detection().isStopped]).toEqual([false, false]);
  });

  it('a new run during the fade keeps the bar', () => {
    startDetection(store, ['key-a']);
    applyStreamEvent(store, event('batch_completed', { total_pages: 1 }), keyOf);
    vi.advanceTimersByTime(3100);
    expect(detection().isHiding).toBe(true);
    startDetection(store, ['key-a']);
    vi.advanceTimersByTime(1000);
    expect(detection()).toMatchObject({ isVisible: true, isStreaming: true, isHiding: false });
  });
});

describe('per-file processing info', () => {
  it('processing and queued entries persist; finished or failed ones go 5 s after being set', () => {
    startDetection(store, ['key-a', 'key-b']);
    applyStreamEvent(store, event('file_started', { file_name: 'a.pdf' }), keyOf);
    applyStreamEvent(store, event('file_completed', { file_name: 'a.pdf' }), keyOf);
    vi.advanceTimersByTime(2000);
    applyStreamEvent(store, event('file_started', { file_name: 'b.pdf' }), keyOf);
    vi.advanceTimersByTime(2999);
    expect(detection().fileStatus['key-a']?.status).toBe('finished');
    vi.advanceTimersByTime(1);
    expect(detection().fileStatus['key-a']).toBeUndefined();
    vi.advanceTimersByTime(60_000);
    expect(detection().fileStatus['key-b']?.status).toBe('processing');
  });

  it('stop fails the processing files with progress 0 and the cancel message, removed 5 s later', () => {
    startDetection(store, ['key-a', 'key-b']);
    applyStreamEvent(store, event('file_started', { file_name: 'a.pdf' }), keyOf);
    applyStreamEvent(
      store,
      event('page_completed', {
        file_name: 'a.pdf',
        page_number: 1,
        total_pages: 2,
        pages_completed: 1,
        batch_total_pages: 4,
      }),
      keyOf,
    );
    stopDetection(store, 'Processing cancelled by user');
    expect(detection().isStreaming).toBe(false);
    expect(detection().fileStatus['key-a']).toEqual({
      status: 'failed',
      progress: 0,
      error: 'Processing cancelled by user',
    });
    vi.advanceTimersByTime(5000);
    expect(detection().fileStatus).toEqual({});
  });
});

import type { PDFDocumentProxy } from 'pdfjs-dist';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  AFTER_FIRST_PAINT_FALLBACK_MS,
  afterFirstPaint,
  notePagePainted,
  notePageRenderStarted,
  whenFirstPainted,
} from './first-paint.ts';

const fakeDoc = () => ({}) as PDFDocumentProxy;
const marks = (name: string) => performance.getEntriesByName(`sladd:${name}`, 'mark').length;

describe('first paint of a document', () => {
  afterEach(() => performance.clearMarks());

  it('resolves once a page of that document has painted, not another one', async () => {
    const doc = fakeDoc();
    let isPainted = false;
    void whenFirstPainted(doc).then(() => (isPainted = true));
    notePagePainted(fakeDoc());
    await Promise.resolve();
    expect(isPainted).toBe(false);
    notePagePainted(doc);
    await Promise.resolve();
    expect(isPainted).toBe(true);
  });

  it('marks the first render and the first paint of each document once', () => {
    const doc = fakeDoc();
    notePageRenderStarted(doc);
    notePageRenderStarted(doc);
    notePagePainted(doc);
    notePagePainted(doc);
    expect(marks('first-render-started')).toBe(1);
    expect(marks('first-page-painted')).toBe(1);
    notePagePainted(fakeDoc());
    expect(marks('first-page-painted')).toBe(2);
  });

  it('is already resolved for a document painted before anyone asked', async () => {
    const doc = fakeDoc();
    notePagePainted(doc);
    await expect(whenFirstPainted(doc)).resolves.toBeUndefined();
  });
});

describe('afterFirstPaint (what waits for the first page, such as detection on upload)', () => {
  afterEach(() => vi.useRealTimers());

  /** Whether `promise` has settled after the pending microtasks ran. */
  async function isSettled(promise: Promise<unknown>): Promise<boolean> {
    let settled = false;
    void promise.then(() => (settled = true));
    await vi.advanceTimersByTimeAsync(0);
    return settled;
  }

  it('goes ahead when a page of the document paints', async () => {
    vi.useFakeTimers();
    const doc = fakeDoc();
    const waiting = afterFirstPaint(Promise.resolve(doc));
    expect(await isSettled(waiting)).toBe(false);
    notePagePainted(doc);
    expect(await isSettled(waiting)).toBe(true);
  });

  it('goes ahead after the fallback when nothing paints (a collapsed or off-screen file)', async () => {
    vi.useFakeTimers();
    const waiting = afterFirstPaint(Promise.resolve(fakeDoc()));
    await vi.advanceTimersByTimeAsync(AFTER_FIRST_PAINT_FALLBACK_MS - 1);
    expect(await isSettled(waiting)).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await isSettled(waiting)).toBe(true);
  });

  it('goes ahead at once when the document cannot be opened', async () => {
    vi.useFakeTimers();
    expect(await isSettled(afterFirstPaint(Promise.reject(new Error('broken'))))).toBe(true);
  });
});

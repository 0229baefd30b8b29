import type { Review } from '@sladd/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { hasReviewHandoff, setReviewHandoff, takeReviewHandoff } from './review-handoff.ts';

const review = { id: 'r1', file_name: 'vedtak.pdf', pages: [] } as unknown as Review;
const file = new File([new Uint8Array([37, 80, 68, 70])], 'vedtak.pdf', { type: 'application/pdf' });

afterEach(() => void takeReviewHandoff());

describe('review hand-off', () => {
  it('hands the file and the review over once', () => {
    expect(hasReviewHandoff()).toBe(false);
    setReviewHandoff({ file, review, mayDecide: true });
    expect(hasReviewHandoff()).toBe(true);
    const taken = takeReviewHandoff();
    expect(taken?.file).toBe(file);
    expect(taken?.review.id).toBe('r1');
    expect(taken?.mayDecide).toBe(true);
    expect(takeReviewHandoff()).toBeNull();
    expect(hasReviewHandoff()).toBe(false);
  });

  it('keeps only the latest hand-off not yet taken', () => {
    setReviewHandoff({ file, review, mayDecide: false });
    setReviewHandoff({ file, review: { ...review, id: 'r2' }, mayDecide: true });
    expect(takeReviewHandoff()?.review.id).toBe('r2');
    expect(takeReviewHandoff()).toBeNull();
  });

  it('writes nothing to the browser’s storage', () => {
    const writes: string[] = [];
    const storage = () => ({
      length: 0,
      key: () => null,
      getItem: () => null,
      setItem: (key: string) => void writes.push(key),
      removeItem: () => undefined,
      clear: () => undefined,
    });
    vi.stubGlobal('localStorage', storage());
    vi.stubGlobal('sessionStorage', storage());
    vi.stubGlobal('indexedDB', { open: () => void writes.push('indexedDB') });
    try {
      setReviewHandoff({ file, review, mayDecide: true });
      expect(takeReviewHandoff()?.file).toBe(file);
      expect(writes).toEqual([]);
    } finally {
      vi.unstubAllGlobals();
    }
  });
});

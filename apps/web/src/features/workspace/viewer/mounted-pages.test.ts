import { describe, expect, it } from 'vitest';
import { mountedPageCount, PAGES_BEFORE_FIRST_PAINT } from './mounted-pages.ts';

describe('mountedPageCount', () => {
  it('lays out only the first pages until a page has painted', () => {
    expect(mountedPageCount(155, false, null)).toBe(PAGES_BEFORE_FIRST_PAINT);
    expect(mountedPageCount(2, false, null)).toBe(2);
  });

  it('lays out every page once a page has painted', () => {
    expect(mountedPageCount(155, true, null)).toBe(155);
    expect(mountedPageCount(1, true, null)).toBe(1);
  });

  it('lays out every page when a jump asks for one beyond the first few', () => {
    expect(mountedPageCount(155, false, PAGES_BEFORE_FIRST_PAINT + 1)).toBe(155);
    expect(mountedPageCount(155, false, PAGES_BEFORE_FIRST_PAINT)).toBe(PAGES_BEFORE_FIRST_PAINT);
  });
});

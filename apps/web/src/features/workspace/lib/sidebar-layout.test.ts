import { describe, expect, it } from 'vitest';
import { initialCollapsed, initialTab, initialWidth, resizeByKey, swipeAction, widthLimits } from './sidebar-layout.ts';

describe('sidebar layout', () => {
  it('uses a stored width only within 280–600', () => {
    expect(initialWidth('500', 1440)).toBe(500);
    expect(initialWidth('700', 1440)).toBe(400);
    expect(initialWidth('abc', 1440)).toBe(400);
    expect(initialWidth(null, 1440)).toBe(400);
  });
  it('applies the responsive limits', () => {
    expect(widthLimits(390)).toEqual({ min: 260, max: 300 });
    expect(widthLimits(768)).toEqual({ min: 280, max: 350 });
    expect(widthLimits(1000)).toEqual({ min: 280, max: 400 });
    expect(initialWidth('500', 390)).toBe(300);
  });
  it('resizes by 5 px, 20 px with shift, within limits', () => {
    expect(resizeByKey(400, 'ArrowRight', false, 1440)).toBe(405);
    expect(resizeByKey(400, 'ArrowLeft', true, 1440)).toBe(380);
    expect(resizeByKey(600, 'ArrowRight', true, 1440)).toBe(600);
    expect(resizeByKey(400, 'Enter', false, 1440)).toBeNull();
  });
  it('starts collapsed under 768 px; swipes collapse and expand', () => {
    expect(initialCollapsed('false', 390)).toBe(true);
    expect(initialCollapsed('true', 1440)).toBe(true);
    expect(swipeAction(120)).toBe('collapse');
    expect(swipeAction(-60)).toBe('expand');
    expect(swipeAction(40)).toBeNull();
    expect(initialTab('nonsense')).toBe('thumbnails');
  });
});

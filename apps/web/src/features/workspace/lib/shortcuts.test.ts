import { describe, expect, it } from 'vitest';
import { matchShortcut } from './shortcuts.ts';

const key = (k: string, code: string, mods: Partial<{ shiftKey: boolean; ctrlKey: boolean; metaKey: boolean }> = {}) => ({
  key: k,
  code,
  shiftKey: false,
  ctrlKey: false,
  metaKey: false,
  altKey: false,
  ...mods,
});

describe('keyboard shortcuts', () => {
  it('matches shifted digits by their key code, whatever the layout types', () => {
    expect(matchShortcut(key('!', 'Digit1', { shiftKey: true }))).toBe('tab.thumbnails');
    expect(matchShortcut(key('=', 'Digit0', { shiftKey: true }))).toBe('user');
    expect(matchShortcut(key('0', 'Digit0'))).toBe('resetZoom');
  });
  it('undo and redo with Ctrl or Cmd', () => {
    expect(matchShortcut(key('z', 'KeyZ', { ctrlKey: true }))).toBe('undo');
    expect(matchShortcut(key('Z', 'KeyZ', { metaKey: true, shiftKey: true }))).toBe('redo');
  });
  it('help by ?, shift+/ and shift+h; navigation keys', () => {
    expect(matchShortcut(key('?', 'Slash', { shiftKey: true }))).toBe('help');
    expect(matchShortcut(key('H', 'KeyH', { shiftKey: true }))).toBe('help');
    expect(matchShortcut(key('PageDown', 'PageDown'))).toBe('nextPage');
    expect(matchShortcut(key('Home', 'Home'))).toBe('firstPage');
    expect(matchShortcut(key('/', 'Slash'))).toBe('search');
  });
  it('zoom with mod and plain keys', () => {
    expect(matchShortcut(key('=', 'Equal', { ctrlKey: true }))).toBe('zoomIn');
    expect(matchShortcut(key('-', 'Minus'))).toBe('zoomOut');
  });
});

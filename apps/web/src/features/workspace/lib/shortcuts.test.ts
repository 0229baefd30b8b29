import { describe, expect, it } from 'vitest';
import { formatKey, isOwnedByFocus, matchShortcut, tabListTarget } from './shortcuts.ts';

const key = (
  k: string,
  code: string,
  mods: Partial<{ shiftKey: boolean; ctrlKey: boolean; metaKey: boolean }> = {},
) => ({
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

describe('every shortcut of spec 2 §2', () => {
  const press = (k: string, code: string, shift = false, ctrl = false) =>
    matchShortcut(key(k, code, { shiftKey: shift, ctrlKey: ctrl }));
  it('toolbar', () => {
    expect(press('O', 'KeyO', true)).toBe('open');
    expect(press('S', 'KeyS', true)).toBe('save');
    expect(press('P', 'KeyP', true)).toBe('print');
    expect(press('/', 'Slash')).toBe('search');
    expect(press('F', 'KeyF', true)).toBe('search');
    expect(press('D', 'KeyD', true)).toBe('detect');
    expect(press('R', 'KeyR', true)).toBe('redact');
    expect(press('E', 'KeyE', true)).toBe('toggleEdit');
    expect([press('=', 'Equal', false, true), press('=', 'Equal')]).toEqual(['zoomIn', 'zoomIn']);
    expect([press('-', 'Minus', false, true), press('-', 'Minus')]).toEqual(['zoomOut', 'zoomOut']);
    expect([press('0', 'Digit0', false, true), press('0', 'Digit0')]).toEqual(['resetZoom', 'resetZoom']);
  });
  it('sidebar: shift+0 user menu, shift+1…7 the seven tabs, shift+b toggles', () => {
    expect(press(')', 'Digit0', true)).toBe('user');
    const tabs = ['thumbnails', 'files', 'detection', 'search', 'redaction', 'settings', 'history'];
    tabs.forEach((tab, index) =>
      expect(press('!"#¤%&/'[index]!, `Digit${index + 1}`, true)).toBe(`tab.${tab}`),
    );
    expect(press('B', 'KeyB', true)).toBe('toggleSidebar');
  });
  it('navigation and help', () => {
    expect([
      press('ArrowRight', 'ArrowRight'),
      press('PageDown', 'PageDown'),
      press('ArrowDown', 'ArrowDown'),
    ]).toEqual(['nextPage', 'nextPage', 'nextPage']);
    expect([press('ArrowLeft', 'ArrowLeft'), press('PageUp', 'PageUp'), press('ArrowUp', 'ArrowUp')]).toEqual(
      ['previousPage', 'previousPage', 'previousPage'],
    );
    expect([press('Home', 'Home'), press('End', 'End')]).toEqual(['firstPage', 'lastPage']);
    expect([press('?', 'Minus', true), press('?', 'Slash', true), press('H', 'KeyH', true)]).toEqual([
      'help',
      'help',
      'help',
    ]);
    expect(press('Escape', 'Escape')).toBe('closeModal');
  });
  it('Alt combinations and plain letters are not shortcuts', () => {
    expect(matchShortcut({ ...key('o', 'KeyO', { shiftKey: true }), altKey: true })).toBeUndefined();
    expect(press('d', 'KeyD')).toBeUndefined();
  });
});

describe('sidebar tab list keys (WAI-ARIA tabs)', () => {
  it('arrows move and wrap, Home and End jump, other keys are not the list’s', () => {
    expect([tabListTarget('ArrowDown', 0, 7), tabListTarget('ArrowRight', 6, 7)]).toEqual([1, 0]);
    expect([tabListTarget('ArrowUp', 0, 7), tabListTarget('ArrowLeft', 3, 7)]).toEqual([6, 2]);
    expect([tabListTarget('Home', 4, 7), tabListTarget('End', 1, 7)]).toEqual([0, 6]);
    expect(tabListTarget('Enter', 1, 7)).toBeNull();
  });
});

describe('keys owned by the focused control', () => {
  const element = (tagName: string, within: string[] = []) =>
    ({
      tagName,
      isContentEditable: false,
      closest: (selector: string) =>
        within.some((role) => selector.includes(`[role="${role}"]`)) ? {} : null,
    }) as unknown as EventTarget;
  const owned = (k: string, target: EventTarget, defaultPrevented = false) =>
    isOwnedByFocus({ key: k, target, defaultPrevented });
  it('typing in a field owns every key', () => {
    expect(owned('D', element('INPUT'))).toBe(true);
    expect(owned('/', element('TEXTAREA'))).toBe(true);
  });
  it('a slider, tab or resize handle owns arrows, Home, End and Page keys but not Shift+digit', () => {
    for (const role of ['slider', 'tab', 'separator']) {
      expect(owned('ArrowLeft', element('DIV', [role]))).toBe(true);
      expect(owned('End', element('DIV', [role]))).toBe(true);
      expect(owned('!', element('BUTTON', [role]))).toBe(false);
    }
  });
  it('a menu owns every key; a plain button none; a handled key is owned', () => {
    expect(owned('S', element('BUTTON', ['menuitem']))).toBe(true);
    expect(owned('ArrowDown', element('BUTTON'))).toBe(false);
    expect(owned('ArrowDown', element('BUTTON'), true)).toBe(true);
  });
});

describe('keys in the help dialog', () => {
  it('reads like a keyboard', () => {
    expect(formatKey('shift+o', false)).toBe('Shift+O');
    expect(formatKey('shift+mod+z', false)).toBe('Ctrl+Shift+Z');
    expect(formatKey('mod+=', true)).toBe('⌘+=');
    expect(formatKey('mod+-', false)).toBe('Ctrl+-');
    expect(formatKey('shift+/', false)).toBe('Shift+/');
    expect([
      formatKey('right', false),
      formatKey('pagedown', false),
      formatKey('esc', false),
      formatKey('?', false),
    ]).toEqual(['→', 'Page Down', 'Esc', '?']);
  });
});

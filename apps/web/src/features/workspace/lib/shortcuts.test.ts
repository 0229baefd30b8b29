import { describe, expect, it } from 'vitest';
import { describeKeyEvent, formatKey, isOwnedByFocus, tabListTarget } from './shortcuts.ts';

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

describe('key names', () => {
  it('read shifted digits by their key code, whatever the layout types', () => {
    expect(describeKeyEvent(key('!', 'Digit1', { shiftKey: true }))).toEqual(['shift+1']);
    expect(describeKeyEvent(key('0', 'Digit0'))).toEqual(['0']);
  });
  it('put Ctrl or Cmd as mod after shift; ? is its own name too', () => {
    expect(describeKeyEvent(key('Z', 'KeyZ', { metaKey: true, shiftKey: true }))).toEqual(['shift+mod+z']);
    expect(describeKeyEvent(key('?', 'Slash', { shiftKey: true }))).toEqual(['?', 'shift+/']);
    expect(describeKeyEvent(key('ArrowRight', 'ArrowRight'))).toEqual(['right']);
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

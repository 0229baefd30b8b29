// Key names as spec 2 §2 writes them; the shortcuts themselves are the command registry's
// (commands/registry, decision 0027).

const KEY_NAMES: Record<string, string> = {
  ArrowRight: 'right',
  ArrowLeft: 'left',
  ArrowUp: 'up',
  ArrowDown: 'down',
  PageDown: 'pagedown',
  PageUp: 'pageup',
  Home: 'home',
  End: 'end',
  Escape: 'esc',
};

/**
 * Names a key event the way spec 2 §2 writes keys, the most specific name first ('shift+mod+z', 'shift+1', '?'). Shifted digits
 * and symbols are read from `code`, because Shift+1 types '!' on most layouts.
 */
export function describeKeyEvent(
  event: Pick<KeyboardEvent, 'key' | 'code' | 'shiftKey' | 'ctrlKey' | 'metaKey' | 'altKey'>,
): string[] {
  const names: string[] = [];
  const mod = event.ctrlKey || event.metaKey ? 'mod+' : '';
  const shift = event.shiftKey ? 'shift+' : '';
  let base = KEY_NAMES[event.key] ?? event.key.toLowerCase();
  if (event.code.startsWith('Digit')) base = event.code.slice(5);
  else if (event.code === 'Slash') base = event.shiftKey ? '/' : '/';
  else if (event.code === 'Equal' && !event.shiftKey) base = '=';
  else if (event.code === 'Minus' && !event.shiftKey) base = '-';
  // '?' is its own name, first, whatever key and modifiers a layout makes it with.
  if (event.key === '?') names.push('?');
  names.push(`${shift}${mod}${base}`);
  return names;
}

/**
 * The WAI-ARIA tabs pattern for the sidebar's tab list: arrows move to the previous or next tab
 * (wrapping; Left/Up and Right/Down both work, whichever way the list runs), Home and End to the
 * first and last. Returns the index to focus, or null when the key is not the list's.
 */
export function tabListTarget(key: string, index: number, count: number): number | null {
  if (key === 'ArrowRight' || key === 'ArrowDown') return (index + 1) % count;
  if (key === 'ArrowLeft' || key === 'ArrowUp') return (index - 1 + count) % count;
  if (key === 'Home') return 0;
  if (key === 'End') return count - 1;
  return null;
}

/** Controls whose every key is their own (menus, list boxes, combo boxes). */
const KEY_OWNING = ['menu', 'menuitem', 'listbox', 'option', 'combobox']
  .map((role) => `[role="${role}"]`)
  .join(',');
/** Controls that move with arrows, Home, End and Page keys (slider, tabs, resize handle, radio group). */
const ARROW_OWNING = [
  'slider',
  'tab',
  'tablist',
  'separator',
  'radiogroup',
  'radio',
  'spinbutton',
  'grid',
  'tree',
]
  .map((role) => `[role="${role}"]`)
  .join(',');
const MOVING_KEYS = new Set([
  'ArrowUp',
  'ArrowDown',
  'ArrowLeft',
  'ArrowRight',
  'Home',
  'End',
  'PageUp',
  'PageDown',
]);

/**
 * Whether a key event belongs to the focused control rather than to the workspace's shortcuts:
 * a handler already took it; typing in a field; a menu or list box; or an arrow, Home, End or Page
 * key on a control that moves with them (slider, tab list, resize handle).
 */
export function isOwnedByFocus(event: Pick<KeyboardEvent, 'key' | 'target' | 'defaultPrevented'>): boolean {
  if (event.defaultPrevented) return true;
  const element = event.target as HTMLElement | null;
  if (!element || typeof element.closest !== 'function') return false;
  if (element.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(element.tagName)) return true;
  if (element.closest(KEY_OWNING)) return true;
  return MOVING_KEYS.has(event.key) && element.closest(ARROW_OWNING) !== null;
}

const KEY_LABELS: Record<string, string> = {
  shift: 'Shift',
  right: '→',
  left: '←',
  up: '↑',
  down: '↓',
  pagedown: 'Page Down',
  pageup: 'Page Up',
  home: 'Home',
  end: 'End',
  esc: 'Esc',
};

/** A key as the help dialog shows it: 'shift+mod+z' → 'Ctrl+Shift+Z' (⌘ on a Mac), 'right' → '→'. */
export function formatKey(key: string, isMac: boolean): string {
  // Split on '+' between parts, keeping a trailing '+' key; '=' and '-' stay as they are.
  const parts = key.split(/(?<=.)\+/);
  // Ctrl (or ⌘) before Shift, the way keyboards are usually written.
  parts.sort((a, b) => Number(b === 'mod') - Number(a === 'mod'));
  return parts
    .map((part) =>
      part === 'mod'
        ? isMac
          ? '⌘'
          : 'Ctrl'
        : (KEY_LABELS[part] ?? (part.length === 1 ? part.toUpperCase() : part)),
    )
    .join('+');
}

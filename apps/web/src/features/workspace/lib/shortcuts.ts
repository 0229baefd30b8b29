/** A shortcut of spec 2 §2: keys as written there, a description key and a category. */
export interface ShortcutDefinition {
  keys: string[];
  action: string;
  category: 'toolbar' | 'sidebar' | 'navigation' | 'help' | 'edit';
}

export const SHORTCUTS: ShortcutDefinition[] = [
  { keys: ['shift+o'], action: 'open', category: 'toolbar' },
  { keys: ['shift+s'], action: 'save', category: 'toolbar' },
  { keys: ['shift+p'], action: 'print', category: 'toolbar' },
  { keys: ['/', 'shift+f'], action: 'search', category: 'toolbar' },
  { keys: ['shift+d'], action: 'detect', category: 'toolbar' },
  { keys: ['shift+r'], action: 'redact', category: 'toolbar' },
  { keys: ['shift+e'], action: 'toggleEdit', category: 'toolbar' },
  { keys: ['mod+=', '='], action: 'zoomIn', category: 'toolbar' },
  { keys: ['mod+-', '-'], action: 'zoomOut', category: 'toolbar' },
  { keys: ['mod+0', '0'], action: 'resetZoom', category: 'toolbar' },
  { keys: ['mod+z'], action: 'undo', category: 'edit' },
  { keys: ['shift+mod+z'], action: 'redo', category: 'edit' },
  { keys: ['shift+0'], action: 'user', category: 'sidebar' },
  { keys: ['shift+1'], action: 'tab.thumbnails', category: 'sidebar' },
  { keys: ['shift+2'], action: 'tab.files', category: 'sidebar' },
  { keys: ['shift+3'], action: 'tab.detection', category: 'sidebar' },
  { keys: ['shift+4'], action: 'tab.search', category: 'sidebar' },
  { keys: ['shift+5'], action: 'tab.redaction', category: 'sidebar' },
  { keys: ['shift+6'], action: 'tab.settings', category: 'sidebar' },
  { keys: ['shift+7'], action: 'tab.history', category: 'sidebar' },
  { keys: ['shift+b'], action: 'toggleSidebar', category: 'sidebar' },
  { keys: ['right', 'pagedown', 'down'], action: 'nextPage', category: 'navigation' },
  { keys: ['left', 'pageup', 'up'], action: 'previousPage', category: 'navigation' },
  { keys: ['home'], action: 'firstPage', category: 'navigation' },
  { keys: ['end'], action: 'lastPage', category: 'navigation' },
  { keys: ['?', 'shift+/', 'shift+h'], action: 'help', category: 'help' },
  { keys: ['esc'], action: 'closeModal', category: 'help' },
];

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
 * Names a key event the way the table writes it ('shift+mod+z', 'shift+1', '?'). Shifted digits
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
  names.push(`${shift}${mod}${base}`);
  // '?' is its own name as well as shift+/ on layouts that produce it.
  if (event.key === '?') names.push('?');
  return names;
}

/** The action a key event triggers, if any. */
export function matchShortcut(
  event: Pick<KeyboardEvent, 'key' | 'code' | 'shiftKey' | 'ctrlKey' | 'metaKey' | 'altKey'>,
): string | undefined {
  if (event.altKey) return undefined;
  const names = describeKeyEvent(event);
  return SHORTCUTS.find((s) => s.keys.some((k) => names.includes(k)))?.action;
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

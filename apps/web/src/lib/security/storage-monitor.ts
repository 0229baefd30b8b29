/**
 * The storage monitor of spec 1 §9 (decision 0045): every call of localStorage's getItem, setItem,
 * removeItem and clear — the app's own and any other script's, since the methods are wrapped on
 * Storage.prototype — is written to a small in-memory log for support. It detects and records; it
 * cannot stop a script that runs in the page (such a script can undo the wrapping). Values are
 * looked at for script markers but never kept: an entry holds the operation, the key and flags.
 */

export type StorageOperation = 'getItem' | 'setItem' | 'removeItem' | 'clear';
/** script-marker: the key or value looks like markup or script; token-key: the key names a secret; rate-alert: over the rate limit. */
export type StorageFlag = 'script-marker' | 'token-key' | 'rate-alert';

export interface StorageLogEntry {
  id: number;
  /** Epoch milliseconds. */
  timestamp: number;
  operation: StorageOperation;
  /** null for clear(). */
  key: string | null;
  /** Where the call came from; only while stack tracking is on. */
  stackTrace?: string;
  suspicious: boolean;
  flags: StorageFlag[];
}

export interface StorageMonitorSnapshot {
  entries: readonly StorageLogEntry[];
  alertCount: number;
  stackTracking: boolean;
}

/** Spec 1 §9: at most 100 entries, the newest kept. */
export const MAX_LOG_ENTRIES = 100;
/** Spec 1 §9: an alert when one operation is called more than 50 times within a second. */
export const RATE_ALERT_PER_SECOND = 50;
/** Spec 1 §9: keys the monitor leaves alone (not logged, not counted). */
export const EXEMPT_KEYS: ReadonlySet<string> = new Set([
  'auth_state',
  'auth_state_timestamp',
  'theme',
  'language',
  'settings',
]);
/** Where the stack-tracking switch lives: this tab only, so no one keeps paying for stacks by accident. */
export const STACK_TRACKING_KEY = 'sladd.storageMonitor.stackTracking';

const SCRIPT_MARKERS =
  /<\s*script|<\s*iframe|<\s*svg[^>]*\son\w+|javascript\s*:|vbscript\s*:|\bon(?:error|load|click|focus|mouseover)\s*=|data\s*:\s*text\/html|document\s*\.\s*cookie|\beval\s*\(/i;
const TOKEN_NAMES =
  /token|jwt|secret|passw(?:or)?d|api[-_]?key|private[-_]?key|credential|bearer|session[-_]?id/i;
/** Only the start of a long value is scanned, so a big stored document costs little. */
const SCANNED_CHARACTERS = 100_000;
const STACK_FRAMES = 8;

export function hasScriptMarker(text: string | null | undefined): boolean {
  return typeof text === 'string' && SCRIPT_MARKERS.test(text.slice(0, SCANNED_CHARACTERS));
}

export function isTokenName(key: string | null): boolean {
  return key !== null && TOKEN_NAMES.test(key);
}

/** The methods the monitor wraps, as a Storage-shaped prototype has them. */
interface StorageMethods {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
  clear(): void;
}

export interface StorageMonitorOptions {
  /** The prototype whose methods are wrapped (Storage.prototype in the browser). */
  prototype: StorageMethods;
  /** Which storage object is watched (window.localStorage); others (sessionStorage) pass through. */
  isWatched: (storage: unknown) => boolean;
  /** Where the stack-tracking switch is kept between reloads of the tab (sessionStorage). */
  switchStore?: Pick<StorageMethods, 'getItem' | 'setItem' | 'removeItem'>;
  now?: () => number;
  warn?: (message: string) => void;
}

export interface StorageMonitor {
  snapshot(): StorageMonitorSnapshot;
  subscribe(listener: () => void): () => void;
  setStackTracking(on: boolean): void;
  /** Empties the log and the alert count. */
  clear(): void;
  /** The log as JSON for a support request: keys and flags, never values. */
  exportForSupport(): string;
  /** Puts the original methods back. */
  uninstall(): void;
}

export function installStorageMonitor(options: StorageMonitorOptions): StorageMonitor {
  const { prototype, isWatched, switchStore } = options;
  const now = options.now ?? Date.now;
  const warn = options.warn ?? ((message: string) => console.warn(message));
  const original = {
    getItem: prototype.getItem,
    setItem: prototype.setItem,
    removeItem: prototype.removeItem,
    clear: prototype.clear,
  };
  // Read through the original method: the switch's own storage must not show up in the log.
  let stackTracking = readSwitch();
  let entries: StorageLogEntry[] = [];
  let alertCount = 0;
  let nextId = 1;
  const windows = new Map<StorageOperation, { start: number; count: number; alerted: boolean }>();
  let snapshot: StorageMonitorSnapshot = { entries, alertCount, stackTracking };
  const listeners = new Set<() => void>();
  let notifyTimer: ReturnType<typeof setTimeout> | undefined;

  function readSwitch(): boolean {
    try {
      return switchStore ? original.getItem.call(switchStore, STACK_TRACKING_KEY) === 'on' : false;
    } catch {
      return false;
    }
  }

  function changed(immediately = false): void {
    snapshot = { entries, alertCount, stackTracking };
    if (listeners.size === 0) return;
    // A busy page may touch storage hundreds of times a second; the panel hears of it at most 4 times.
    if (immediately) {
      if (notifyTimer !== undefined) clearTimeout(notifyTimer);
      notifyTimer = undefined;
      for (const listener of listeners) listener();
    } else if (notifyTimer === undefined) {
      notifyTimer = setTimeout(() => {
        notifyTimer = undefined;
        for (const listener of listeners) listener();
      }, 250);
    }
  }

  function add(entry: Omit<StorageLogEntry, 'id'>): void {
    entries = [...entries.slice(-(MAX_LOG_ENTRIES - 1)), { id: nextId++, ...entry }];
  }

  function stack(): string | undefined {
    if (!stackTracking) return undefined;
    // Leave out the message line and the monitor's own three frames (stack, record, the wrapper);
    // counted, not matched by name, because the built app's names are minified.
    return (new Error().stack ?? '')
      .split('\n')
      .slice(4, 4 + STACK_FRAMES)
      .map((line) => line.trim())
      .join('\n');
  }

  function record(operation: StorageOperation, key: string | null, value?: string | null): void {
    if (key !== null && EXEMPT_KEYS.has(key)) return;
    const at = now();
    const flags: StorageFlag[] = [];
    if (hasScriptMarker(key) || hasScriptMarker(value)) flags.push('script-marker');
    if (stackTracking && isTokenName(key)) flags.push('token-key');
    const trace = stack();
    add({
      timestamp: at,
      operation,
      key,
      ...(trace !== undefined ? { stackTrace: trace } : {}),
      suspicious: flags.length > 0,
      flags,
    });
    let span = windows.get(operation);
    if (!span || at - span.start >= 1000) {
      span = { start: at, count: 0, alerted: false };
      windows.set(operation, span);
    }
    span.count += 1;
    if (span.count > RATE_ALERT_PER_SECOND && !span.alerted) {
      span.alerted = true;
      alertCount += 1;
      add({
        timestamp: at,
        operation,
        key,
        ...(trace !== undefined ? { stackTrace: trace } : {}),
        suspicious: true,
        flags: ['rate-alert'],
      });
      warn(
        `Sladd storage monitor: more than ${RATE_ALERT_PER_SECOND} localStorage ${operation} calls within one second.`,
      );
    }
    changed();
  }

  // Regular functions: `this` is the storage object the call was made on.
  prototype.getItem = function wrapped(this: unknown, key: string) {
    const value = original.getItem.call(this, key);
    if (isWatched(this)) record('getItem', String(key), value);
    return value;
  };
  prototype.setItem = function wrapped(this: unknown, key: string, value: string) {
    // Recorded first: a refused write (quota) is an access all the same.
    if (isWatched(this)) record('setItem', String(key), String(value));
    return original.setItem.call(this, key, value);
  };
  prototype.removeItem = function wrapped(this: unknown, key: string) {
    if (isWatched(this)) record('removeItem', String(key));
    return original.removeItem.call(this, key);
  };
  prototype.clear = function wrapped(this: unknown) {
    if (isWatched(this)) record('clear', null);
    return original.clear.call(this);
  };

  return {
    snapshot: () => snapshot,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    setStackTracking(on) {
      stackTracking = on;
      try {
        if (on) original.setItem.call(switchStore, STACK_TRACKING_KEY, 'on');
        else original.removeItem.call(switchStore, STACK_TRACKING_KEY);
      } catch {
        // No session storage: the switch lasts for this page load.
      }
      changed(true);
    },
    clear() {
      entries = [];
      alertCount = 0;
      windows.clear();
      changed(true);
    },
    exportForSupport() {
      return JSON.stringify(
        {
          kind: 'sladd-storage-monitor',
          exportedAt: new Date(now()).toISOString(),
          stackTracking,
          alertCount,
          entries: entries.map((entry) => ({ ...entry, timestamp: new Date(entry.timestamp).toISOString() })),
        },
        null,
        2,
      );
    },
    uninstall() {
      Object.assign(prototype, original);
      if (notifyTimer !== undefined) clearTimeout(notifyTimer);
      listeners.clear();
    },
  };
}

let active: StorageMonitor | undefined;

/** Starts the monitor on this page's localStorage (once); undefined where storage is unavailable. */
export function startStorageMonitor(): StorageMonitor | undefined {
  if (active) return active;
  try {
    const local = window.localStorage;
    active = installStorageMonitor({
      prototype: Storage.prototype,
      isWatched: (storage) => storage === local,
      switchStore: window.sessionStorage,
    });
  } catch {
    active = undefined; // storage blocked (privacy settings): nothing to watch
  }
  return active;
}

/** The running monitor, for the settings panel. */
export function getStorageMonitor(): StorageMonitor | undefined {
  return active;
}

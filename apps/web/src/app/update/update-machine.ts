/**
 * The application update flow of spec 1 §4 as a plain state machine: no React, no DOM. The
 * service worker registration, the clock, timers, window events, the page reload and the channel
 * to other tabs are handed in (update-environment.ts has the browser's), so every transition can
 * be driven and timed in a unit test. docs/decisions/0043-installable-app-and-updates.md.
 *
 * One rule of our own on top of the spec: a person with files open in the workspace is never
 * reloaded without being asked. While files are open the auto-update does not count down and an
 * update activated by another tab waits for consent (or for the files to be closed).
 */

export type UpdateStatus =
  'idle' | 'checking' | 'available' | 'downloading' | 'ready' | 'installing' | 'success' | 'error';

/** Spec 1 §9. */
export const UPDATE_TIMING = {
  checkIntervalMs: 30 * 60 * 1000,
  autoUpdateMs: 5000,
  installTimeoutMs: 30_000,
  maxRetries: 3,
  retryDelayMs: 3000,
  reloadDelayMs: 1000,
  bannerDelayMs: 100,
  checkToIdleMs: 2000,
} as const;

/** Spec 1 §4 and §8; the banner shows them translated by kind. */
export const UPDATE_MESSAGES = {
  timeout: 'Update process timed out. Please refresh the page manually.',
  registration: 'Service worker registration failed',
  install: 'Failed to update app',
} as const;

export type UpdateErrorKind = keyof typeof UPDATE_MESSAGES;

/** The update error record of spec 1 §3 (message, retryCount, timestamp), with its kind for translation. */
export interface UpdateError {
  message: string;
  retryCount: number;
  timestamp: number;
  kind: UpdateErrorKind;
}

export interface UpdateState {
  status: UpdateStatus;
  error: UpdateError | null;
  /** Automatic retries made after install failures (0 to 3); the banner says 'Retry attempt N/3'. */
  retryCount: number;
  /** Whether the banner is on screen (for 'available' only from 100 ms after availability). */
  isBannerShown: boolean;
  /** Seconds until the auto-update installs, while it counts down; null when it does not. */
  secondsLeft: number | null;
  /** Files open in the workspace: while any are, nothing reloads the page without asking. */
  openFiles: number;
  /** An update is waiting but does not install by itself (files are open, or auto-update is off). */
  isHeld: boolean;
  /** Another tab activated the new version; this page reloads once the person agrees or closes their files. */
  isActivatedElsewhere: boolean;
  /** The person pressed "Check for updates": the checking banner shows (automatic checks are silent). */
  isManualCheck: boolean;
}

/** What the registration reports; the browser adapter turns service worker events into these. */
export interface RegistrationEvents {
  /** A new worker started installing while an earlier one is installed: an update is downloading. */
  onUpdateFound(): void;
  /** A new worker is installed and waiting to take over. */
  onWaiting(): void;
  /** The worker of an update failed to install (it became redundant before it was installed). */
  onInstallFailed(): void;
  /** A worker that was waiting became active: after our skip-waiting, or another tab's. */
  onActivated(): void;
  /** Another worker took control of this page (which had one before). */
  onControllerChange(): void;
}

export interface RegistrationPort {
  /** Starts reporting events, including a worker already waiting or installing. */
  listen(events: RegistrationEvents): void;
  /** Asks the browser to fetch the service worker script again. */
  update(): Promise<void>;
  /** Whether a worker is waiting. */
  hasWaiting(): boolean;
  /**
   * Whether a service worker controls this page. One that does not (a first visit: no
   * clients.claim; a hard reload) holds no worker back, so the browser activates an update at once.
   */
  controlsPage(): boolean;
  /** Posts SKIP_WAITING to the waiting worker; throws when there is none. */
  skipWaiting(): void;
}

export type TabMessage = { type: 'waiting' } | { type: 'activated' };

export interface Timers {
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
  setInterval(callback: () => void, ms: number): unknown;
  clearInterval(handle: unknown): void;
}

export interface UpdateEnvironment {
  /** Registers the service worker at the root with root scope; rejects when registration fails. */
  register(): Promise<RegistrationPort>;
  reload(): void;
  now(): number;
  timers: Timers;
  /** Calls back when the tab becomes visible; returns an unsubscribe function. */
  onVisible(callback: () => void): () => void;
  /** Calls back when the network returns. */
  onOnline(callback: () => void): () => void;
  /** Messages to and from the app's other tabs (BroadcastChannel); absent where there is none. */
  channel?: {
    post(message: TabMessage): void;
    subscribe(callback: (message: TabMessage) => void): () => void;
  };
}

export interface UpdateMachine {
  getState(): UpdateState;
  subscribe(listener: () => void): () => void;
  /** Registers the service worker and starts the checks. */
  start(): Promise<void>;
  /** Looks for a new version now; manual: the person asked, so the banner says so. */
  check(manual?: boolean): void;
  /** "Update now": installs the waiting version (or reloads into one another tab activated). */
  updateNow(): void;
  /** "Retry Update": starts the retry count again and tries once more. */
  retry(): void;
  /** "Refresh Page". */
  refresh(): void;
  /** "Later": hides the banner that asks (the update stays waiting). */
  dismiss(): void;
  /** The workspace reports how many files it has open. */
  setOpenFiles(count: number): void;
  /** Stops every timer and listener. */
  dispose(): void;
}

export interface UpdateOptions {
  /** Auto-update (spec 1 §4: on by default). */
  autoUpdate?: boolean;
}

export const INITIAL_UPDATE_STATE: UpdateState = {
  status: 'idle',
  error: null,
  retryCount: 0,
  isBannerShown: false,
  secondsLeft: null,
  openFiles: 0,
  isHeld: false,
  isActivatedElsewhere: false,
  isManualCheck: false,
};

export function createUpdateMachine(env: UpdateEnvironment, options: UpdateOptions = {}): UpdateMachine {
  const autoUpdate = options.autoUpdate ?? true;
  const { timers } = env;
  const listeners = new Set<() => void>();
  let state: UpdateState = INITIAL_UPDATE_STATE;
  let port: RegistrationPort | null = null;
  let isStarted = false;
  let isDisposed = false;
  // What a retry resumes: 'install' once the update was decided (auto-update or Update now),
  // 'download' when fetching the new version failed in the background; 'none' otherwise.
  let intent: 'none' | 'download' | 'install' = 'none';
  // The person pressed Update now themselves (with files open they agreed to lose them).
  let hasConsented = false;
  let isReloading = false;
  let isDismissed = false;
  let bannerDelayPassed = false;
  // The browser activated the update by itself (no page of ours was controlled): installing it is
  // only the reload, which goes through the banner like any update.
  let isAlreadyActive = false;
  const cleanups: Array<() => void> = [];

  const timer = {
    checkIdle: null as unknown,
    banner: null as unknown,
    countdownTick: null as unknown,
    countdownEnd: null as unknown,
    installTimeout: null as unknown,
    retry: null as unknown,
    reload: null as unknown,
  };
  type TimerName = keyof typeof timer;

  function clear(...names: TimerName[]): void {
    for (const name of names) {
      if (timer[name] === null) continue;
      if (name === 'countdownTick') timers.clearInterval(timer[name]);
      else timers.clearTimeout(timer[name]);
      timer[name] = null;
    }
  }

  function bannerShown(next: UpdateState): boolean {
    switch (next.status) {
      case 'idle':
        return false;
      case 'checking':
        return next.isManualCheck;
      case 'available':
        return bannerDelayPassed && !isDismissed;
      case 'ready':
        return !isDismissed;
      default:
        return true;
    }
  }

  function set(patch: Partial<UpdateState>): void {
    if (isDisposed) return;
    const next = { ...state, ...patch };
    next.isBannerShown = bannerShown(next);
    state = next;
    for (const listener of listeners) listener();
  }

  function reloadNow(): void {
    if (isReloading) return;
    isReloading = true;
    env.reload();
  }

  function secondsUntil(deadline: number): number {
    return Math.max(0, Math.ceil((deadline - env.now()) / 1000));
  }

  // --- available: the countdown, or the question --------------------------------------------

  function arrangeAutoUpdate(): void {
    clear('countdownTick', 'countdownEnd');
    if (state.status !== 'available') return;
    if (!autoUpdate || state.openFiles > 0) {
      set({ isHeld: true, secondsLeft: null });
      return;
    }
    isDismissed = false;
    const deadline = env.now() + UPDATE_TIMING.autoUpdateMs;
    set({ isHeld: false, secondsLeft: secondsUntil(deadline) });
    timer.countdownTick = timers.setInterval(() => set({ secondsLeft: secondsUntil(deadline) }), 1000);
    timer.countdownEnd = timers.setTimeout(() => {
      timer.countdownEnd = null;
      install(false);
    }, UPDATE_TIMING.autoUpdateMs);
  }

  function becomeAvailable(fromOtherTab: boolean): void {
    clear('checkIdle', 'banner', 'retry', 'installTimeout');
    intent = 'none';
    hasConsented = false;
    isDismissed = false;
    bannerDelayPassed = false;
    set({
      status: 'available',
      error: null,
      retryCount: 0,
      isManualCheck: false,
      isActivatedElsewhere: false,
    });
    timer.banner = timers.setTimeout(() => {
      timer.banner = null;
      bannerDelayPassed = true;
      set({});
    }, UPDATE_TIMING.bannerDelayMs);
    arrangeAutoUpdate();
    if (!fromOtherTab) env.channel?.post({ type: 'waiting' });
  }

  // --- installing -----------------------------------------------------------------------------

  function startInstallTimeout(): void {
    clear('installTimeout');
    timer.installTimeout = timers.setTimeout(() => {
      timer.installTimeout = null;
      intent = 'none';
      clear('retry');
      set({ status: 'error', error: errorRecord('timeout'), secondsLeft: null });
    }, UPDATE_TIMING.installTimeoutMs);
  }

  function errorRecord(kind: UpdateErrorKind, retryCount = state.retryCount): UpdateError {
    return { message: UPDATE_MESSAGES[kind], retryCount, timestamp: env.now(), kind };
  }

  /** Ready, then installing: skip-waiting goes to the waiting worker. */
  function install(consented: boolean): void {
    clear('countdownTick', 'countdownEnd', 'retry');
    hasConsented = consented;
    set({ status: 'ready', secondsLeft: null, isHeld: false });
    attemptInstall();
  }

  /** Automatic steps install only while no files are open, unless the person pressed Update now. */
  function mayInstallUnasked(): boolean {
    return hasConsented || state.openFiles === 0;
  }

  function attemptInstall(): void {
    intent = 'install';
    set({ status: 'installing', isActivatedElsewhere: false });
    if (isAlreadyActive) {
      succeeded();
      return;
    }
    startInstallTimeout();
    try {
      if (!port) throw new Error('no registration');
      port.skipWaiting();
    } catch {
      installFailed();
    }
  }

  /** A retry: skip-waiting again, or fetch the new worker again when none is waiting any more. */
  function retryAttempt(): void {
    timer.retry = null;
    if (port?.hasWaiting()) {
      if (intent === 'install' && mayInstallUnasked()) attemptInstall();
      else becomeAvailable(false);
      return;
    }
    if (intent === 'none') intent = 'download';
    set({ status: 'downloading' });
    startInstallTimeout();
    if (!port) {
      installFailed();
      return;
    }
    port.update().catch(() => installFailed());
  }

  /** An install exception: count it and retry after 3 s, up to 3 retries; then the error stays. */
  function installFailed(): void {
    if (isDisposed || state.status === 'success') return;
    clear('installTimeout', 'retry');
    if (intent === 'none') intent = 'download';
    if (state.retryCount < UPDATE_TIMING.maxRetries) {
      const retryCount = state.retryCount + 1;
      set({ status: 'error', retryCount, error: errorRecord('install', retryCount), secondsLeft: null });
      timer.retry = timers.setTimeout(retryAttempt, UPDATE_TIMING.retryDelayMs);
    } else {
      intent = 'none';
      set({ status: 'error', error: errorRecord('install'), secondsLeft: null });
    }
  }

  function succeeded(): void {
    clear('installTimeout', 'retry', 'countdownTick', 'countdownEnd', 'checkIdle');
    intent = 'none';
    set({ status: 'success', error: null, secondsLeft: null });
    // Another tab's page is controlled by the old worker only when the new one had to wait for us.
    if (!isAlreadyActive) env.channel?.post({ type: 'activated' });
    timer.reload = timers.setTimeout(reloadNow, UPDATE_TIMING.reloadDelayMs);
  }

  /** Another tab's worker took over: reload at once, unless files are open (then ask). */
  function activatedElsewhere(): void {
    if (state.status === 'success' || isReloading) return;
    if (state.openFiles === 0) {
      reloadNow();
      return;
    }
    clear('countdownTick', 'countdownEnd', 'installTimeout', 'retry', 'checkIdle', 'banner');
    intent = 'none';
    isDismissed = false;
    set({ status: 'ready', isActivatedElsewhere: true, isHeld: true, secondsLeft: null, error: null });
  }

  /**
   * The new version became active without our skip-waiting while no page of ours was controlled:
   * not another tab's doing. The person gets the banner of any update (the countdown, or the
   * question while files are open), and installing is then the reload.
   */
  function activatedUncontrolled(): void {
    if (state.status === 'success' || isReloading || isAlreadyActive) return;
    isAlreadyActive = true;
    if (state.status !== 'available') becomeAvailable(true);
  }

  function activated(): void {
    if (state.status === 'installing' || intent === 'install') succeeded();
    else if (port && !port.controlsPage()) activatedUncontrolled();
    else activatedElsewhere();
  }

  // --- events ---------------------------------------------------------------------------------

  const events: RegistrationEvents = {
    onUpdateFound() {
      if (state.status === 'success' || state.status === 'installing' || state.isActivatedElsewhere) return;
      isAlreadyActive = false; // a newer version than the one active: it is reported again
      clear('checkIdle', 'countdownTick', 'countdownEnd', 'banner', 'retry');
      set({ status: 'downloading', secondsLeft: null, isHeld: false, isManualCheck: false });
    },
    onWaiting() {
      waiting(false);
    },
    onInstallFailed() {
      if (state.status === 'downloading' || state.status === 'installing' || intent !== 'none')
        installFailed();
    },
    onActivated: activated,
    onControllerChange: activated,
  };

  function waiting(fromOtherTab: boolean): void {
    if (state.status === 'success' || state.status === 'installing' || state.isActivatedElsewhere) return;
    if (intent === 'install' && mayInstallUnasked()) {
      // A retry of a decided update fetched the worker again: install it straight away.
      attemptInstall();
      return;
    }
    if (intent === 'none' && (state.status === 'available' || state.status === 'ready')) return;
    intent = 'none';
    becomeAvailable(fromOtherTab);
  }

  function onTabMessage(message: TabMessage): void {
    if (message.type === 'waiting') waiting(true);
    else activated();
  }

  // --- checks ---------------------------------------------------------------------------------

  function check(manual = false): void {
    if (!port || isDisposed) return;
    // "Check for updates" after "Later": the update is still waiting; show its banner again.
    if (manual && isDismissed && (state.status === 'available' || state.status === 'ready')) {
      isDismissed = false;
      set({});
      return;
    }
    if (['installing', 'success', 'ready'].includes(state.status) || intent !== 'none') return;
    if (state.status === 'idle' || state.status === 'checking') {
      clear('checkIdle');
      set({
        status: 'checking',
        isManualCheck: manual || (state.status === 'checking' && state.isManualCheck),
      });
      timer.checkIdle = timers.setTimeout(() => {
        timer.checkIdle = null;
        if (state.status === 'checking') set({ status: 'idle', isManualCheck: false });
      }, UPDATE_TIMING.checkToIdleMs);
    }
    // A check that cannot reach the server (offline) changes nothing; the next one tries again.
    port.update().catch(() => undefined);
  }

  async function register(): Promise<void> {
    try {
      port = await env.register();
    } catch {
      set({ status: 'error', error: errorRecord('registration', 0), retryCount: 0 });
      return;
    }
    if (isDisposed) return;
    if (state.status === 'error') set({ status: 'idle', error: null });
    port.listen(events);
    check();
  }

  return {
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    async start() {
      if (isStarted) return;
      isStarted = true;
      if (env.channel) cleanups.push(env.channel.subscribe(onTabMessage));
      const interval = timers.setInterval(() => check(), UPDATE_TIMING.checkIntervalMs);
      cleanups.push(() => timers.clearInterval(interval));
      cleanups.push(env.onVisible(() => check()));
      cleanups.push(env.onOnline(() => check()));
      await register();
    },
    check,
    updateNow() {
      if (state.isActivatedElsewhere) reloadNow();
      else if (state.status === 'available') install(true);
    },
    retry() {
      if (state.status !== 'error') return;
      clear('retry', 'installTimeout');
      set({ retryCount: 0, error: null });
      intent = 'install';
      if (!port) {
        intent = 'none';
        set({ status: 'idle' });
        void register();
        return;
      }
      retryAttempt();
    },
    refresh: reloadNow,
    dismiss() {
      if (!state.isHeld) return;
      isDismissed = true;
      set({});
    },
    setOpenFiles(count) {
      const hadOpenFiles = state.openFiles > 0;
      set({ openFiles: count });
      if (hadOpenFiles === count > 0) return;
      if (state.isActivatedElsewhere) {
        if (count === 0) reloadNow();
        return;
      }
      if (state.status === 'available') arrangeAutoUpdate();
    },
    dispose() {
      isDisposed = true;
      clear(...(Object.keys(timer) as TimerName[]));
      for (const cleanup of cleanups.splice(0)) cleanup();
      listeners.clear();
    },
  };
}

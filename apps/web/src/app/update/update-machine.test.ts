import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  createUpdateMachine,
  UPDATE_MESSAGES,
  type RegistrationEvents,
  type RegistrationPort,
  type TabMessage,
  type UpdateEnvironment,
  type UpdateMachine,
  type UpdateOptions,
  type UpdateStatus,
} from './update-machine.ts';

/** A service worker registration the test drives: it records what the machine asks of it. */
class FakeRegistration implements RegistrationPort {
  events!: RegistrationEvents;
  isWaiting = false;
  updateCalls = 0;
  skipWaitingCalls = 0;
  /** How many skip-waiting calls throw before one goes through. */
  skipWaitingFailures = 0;
  /** Workers already present when the page registers. */
  initial: { waiting?: boolean; installing?: boolean } = {};
  /** Whether a worker controls the page (false on a first visit or after a hard reload). */
  isControlled = true;

  listen(events: RegistrationEvents): void {
    this.events = events;
    if (this.initial.installing) events.onUpdateFound();
    if (this.initial.waiting) {
      this.isWaiting = true;
      events.onWaiting();
    }
  }
  async update(): Promise<void> {
    this.updateCalls += 1;
  }
  hasWaiting(): boolean {
    return this.isWaiting;
  }
  controlsPage(): boolean {
    return this.isControlled;
  }
  skipWaiting(): void {
    this.skipWaitingCalls += 1;
    if (!this.isWaiting) throw new Error('No service worker is waiting');
    if (this.skipWaitingFailures > 0) {
      this.skipWaitingFailures -= 1;
      throw new Error('postMessage failed');
    }
  }
  // What the browser reports:
  updateFound(): void {
    this.events.onUpdateFound();
  }
  waiting(): void {
    this.isWaiting = true;
    this.events.onWaiting();
  }
  installFailed(): void {
    this.events.onInstallFailed();
  }
  activated(): void {
    this.isWaiting = false;
    this.events.onActivated();
  }
  controllerChange(): void {
    this.isWaiting = false;
    this.events.onControllerChange();
  }
}

/** A BroadcastChannel between the tabs of one test: a message reaches every tab but the sender. */
class FakeBus {
  private readonly tabs = new Set<{ callback: (message: TabMessage) => void; owner: object }>();
  channel(owner: object): NonNullable<UpdateEnvironment['channel']> {
    return {
      post: (message) => {
        for (const tab of this.tabs) if (tab.owner !== owner) tab.callback(message);
      },
      subscribe: (callback) => {
        const tab = { callback, owner };
        this.tabs.add(tab);
        return () => this.tabs.delete(tab);
      },
    };
  }
}

interface Tab {
  machine: UpdateMachine;
  registration: FakeRegistration;
  reloads: () => number;
  statuses: UpdateStatus[];
  visible: () => void;
  online: () => void;
}

const machines: UpdateMachine[] = [];

function openTab(
  options: UpdateOptions & {
    registration?: FakeRegistration;
    bus?: FakeBus;
    failRegistration?: boolean;
  } = {},
): Tab {
  const registration = options.registration ?? new FakeRegistration();
  let reloads = 0;
  const visibleListeners = new Set<() => void>();
  const onlineListeners = new Set<() => void>();
  const owner = {};
  let registrations = 0;
  const env: UpdateEnvironment = {
    register: async () => {
      registrations += 1;
      if (options.failRegistration && registrations === 1) throw new Error('SecurityError');
      return registration;
    },
    reload: () => void (reloads += 1),
    now: () => Date.now(),
    timers: {
      setTimeout: (callback, ms) => setTimeout(callback, ms),
      clearTimeout: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
      setInterval: (callback, ms) => setInterval(callback, ms),
      clearInterval: (handle) => clearInterval(handle as ReturnType<typeof setInterval>),
    },
    onVisible: (callback) => {
      visibleListeners.add(callback);
      return () => visibleListeners.delete(callback);
    },
    onOnline: (callback) => {
      onlineListeners.add(callback);
      return () => onlineListeners.delete(callback);
    },
    channel: options.bus?.channel(owner),
  };
  const machine = createUpdateMachine(env, options);
  machines.push(machine);
  const statuses: UpdateStatus[] = [machine.getState().status];
  machine.subscribe(() => {
    const status = machine.getState().status;
    if (statuses.at(-1) !== status) statuses.push(status);
  });
  return {
    machine,
    registration,
    reloads: () => reloads,
    statuses,
    visible: () => visibleListeners.forEach((callback) => callback()),
    online: () => onlineListeners.forEach((callback) => callback()),
  };
}

async function started(options: Parameters<typeof openTab>[0] = {}): Promise<Tab> {
  const tab = openTab(options);
  await tab.machine.start();
  return tab;
}

/** A tab no service worker controls (a first visit, a hard reload), whose registration found an update. */
async function uncontrolledWithUpdate(): Promise<Tab> {
  const tab = await started();
  tab.registration.isControlled = false;
  tab.registration.updateFound();
  return tab;
}

/** A tab whose registration found a new version waiting, past the 100 ms banner delay. */
async function withUpdateWaiting(options: Parameters<typeof openTab>[0] = {}): Promise<Tab> {
  const tab = await started(options);
  tab.registration.updateFound();
  tab.registration.waiting();
  vi.advanceTimersByTime(100);
  return tab;
}

const state = (tab: Tab) => tab.machine.getState();

beforeEach(() => {
  vi.useFakeTimers({ now: new Date('2026-11-26T12:00:00Z') });
});

afterEach(() => {
  for (const machine of machines.splice(0)) machine.dispose();
  vi.useRealTimers();
});

describe('update checks', () => {
  it('checks on registration, silently, and goes back to idle after 2 s', async () => {
    const tab = await started();
    expect(tab.registration.updateCalls).toBe(1);
    expect(state(tab)).toMatchObject({ status: 'checking', isBannerShown: false });
    vi.advanceTimersByTime(1999);
    expect(state(tab).status).toBe('checking');
    vi.advanceTimersByTime(1);
    expect(state(tab).status).toBe('idle');
    expect(tab.statuses).toEqual(['idle', 'checking', 'idle']);
  });

  it('shows the checking banner when the person asked for the check', async () => {
    const tab = await started();
    vi.advanceTimersByTime(2000);
    tab.machine.check(true);
    expect(state(tab)).toMatchObject({ status: 'checking', isBannerShown: true, isManualCheck: true });
    vi.advanceTimersByTime(2000);
    expect(state(tab)).toMatchObject({ status: 'idle', isBannerShown: false });
  });

  it('checks every 30 minutes, when the tab becomes visible and when the network returns', async () => {
    const tab = await started();
    vi.advanceTimersByTime(30 * 60 * 1000 - 1);
    expect(tab.registration.updateCalls).toBe(1);
    vi.advanceTimersByTime(1);
    expect(tab.registration.updateCalls).toBe(2);
    vi.advanceTimersByTime(30 * 60 * 1000);
    expect(tab.registration.updateCalls).toBe(3);
    tab.visible();
    expect(tab.registration.updateCalls).toBe(4);
    tab.online();
    expect(tab.registration.updateCalls).toBe(5);
    expect(state(tab).status).toBe('checking');
  });

  it('a check that fails (offline) changes nothing', async () => {
    const registration = new FakeRegistration();
    registration.update = async () => {
      throw new TypeError('Failed to fetch');
    };
    const tab = await started({ registration });
    await vi.advanceTimersByTimeAsync(2000);
    expect(state(tab)).toMatchObject({ status: 'idle', error: null });
  });

  it('a registration failure is the error "Service worker registration failed"; Retry Update registers again', async () => {
    const tab = await started({ failRegistration: true });
    expect(state(tab)).toMatchObject({
      status: 'error',
      isBannerShown: true,
      error: { message: 'Service worker registration failed', kind: 'registration', retryCount: 0 },
    });
    expect(state(tab).error!.timestamp).toBe(Date.parse('2026-11-26T12:00:00Z'));
    tab.visible();
    expect(state(tab).status).toBe('error');
    tab.machine.retry();
    await vi.advanceTimersByTimeAsync(0);
    expect(state(tab).status).toBe('checking');
    expect(tab.registration.updateCalls).toBe(1);
  });
});

describe('an update becomes available', () => {
  it('a waiting worker makes the status available; the banner appears 100 ms later', async () => {
    const tab = await started();
    tab.registration.waiting();
    expect(state(tab)).toMatchObject({ status: 'available', isBannerShown: false });
    vi.advanceTimersByTime(99);
    expect(state(tab).isBannerShown).toBe(false);
    vi.advanceTimersByTime(1);
    expect(state(tab).isBannerShown).toBe(true);
  });

  it('a worker already waiting when the page registers is available too', async () => {
    const registration = new FakeRegistration();
    registration.initial = { waiting: true };
    const tab = await started({ registration });
    expect(state(tab).status).toBe('available');
  });

  it('an update found while an earlier worker is installed is downloading, then available', async () => {
    const tab = await started();
    tab.registration.updateFound();
    expect(state(tab)).toMatchObject({ status: 'downloading', isBannerShown: true });
    tab.registration.waiting();
    expect(state(tab).status).toBe('available');
  });

  it('a newer version found while one is already waiting is downloading again, and then available anew', async () => {
    const tab = await withUpdateWaiting();
    vi.advanceTimersByTime(2000);
    tab.registration.updateFound();
    expect(state(tab)).toMatchObject({ status: 'downloading', secondsLeft: null });
    // The first countdown does not go on installing behind the download.
    vi.advanceTimersByTime(5000);
    expect(tab.registration.skipWaitingCalls).toBe(0);
    tab.registration.waiting();
    expect(state(tab)).toMatchObject({ status: 'available', secondsLeft: 5 });
  });
});

describe('auto-update and Update now', () => {
  it('counts down 5 s, then ready, installing and skip-waiting', async () => {
    const tab = await withUpdateWaiting();
    expect(state(tab).secondsLeft).toBe(5);
    vi.advanceTimersByTime(900);
    expect(state(tab).secondsLeft).toBe(4);
    vi.advanceTimersByTime(3000);
    expect(state(tab).secondsLeft).toBe(1);
    vi.advanceTimersByTime(999);
    expect(tab.registration.skipWaitingCalls).toBe(0);
    vi.advanceTimersByTime(1);
    expect(tab.registration.skipWaitingCalls).toBe(1);
    expect(state(tab).status).toBe('installing');
    expect(tab.statuses).toEqual(['idle', 'checking', 'downloading', 'available', 'ready', 'installing']);
  });

  it('Update now installs sooner', async () => {
    const tab = await withUpdateWaiting();
    vi.advanceTimersByTime(1000);
    tab.machine.updateNow();
    expect(state(tab)).toMatchObject({ status: 'installing', secondsLeft: null });
    expect(tab.registration.skipWaitingCalls).toBe(1);
    vi.advanceTimersByTime(10_000);
    expect(tab.registration.skipWaitingCalls).toBe(1);
  });

  it('when the new worker takes control: success, and the page reloads 1 s later', async () => {
    const tab = await withUpdateWaiting();
    tab.machine.updateNow();
    tab.registration.controllerChange();
    expect(state(tab)).toMatchObject({ status: 'success', isBannerShown: true });
    vi.advanceTimersByTime(999);
    expect(tab.reloads()).toBe(0);
    vi.advanceTimersByTime(1);
    expect(tab.reloads()).toBe(1);
  });

  it('a page the old worker did not control succeeds when the waiting worker activates', async () => {
    const tab = await withUpdateWaiting();
    tab.machine.updateNow();
    tab.registration.activated();
    tab.registration.controllerChange();
    expect(state(tab).status).toBe('success');
    vi.advanceTimersByTime(1000);
    expect(tab.reloads()).toBe(1);
  });

  it('an uncontrolled page, whose update the browser activates at once, goes through the banner: available, then installing is the reload', async () => {
    const tab = await uncontrolledWithUpdate();
    // Installed and activated straight away: no worker waits, and it is not another tab's doing.
    tab.registration.activated();
    expect(tab.reloads()).toBe(0);
    expect(state(tab)).toMatchObject({ status: 'available', isActivatedElsewhere: false, secondsLeft: 5 });
    vi.advanceTimersByTime(100);
    expect(state(tab).isBannerShown).toBe(true);
    vi.advanceTimersByTime(4900);
    expect(tab.registration.skipWaitingCalls).toBe(0);
    expect(tab.statuses.slice(-3)).toEqual(['ready', 'installing', 'success']);
    vi.advanceTimersByTime(999);
    expect(tab.reloads()).toBe(0);
    vi.advanceTimersByTime(1);
    expect(tab.reloads()).toBe(1);
  });

  it('an uncontrolled page whose update was first reported waiting keeps its countdown when it activates', async () => {
    const tab = await uncontrolledWithUpdate();
    tab.registration.waiting();
    vi.advanceTimersByTime(2000);
    tab.registration.activated();
    expect(state(tab)).toMatchObject({ status: 'available', secondsLeft: 3 });
    vi.advanceTimersByTime(3000);
    expect(state(tab).status).toBe('success');
    expect(tab.registration.skipWaitingCalls).toBe(0);
  });

  it('an uncontrolled page with files open asks before the reload', async () => {
    const tab = await uncontrolledWithUpdate();
    tab.machine.setOpenFiles(1);
    tab.registration.activated();
    vi.advanceTimersByTime(10_000);
    expect(state(tab)).toMatchObject({ status: 'available', isHeld: true, isActivatedElsewhere: false });
    expect(tab.reloads()).toBe(0);
    tab.machine.updateNow();
    vi.advanceTimersByTime(1000);
    expect(tab.reloads()).toBe(1);
  });

  it('with auto-update off the banner offers the update and waits', async () => {
    const tab = await withUpdateWaiting({ autoUpdate: false });
    expect(state(tab)).toMatchObject({
      status: 'available',
      secondsLeft: null,
      isHeld: true,
      isBannerShown: true,
    });
    vi.advanceTimersByTime(60_000);
    expect(tab.registration.skipWaitingCalls).toBe(0);
    tab.machine.updateNow();
    expect(state(tab).status).toBe('installing');
  });
});

describe('install failures', () => {
  it('an install that takes over 30 s is the timeout error', async () => {
    const tab = await withUpdateWaiting();
    tab.machine.updateNow();
    vi.advanceTimersByTime(29_999);
    expect(state(tab).status).toBe('installing');
    vi.advanceTimersByTime(1);
    expect(state(tab)).toMatchObject({
      status: 'error',
      error: {
        message: 'Update process timed out. Please refresh the page manually.',
        kind: 'timeout',
        retryCount: 0,
      },
    });
    // No retry follows a timeout, and a late controller change no longer reloads on its own.
    vi.advanceTimersByTime(10_000);
    expect(tab.registration.skipWaitingCalls).toBe(1);
  });

  it('an install exception counts a retry and retries after 3 s', async () => {
    const tab = await withUpdateWaiting();
    tab.registration.skipWaitingFailures = 1;
    tab.machine.updateNow();
    expect(state(tab)).toMatchObject({
      status: 'error',
      retryCount: 1,
      error: { message: UPDATE_MESSAGES.install, retryCount: 1 },
    });
    vi.advanceTimersByTime(2999);
    expect(tab.registration.skipWaitingCalls).toBe(1);
    vi.advanceTimersByTime(1);
    expect(tab.registration.skipWaitingCalls).toBe(2);
    expect(state(tab)).toMatchObject({ status: 'installing', retryCount: 1 });
    tab.registration.controllerChange();
    expect(state(tab).status).toBe('success');
  });

  it('retries at most 3 times, 3 s apart, then the error stays', async () => {
    const tab = await withUpdateWaiting();
    tab.registration.skipWaitingFailures = 99;
    tab.machine.updateNow();
    const seen: number[] = [state(tab).retryCount];
    for (let i = 0; i < 3; i += 1) {
      vi.advanceTimersByTime(3000);
      seen.push(state(tab).retryCount);
    }
    expect(seen).toEqual([1, 2, 3, 3]);
    expect(tab.registration.skipWaitingCalls).toBe(4);
    vi.advanceTimersByTime(60_000);
    expect(tab.registration.skipWaitingCalls).toBe(4);
    expect(state(tab)).toMatchObject({
      status: 'error',
      retryCount: 3,
      error: { kind: 'install', retryCount: 3 },
    });
  });

  it('Retry Update starts the count again and tries at once; Refresh Page reloads', async () => {
    const tab = await withUpdateWaiting();
    tab.registration.skipWaitingFailures = 99;
    tab.machine.updateNow();
    vi.advanceTimersByTime(9000);
    expect(state(tab).retryCount).toBe(3);
    tab.registration.skipWaitingFailures = 0;
    tab.machine.retry();
    expect(tab.registration.skipWaitingCalls).toBe(5);
    expect(state(tab)).toMatchObject({ status: 'installing', retryCount: 0, error: null });
    tab.machine.refresh();
    expect(tab.reloads()).toBe(1);
  });

  it('an update whose worker fails to install shows the error with retries, and fetches the worker again', async () => {
    const tab = await started();
    vi.advanceTimersByTime(2000);
    tab.registration.updateFound();
    tab.registration.installFailed();
    expect(state(tab)).toMatchObject({ status: 'error', retryCount: 1, isBannerShown: true });
    vi.advanceTimersByTime(3000);
    expect(state(tab).status).toBe('downloading');
    expect(tab.registration.updateCalls).toBe(2);
    tab.registration.updateFound();
    tab.registration.installFailed();
    expect(state(tab).retryCount).toBe(2);
    vi.advanceTimersByTime(3000);
    // This time the new worker installs: a downloaded update is offered like any other.
    tab.registration.updateFound();
    tab.registration.waiting();
    expect(state(tab)).toMatchObject({ status: 'available', retryCount: 0, error: null, secondsLeft: 5 });
  });

  it('the failed install of the very first worker is no update and shows nothing', async () => {
    const tab = await started();
    tab.registration.installFailed();
    expect(state(tab).status).toBe('checking');
    vi.advanceTimersByTime(2000);
    expect(state(tab)).toMatchObject({ status: 'idle', isBannerShown: false });
  });

  it('a retry that fetches the worker again installs it straight away once the update was decided', async () => {
    const tab = await withUpdateWaiting();
    tab.machine.updateNow();
    // The waiting worker vanished (replaced, or the deployment changed): skip-waiting has no target.
    tab.registration.isWaiting = false;
    tab.registration.skipWaitingCalls = 0;
    vi.advanceTimersByTime(30_000);
    tab.machine.retry();
    expect(state(tab).status).toBe('downloading');
    tab.registration.updateFound();
    tab.registration.waiting();
    expect(state(tab).status).toBe('installing');
    expect(tab.registration.skipWaitingCalls).toBe(1);
  });
});

describe('open files are never lost without asking', () => {
  it('with files open the update waits and asks instead of counting down', async () => {
    const tab = await started();
    tab.machine.setOpenFiles(2);
    tab.registration.updateFound();
    tab.registration.waiting();
    vi.advanceTimersByTime(100);
    expect(state(tab)).toMatchObject({
      status: 'available',
      isHeld: true,
      secondsLeft: null,
      isBannerShown: true,
    });
    vi.advanceTimersByTime(60_000);
    expect(tab.registration.skipWaitingCalls).toBe(0);
    tab.machine.updateNow();
    expect(state(tab).status).toBe('installing');
  });

  it('files opened during the countdown stop it; closing them starts it again', async () => {
    const tab = await withUpdateWaiting();
    vi.advanceTimersByTime(2000);
    tab.machine.setOpenFiles(1);
    expect(state(tab)).toMatchObject({ isHeld: true, secondsLeft: null });
    vi.advanceTimersByTime(10_000);
    expect(tab.registration.skipWaitingCalls).toBe(0);
    tab.machine.setOpenFiles(0);
    expect(state(tab)).toMatchObject({ isHeld: false, secondsLeft: 5 });
    vi.advanceTimersByTime(5000);
    expect(tab.registration.skipWaitingCalls).toBe(1);
  });

  it('Later hides the question; the update stays waiting', async () => {
    const tab = await started();
    tab.machine.setOpenFiles(1);
    tab.registration.updateFound();
    tab.registration.waiting();
    vi.advanceTimersByTime(100);
    tab.machine.dismiss();
    expect(state(tab)).toMatchObject({ status: 'available', isBannerShown: false });
    // "Check for updates" shows the waiting update again.
    tab.machine.check(true);
    expect(state(tab)).toMatchObject({ status: 'available', isBannerShown: true, isHeld: true });
    tab.machine.dismiss();
    tab.machine.setOpenFiles(0);
    expect(state(tab)).toMatchObject({ isBannerShown: true, secondsLeft: 5 });
  });

  it('a retry after files were opened asks instead of installing', async () => {
    const tab = await withUpdateWaiting();
    tab.registration.skipWaitingFailures = 1;
    vi.advanceTimersByTime(5000);
    expect(state(tab)).toMatchObject({ status: 'error', retryCount: 1 });
    tab.machine.setOpenFiles(1);
    vi.advanceTimersByTime(3000);
    expect(tab.registration.skipWaitingCalls).toBe(1);
    expect(state(tab)).toMatchObject({ status: 'available', isHeld: true });
  });
});

describe('other tabs', () => {
  it("another tab's waiting worker makes this tab's status available", async () => {
    const bus = new FakeBus();
    const first = await started({ bus });
    const second = await started({ bus });
    first.registration.waiting();
    expect(state(second).status).toBe('available');
  });

  it("another tab's activated worker reloads this page at once", async () => {
    const bus = new FakeBus();
    const installing = await withUpdateWaiting({ bus });
    const other = await started({ bus });
    installing.machine.updateNow();
    installing.registration.controllerChange();
    expect(other.reloads()).toBe(1);
    expect(installing.reloads()).toBe(0);
  });

  it('a controller change this tab did not ask for is another tab activating: reload at once', async () => {
    const tab = await withUpdateWaiting();
    tab.registration.controllerChange();
    tab.registration.activated();
    expect(tab.reloads()).toBe(1);
  });

  it('with files open, another tab activating asks before reloading', async () => {
    const tab = await withUpdateWaiting();
    tab.machine.setOpenFiles(3);
    tab.registration.activated();
    expect(tab.reloads()).toBe(0);
    expect(state(tab)).toMatchObject({ status: 'ready', isActivatedElsewhere: true, isBannerShown: true });
    vi.advanceTimersByTime(60_000);
    expect(tab.reloads()).toBe(0);
    tab.machine.updateNow();
    expect(tab.reloads()).toBe(1);
  });

  it('closing the last file after another tab activated reloads into the new version', async () => {
    const tab = await started();
    tab.machine.setOpenFiles(1);
    tab.registration.activated();
    tab.machine.dismiss();
    expect(state(tab).isBannerShown).toBe(false);
    tab.machine.setOpenFiles(0);
    expect(tab.reloads()).toBe(1);
  });
});

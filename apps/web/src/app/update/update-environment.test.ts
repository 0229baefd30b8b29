import { describe, expect, it } from 'vitest';
import { RegistrationAdapter } from './update-environment.ts';
import type { RegistrationEvents } from './update-machine.ts';

// The browser's objects, reduced to what the adapter reads: state, events, postMessage.
class Worker extends EventTarget {
  messages: unknown[] = [];
  constructor(public state: ServiceWorkerState) {
    super();
  }
  postMessage(message: unknown): void {
    this.messages.push(message);
  }
}

class Registration extends EventTarget {
  installing: Worker | null = null;
  waiting: Worker | null = null;
  active: Worker | null = null;
  updates = 0;
  async update(): Promise<void> {
    this.updates += 1;
  }
  /** The browser's install steps for a new worker: updatefound, installed (waiting if one is active), or redundant. */
  find(worker: Worker): void {
    this.installing = worker;
    this.dispatchEvent(new Event('updatefound'));
  }
  installed(worker: Worker): void {
    this.installing = null;
    if (this.active) this.waiting = worker;
    this.setState(worker, 'installed');
  }
  failed(worker: Worker): void {
    this.installing = null;
    this.setState(worker, 'redundant');
  }
  activate(worker: Worker): void {
    this.waiting = null;
    this.active = worker;
    this.setState(worker, 'activated');
  }
  setState(worker: Worker, state: ServiceWorkerState): void {
    worker.state = state;
    worker.dispatchEvent(new Event('statechange'));
  }
}

class Container extends EventTarget {
  constructor(public controller: Worker | null) {
    super();
  }
}

function adapterFor(registration: Registration, container: Container) {
  const seen: string[] = [];
  const events: RegistrationEvents = {
    onUpdateFound: () => seen.push('updatefound'),
    onWaiting: () => seen.push('waiting'),
    onInstallFailed: () => seen.push('installfailed'),
    onActivated: () => seen.push('activated'),
    onControllerChange: () => seen.push('controllerchange'),
  };
  const adapter = new RegistrationAdapter(
    registration as unknown as ServiceWorkerRegistration,
    container as unknown as ServiceWorkerContainer,
  );
  adapter.listen(events);
  return { adapter, seen };
}

describe('the service worker registration adapter', () => {
  it('reports an update found, its worker waiting, and skip-waiting going to that worker', () => {
    const registration = new Registration();
    const v1 = new Worker('activated');
    registration.active = v1;
    const { adapter, seen } = adapterFor(registration, new Container(v1));
    const v2 = new Worker('installing');
    registration.find(v2);
    registration.installed(v2);
    expect(seen).toEqual(['updatefound', 'waiting']);
    expect(adapter.hasWaiting()).toBe(true);
    adapter.skipWaiting();
    expect(v2.messages).toEqual([{ type: 'SKIP_WAITING' }]);
    registration.activate(v2);
    expect(seen).toEqual(['updatefound', 'waiting', 'activated']);
  });

  it('on a page no worker controls, an update activated at once (never waiting) is reported as activated', () => {
    const registration = new Registration();
    const v1 = new Worker('activated');
    registration.active = v1;
    const container = new Container(null);
    const { adapter, seen } = adapterFor(registration, container);
    expect(adapter.controlsPage()).toBe(false);
    const v2 = new Worker('installing');
    registration.find(v2);
    // The browser moves it on before the page hears of it: by 'installed' it is no longer waiting.
    registration.installing = null;
    registration.active = v2;
    registration.setState(v2, 'installed');
    registration.setState(v2, 'activated');
    expect(seen).toEqual(['updatefound', 'activated']);
    container.controller = v2;
    expect(adapter.controlsPage()).toBe(true);
  });

  it('the first worker of a first visit installs silently', () => {
    const registration = new Registration();
    const { seen } = adapterFor(registration, new Container(null));
    const v1 = new Worker('installing');
    registration.find(v1);
    registration.installed(v1);
    registration.activate(v1);
    registration.failed(new Worker('installing'));
    expect(seen).toEqual([]);
  });

  it("an update's worker that becomes redundant before it was installed failed to install", () => {
    const registration = new Registration();
    registration.active = new Worker('activated');
    const { seen } = adapterFor(registration, new Container(registration.active));
    const v3 = new Worker('installing');
    registration.find(v3);
    registration.failed(v3);
    expect(seen).toEqual(['updatefound', 'installfailed']);
  });

  it('reports a worker already waiting or installing when the page registers', () => {
    const registration = new Registration();
    registration.active = new Worker('activated');
    registration.waiting = new Worker('installed');
    registration.installing = new Worker('installing');
    const { seen } = adapterFor(registration, new Container(registration.active));
    expect(seen).toEqual(['updatefound', 'waiting']);
  });

  it('a change of controller counts only for a page that had one', () => {
    const controlled = adapterFor(new Registration(), new Container(new Worker('activated')));
    const container = new Container(null);
    const uncontrolled = adapterFor(new Registration(), container);
    container.dispatchEvent(new Event('controllerchange'));
    expect(uncontrolled.seen).toEqual([]);
    container.dispatchEvent(new Event('controllerchange'));
    expect(uncontrolled.seen).toEqual(['controllerchange']);
    expect(controlled.seen).toEqual([]);
  });

  it('skip-waiting without a waiting worker throws, so the machine counts it as an install exception', () => {
    const { adapter } = adapterFor(new Registration(), new Container(null));
    expect(() => adapter.skipWaiting()).toThrow('No service worker is waiting');
  });
});

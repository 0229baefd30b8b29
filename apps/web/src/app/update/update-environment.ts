import type {
  RegistrationEvents,
  RegistrationPort,
  TabMessage,
  UpdateEnvironment,
} from './update-machine.ts';

/** The service worker vite-plugin-pwa builds (apps/web/vite.config.ts), registered at the root. */
export const SERVICE_WORKER_URL = '/sw.js';
const CHANNEL_NAME = 'sladd-app-update';

/**
 * Turns a ServiceWorkerRegistration's events into the update machine's: an update found while an
 * earlier worker is installed, a worker waiting, an update's worker failing to install, a waiting
 * worker activating (here or from another tab), and control passing to a new worker.
 */
export class RegistrationAdapter implements RegistrationPort {
  constructor(
    private readonly registration: ServiceWorkerRegistration,
    private readonly container: ServiceWorkerContainer,
  ) {}

  listen(events: RegistrationEvents): void {
    const { registration } = this;
    // A first visit's worker takes no control of the open page (no clients.claim), so a change of
    // controller only ever means a new version replaced the one this page started with.
    let hadController = this.container.controller !== null;
    this.container.addEventListener('controllerchange', () => {
      if (hadController) events.onControllerChange();
      hadController = true;
    });

    const watchWaiting = (worker: ServiceWorker) => {
      worker.addEventListener('statechange', () => {
        if (worker.state === 'activated') events.onActivated();
      });
    };
    const watchInstalling = (worker: ServiceWorker, isUpdate: boolean) => {
      let wasInstalled = false;
      worker.addEventListener('statechange', () => {
        if (worker.state === 'installed') {
          wasInstalled = true;
          // When no page is controlled (a first visit, a hard reload) the browser does not keep the
          // new worker waiting: it may be active already. Its activation is reported below.
          if (isUpdate && registration.waiting === worker) events.onWaiting();
        } else if (worker.state === 'activated' && isUpdate) {
          events.onActivated();
        } else if (worker.state === 'redundant' && !wasInstalled && isUpdate) {
          events.onInstallFailed();
        }
      });
    };

    registration.addEventListener('updatefound', () => {
      const worker = registration.installing;
      if (!worker) return;
      // The very first worker is no update: it installs silently.
      const isUpdate = registration.active !== null;
      if (isUpdate) events.onUpdateFound();
      watchInstalling(worker, isUpdate);
    });

    if (registration.installing && registration.active) {
      events.onUpdateFound();
      watchInstalling(registration.installing, true);
    }
    if (registration.waiting && registration.active) {
      watchWaiting(registration.waiting);
      events.onWaiting();
    }
  }

  async update(): Promise<void> {
    await this.registration.update();
  }

  hasWaiting(): boolean {
    return this.registration.waiting !== null;
  }

  controlsPage(): boolean {
    return this.container.controller !== null;
  }

  skipWaiting(): void {
    const worker = this.registration.waiting;
    if (!worker) throw new Error('No service worker is waiting');
    worker.postMessage({ type: 'SKIP_WAITING' });
  }
}

function isTabMessage(value: unknown): value is TabMessage {
  const type = (value as { type?: unknown } | null)?.type;
  return type === 'waiting' || type === 'activated';
}

/** The browser's side of the update machine: registration, timers, window events, other tabs. */
export function browserUpdateEnvironment(): UpdateEnvironment {
  const channel = typeof BroadcastChannel === 'function' ? new BroadcastChannel(CHANNEL_NAME) : null;
  return {
    async register() {
      const container = navigator.serviceWorker;
      // updateViaCache 'none': every check asks the server for sw.js, past any HTTP cache.
      const registration = await container.register(SERVICE_WORKER_URL, {
        scope: '/',
        updateViaCache: 'none',
      });
      return new RegistrationAdapter(registration, container);
    },
    reload: () => window.location.reload(),
    now: () => Date.now(),
    timers: {
      setTimeout: (callback, ms) => window.setTimeout(callback, ms),
      clearTimeout: (handle) => window.clearTimeout(handle as number),
      setInterval: (callback, ms) => window.setInterval(callback, ms),
      clearInterval: (handle) => window.clearInterval(handle as number),
    },
    onVisible(callback) {
      const listener = () => {
        if (document.visibilityState === 'visible') callback();
      };
      document.addEventListener('visibilitychange', listener);
      return () => document.removeEventListener('visibilitychange', listener);
    },
    onOnline(callback) {
      window.addEventListener('online', callback);
      return () => window.removeEventListener('online', callback);
    },
    channel: channel
      ? {
          post: (message) => channel.postMessage(message),
          subscribe(callback) {
            const listener = (event: MessageEvent) => {
              if (isTabMessage(event.data)) callback(event.data);
            };
            channel.addEventListener('message', listener);
            return () => channel.removeEventListener('message', listener);
          },
        }
      : undefined,
  };
}

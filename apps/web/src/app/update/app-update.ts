import { useSyncExternalStore } from 'react';
import { browserUpdateEnvironment } from './update-environment.ts';
import {
  createUpdateMachine,
  INITIAL_UPDATE_STATE,
  type UpdateMachine,
  type UpdateState,
} from './update-machine.ts';
import { openFileCount, subscribeOpenFiles } from '../../lib/update/open-files.ts';

declare const __SLADD_SERVICE_WORKER__: boolean | undefined;

let machine: UpdateMachine | null = null;

/**
 * Whether this page can have the service worker: a built app (the development server has no
 * sw.js) in a browser that supports service workers in a secure context. Elsewhere there is
 * simply nothing to update, which is not an error.
 */
function canUseServiceWorker(): boolean {
  const isBuilt = typeof __SLADD_SERVICE_WORKER__ === 'boolean' && __SLADD_SERVICE_WORKER__;
  return isBuilt && window.isSecureContext && 'serviceWorker' in navigator;
}

/**
 * Creates the update machine and, once the page has loaded (the worker's precache download then
 * does not compete with the first screen), registers the service worker and starts the checks.
 */
export function startAppUpdates(): void {
  if (machine || !canUseServiceWorker()) return;
  const started = createUpdateMachine(browserUpdateEnvironment());
  machine = started;
  started.setOpenFiles(openFileCount());
  subscribeOpenFiles((count) => started.setOpenFiles(count));
  if (document.readyState === 'complete') void started.start();
  else window.addEventListener('load', () => void started.start(), { once: true });
}

/** The running update machine, or null where there is none (development, no service workers). */
export function appUpdates(): UpdateMachine | null {
  return machine;
}

const noSubscription = () => () => undefined;
const idleState = () => INITIAL_UPDATE_STATE;

/** The update state for the banner; always idle where there are no updates. */
export function useAppUpdateState(): UpdateState {
  const current = machine;
  return useSyncExternalStore(
    current ? current.subscribe : noSubscription,
    current ? current.getState : idleState,
  );
}

import { finishTutorial } from '@sladd/contract';
import { useStore } from 'zustand';
import { api } from '../../lib/api/index.ts';
import {
  createTutorialStore,
  currentStep,
  type TutorialActions,
  type TutorialState,
} from './tutorial-store.ts';

/** The one tour of this page, shared by the overlay, the user menu and the settings page. */
export const tutorialStore = createTutorialStore({
  storage: {
    getItem: (key) => window.localStorage.getItem(key),
    setItem: (key, value) => window.localStorage.setItem(key, value),
    removeItem: (key) => window.localStorage.removeItem(key),
  },
  clock: {
    now: () => Date.now(),
    setTimeout: (fn, ms) => window.setTimeout(fn, ms),
    clearTimeout: (id) => window.clearTimeout(id as number),
  },
  markFinished: () => api(finishTutorial),
  newSessionId: () => crypto.randomUUID(),
});

export function useTutorial<T>(selector: (state: TutorialState & TutorialActions) => T): T {
  return useStore(tutorialStore, selector);
}

/** True while the current step spotlights an entry of the user menu, which must then stay open. */
export function useTutorialOpensUserMenu(): boolean {
  return useTutorial((state) => state.isActive && currentStep(state)?.needs === 'user-menu-open');
}

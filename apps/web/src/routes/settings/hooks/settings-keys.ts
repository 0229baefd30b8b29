import type { MethodId } from '@sladd/contract';

/**
 * Query keys of the settings tabs. All start with 'settings' so one invalidation (department
 * change, settings import) reloads every list at once.
 */
export const SETTINGS_KEYS = {
  all: ['settings'] as const,
  general: ['settings', 'general'] as const,
  patterns: ['settings', 'patterns'] as const,
  banList: ['settings', 'ban-list'] as const,
  entities: (methodId: MethodId) => ['settings', 'entities', methodId] as const,
};

/** The event the workspace listens for to reload what it read from the settings. */
export const SETTINGS_CHANGED_EVENT = 'sladd:settings-changed';

/** Tells the workspace (and any other open view) that saved settings changed. */
export function announceSettingsChanged(): void {
  window.dispatchEvent(new CustomEvent(SETTINGS_CHANGED_EVENT));
}

/** Waits; the spec spaces some writes and refreshes apart. */
export function wait(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/**
 * Keys this app writes to localStorage. Kept in one place so "clear everything local" (account
 * deletion) knows what it owns; preferences of the device (language, theme) survive on purpose.
 */
export const STORAGE_KEYS = {
  language: 'language',
  theme: 'theme',
  /** The organization picked in the switcher, with whose pick it is ({ userId, orgId }). */
  organization: 'sladd.organization',
} as const;

const PREFERENCE_KEYS: ReadonlySet<string> = new Set([STORAGE_KEYS.language, STORAGE_KEYS.theme]);

/** Reads a value; private browsing or a full quota must never break the app. */
export function readStored(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

/** Writes a value, ignoring storage failures for the same reason. */
export function writeStored(key: string, value: string): void {
  try {
    window.localStorage.setItem(key, value);
  } catch {
    // Storage unavailable: the preference just lasts for this page load.
  }
}

/** Removes a value, ignoring storage failures. */
export function removeStored(key: string): void {
  try {
    window.localStorage.removeItem(key);
  } catch {
    // Storage unavailable: nothing was kept.
  }
}

/** Clears all local data of the signed-in person except device preferences. */
export function clearLocalData(): void {
  try {
    for (const key of Object.keys(window.localStorage)) {
      if (!PREFERENCE_KEYS.has(key)) window.localStorage.removeItem(key);
    }
    window.sessionStorage.clear();
  } catch {
    // Nothing stored that we can reach.
  }
}

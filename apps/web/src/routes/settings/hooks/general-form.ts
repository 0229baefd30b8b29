import type { MantineColorScheme } from '@mantine/core';
import type { UserSettings } from '@sladd/contract';

/** The fields the General tab edits (language lives in the shell's switcher). */
export type GeneralSettings = Omit<UserSettings, 'language'>;
export type Draft = Partial<GeneralSettings>;

/** Saved at once when changed (spec 1 §2); every other field waits for Save. */
export const INSTANT_FIELDS = [
  'theme',
  'auto_processing',
] as const satisfies readonly (keyof GeneralSettings)[];

/** Changing these needs premium; the server refuses them from a free plan (403 PREMIUM_REQUIRED). */
export const PREMIUM_FIELDS = [
  'detection_threshold',
  'use_banlist_for_detection',
  'color_method_ml',
  'color_method_ai',
  'color_method_advanced',
] as const satisfies readonly (keyof GeneralSettings)[];

/** The values shown: the saved settings with the unsaved edits on top. */
export function mergeDraft<T extends GeneralSettings>(saved: T, draft: Draft): T {
  return { ...saved, ...draft };
}

/** Records an edit; editing a value back to what is saved drops it from the draft. */
export function applyEdit<K extends keyof GeneralSettings>(
  saved: GeneralSettings,
  draft: Draft,
  key: K,
  value: GeneralSettings[K],
): Draft {
  const next = { ...draft };
  if (saved[key] === value) delete next[key];
  else next[key] = value;
  return next;
}

/** Only the fields that differ from the saved settings: what Save sends. */
export function changedFields(saved: GeneralSettings, draft: Draft): Draft {
  const changes: Draft = {};
  for (const key of Object.keys(draft) as (keyof GeneralSettings)[]) {
    if (draft[key] !== undefined && draft[key] !== saved[key])
      (changes as Record<string, unknown>)[key] = draft[key];
  }
  return changes;
}

export function hasUnsavedChanges(saved: GeneralSettings | undefined, draft: Draft): boolean {
  return saved !== undefined && Object.keys(changedFields(saved, draft)).length > 0;
}

/** The threshold as people read it: 0.57 → 57. */
export function toPercent(threshold: number): number {
  return Math.round(threshold * 100);
}

/** Mantine calls "system" 'auto'. */
export function toColorScheme(theme: GeneralSettings['theme']): MantineColorScheme {
  return theme === 'system' ? 'auto' : theme;
}

export function toTheme(scheme: MantineColorScheme): GeneralSettings['theme'] {
  return scheme === 'auto' ? 'system' : scheme;
}

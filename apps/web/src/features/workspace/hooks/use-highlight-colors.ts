import { useMemo } from 'react';
import type { ColorKey } from '../lib/colors.ts';
import { useUserSettings } from './use-user-settings.ts';

/** Highlight colours by kind, from the user's settings (spec 2 §3 mapping: ml = fast, ai = advanced, advanced = standard). */
export function useHighlightColors(): Record<ColorKey, string> {
  const settings = useUserSettings();
  return useMemo(
    () => ({
      manual: settings.color_method_manual,
      search: settings.color_method_search,
      fast: settings.color_method_ml,
      advanced: settings.color_method_ai,
      standard: settings.color_method_advanced,
    }),
    [settings],
  );
}

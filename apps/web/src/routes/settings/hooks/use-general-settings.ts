import { TIMINGS } from '@sladd/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { saveSettings, useSettingsQuery } from '../../../lib/queries/use-settings.ts';
import type { Draft } from './general-form.ts';

export type { SavedSettings } from '../../../lib/queries/use-settings.ts';

/** GET /settings, first asked 100 ms after the page opens (spec 1 §9); the cache entry the workspace reads too. */
export function useGeneralSettings() {
  const [isDelayOver, setIsDelayOver] = useState(false);
  useEffect(() => {
    const timer = window.setTimeout(() => setIsDelayOver(true), TIMINGS.settingsFetchDelayMs);
    return () => window.clearTimeout(timer);
  }, []);
  return useSettingsQuery({ enabled: isDelayOver });
}

/** PUT /settings with any subset; the answer becomes the cached settings (for every screen). */
export function useUpdateSettings() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: (changes: Draft) => saveSettings(queryClient, changes) });
}

import { getSettings, TIMINGS, updateSettings, type RouteResponse } from '@sladd/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { api } from '../../../lib/api/index.ts';
import type { Draft } from './general-form.ts';
import { SETTINGS_KEYS } from './settings-keys.ts';

export type SavedSettings = RouteResponse<typeof getSettings>;

/** GET /settings, first asked 100 ms after the page opens (spec 1 §9). */
export function useGeneralSettings() {
  const [isDelayOver, setIsDelayOver] = useState(false);
  useEffect(() => {
    const timer = window.setTimeout(() => setIsDelayOver(true), TIMINGS.settingsFetchDelayMs);
    return () => window.clearTimeout(timer);
  }, []);
  return useQuery({ queryKey: SETTINGS_KEYS.general, queryFn: () => api(getSettings), enabled: isDelayOver });
}

/** PUT /settings with any subset; the answer becomes the cached settings. */
export function useUpdateSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (changes: Draft) => api(updateSettings, { body: changes }),
    onSuccess: (settings) => queryClient.setQueryData(SETTINGS_KEYS.general, settings),
  });
}

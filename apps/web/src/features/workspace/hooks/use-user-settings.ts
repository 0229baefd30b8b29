import { useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { callJson, isApiErrorCode } from '../../../lib/api/index.ts';
import { ApiError } from '../../../lib/api/api-error.ts';

/** The settings the workspace reads (spec 2 §3); defaults apply while the server has none. */
export interface WorkspaceSettings {
  auto_processing: boolean;
  edit_mode: 'text' | 'box';
  detection_threshold: number;
  use_banlist_for_detection: boolean;
  save_redaction_history: boolean;
  save_files_in_browser: boolean;
  remove_images: boolean;
  color_method_manual: string;
  color_method_search: string;
  color_method_ml: string;
  color_method_ai: string;
  color_method_advanced: string;
}

export const DEFAULT_SETTINGS: WorkspaceSettings = {
  auto_processing: false,
  edit_mode: 'box',
  detection_threshold: 0.5,
  use_banlist_for_detection: false,
  save_redaction_history: true,
  save_files_in_browser: false,
  remove_images: false,
  color_method_manual: '#00ff15',
  color_method_search: '#71c4ff',
  color_method_ml: '#ffd771',
  color_method_ai: '#7171ff',
  color_method_advanced: '#71ffa0',
};

export const SETTINGS_QUERY_KEY = ['workspace', 'settings'] as const;
export const SETTINGS_CHANGED_EVENT = 'sladd:settings-changed';

async function fetchSettings(): Promise<WorkspaceSettings> {
  try {
    const { data } = await callJson<Partial<WorkspaceSettings>>('GET', '/settings');
    return { ...DEFAULT_SETTINGS, ...data };
  } catch (error) {
    // The settings endpoints may not exist yet (404): the spec's defaults apply.
    if (error instanceof ApiError && (error.status === 404 || isApiErrorCode(error, 'NOT_FOUND')))
      return DEFAULT_SETTINGS;
    throw error;
  }
}

/** The settings as the server has them now (from the cache when fresh), for decisions taken outside render. */
export function loadUserSettings(client: QueryClient): Promise<WorkspaceSettings> {
  return client.fetchQuery({ queryKey: SETTINGS_QUERY_KEY, queryFn: fetchSettings, staleTime: 60_000 });
}

/** The user's settings, reloaded when the settings page announces a change. */
export function useUserSettings(): WorkspaceSettings {
  return useUserSettingsState() ?? DEFAULT_SETTINGS;
}

/** Like useUserSettings, but undefined until the server has answered (for decisions defaults must not make). */
export function useUserSettingsState(): WorkspaceSettings | undefined {
  const client = useQueryClient();
  const { data } = useQuery({ queryKey: SETTINGS_QUERY_KEY, queryFn: fetchSettings, staleTime: 60_000 });
  useEffect(() => {
    const handleChanged = () => void client.invalidateQueries({ queryKey: SETTINGS_QUERY_KEY });
    window.addEventListener(SETTINGS_CHANGED_EVENT, handleChanged);
    return () => window.removeEventListener(SETTINGS_CHANGED_EVENT, handleChanged);
  }, [client]);
  return data;
}

/** Writes part of the settings; a missing endpoint is not an error for the workspace. */
export async function saveSettings(partial: Partial<WorkspaceSettings>): Promise<void> {
  await callJson('PUT', '/settings', partial);
  window.dispatchEvent(new Event(SETTINGS_CHANGED_EVENT));
}

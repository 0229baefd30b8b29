import type { QueryClient } from '@tanstack/react-query';
import { loadSettings, useSettingsQuery } from '../../../lib/queries/use-settings.ts';

/** The settings the workspace reads (spec 2 §3); defaults apply until the server has answered. */
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

/** The settings as the server has them now (from the cache when fresh), for decisions taken outside render. */
export function loadUserSettings(client: QueryClient): Promise<WorkspaceSettings> {
  return loadSettings(client);
}

/** The user's settings; a change saved anywhere in the app is here at once (one cache entry). */
export function useUserSettings(): WorkspaceSettings {
  return useUserSettingsState() ?? DEFAULT_SETTINGS;
}

/** Like useUserSettings, but undefined until the server has answered (for decisions defaults must not make). */
export function useUserSettingsState(): WorkspaceSettings | undefined {
  return useSettingsQuery({ staleTime: 60_000 }).data;
}

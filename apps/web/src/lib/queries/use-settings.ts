import {
  addBanWords,
  createPattern,
  getBanList,
  getSettings,
  listEntities,
  listPatterns,
  METHOD_IDS,
  updateSettings,
  type MethodName,
  type RouteBody,
  type RouteResponse,
  type UserSettings,
} from '@sladd/contract';
import { useQuery, type QueryClient } from '@tanstack/react-query';
import { api } from '../api/index.ts';
import { queryKeys } from './query-keys.ts';

/**
 * The user's settings and lists, one cache entry each, read and written through here by the
 * settings page and the workspace alike: a change on one screen is in the other's cache at once,
 * with no events between them.
 */
export type SavedSettings = RouteResponse<typeof getSettings>;

const settingsQuery = { queryKey: queryKeys.settings.general, queryFn: () => api(getSettings) };

/** GET /settings from the one cache entry; each screen chooses when to ask and how fresh it must be. */
export function useSettingsQuery<T = SavedSettings>(
  options: { enabled?: boolean; staleTime?: number; select?: (settings: SavedSettings) => T } = {},
) {
  return useQuery({ ...settingsQuery, ...options });
}

/** The settings now (from the cache when fresh enough), for decisions taken outside render. */
export function loadSettings(client: QueryClient, staleTime = 60_000): Promise<SavedSettings> {
  return client.fetchQuery({ ...settingsQuery, staleTime });
}

/** PUT /settings with any subset; the server's answer becomes the cached settings. */
export async function saveSettings(
  client: QueryClient,
  changes: Partial<UserSettings>,
): Promise<SavedSettings> {
  const settings = await api(updateSettings, { body: changes });
  client.setQueryData(queryKeys.settings.general, settings);
  return settings;
}

/** The ignore list as the server has it now (the cache is updated too). */
export function loadBanList(client: QueryClient): Promise<RouteResponse<typeof getBanList>> {
  return client.fetchQuery({ queryKey: queryKeys.settings.banList, queryFn: () => api(getBanList) });
}

/** Adds words to the ignore list; the answer (the whole list) becomes the cached list. */
export async function addToBanList(client: QueryClient, words: string[]): Promise<void> {
  client.setQueryData(queryKeys.settings.banList, await api(addBanWords, { body: { words } }));
}

/** The saved search terms as the server has them now. */
export function loadPatterns(client: QueryClient): Promise<RouteResponse<typeof listPatterns>> {
  return client.fetchQuery({ queryKey: queryKeys.settings.patterns, queryFn: () => api(listPatterns) });
}

/** Saves a search term; the cached list is read again. */
export async function savePattern(
  client: QueryClient,
  pattern: RouteBody<typeof createPattern>,
): Promise<void> {
  await api(createPattern, { body: pattern });
  await client.invalidateQueries({ queryKey: queryKeys.settings.patterns });
}

/** The query of one method's entity list (settings → entity list). */
export function entitiesQuery(method: MethodName) {
  const methodId = METHOD_IDS[method];
  return {
    queryKey: queryKeys.settings.entities(methodId),
    queryFn: () => api(listEntities, { params: { methodId: String(methodId) } }),
  };
}

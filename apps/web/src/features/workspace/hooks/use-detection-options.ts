import { addEntities, deleteEntitiesByMethod, METHOD_IDS, type MethodName } from '@sladd/contract';
import { useQueries, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { api } from '../../../lib/api/index.ts';
import { queryKeys } from '../../../lib/queries/query-keys.ts';
import { entitiesQuery, saveSettings } from '../../../lib/queries/use-settings.ts';
import { useUserSettings } from './use-user-settings.ts';

export interface DetectionOptions {
  fast: string[];
  advanced: string[];
  standard: string[];
  threshold: number;
  useBanlist: boolean;
}

const METHODS: MethodName[] = ['fast', 'advanced', 'standard'];

const textsOf = (entities: ReadonlyArray<{ entity_text: string }> | undefined) =>
  (entities ?? []).map((e) => e.entity_text);

/** The saved entity lists per model (settings → entity list); a list that cannot be read counts as empty. */
export async function loadSavedEntities(client: QueryClient): Promise<Pick<DetectionOptions, MethodName>> {
  const [fast, advanced, standard] = await Promise.all(
    METHODS.map((method) => client.fetchQuery(entitiesQuery(method)).then(textsOf, () => [] as string[])),
  );
  return { fast: fast!, advanced: advanced!, standard: standard! };
}

/**
 * The detection tab's choices, seeded from the saved settings (entity lists per model, threshold,
 * ban list) and following them when they change (the same cache entries as the settings page).
 */
export function useDetectionOptions() {
  const client = useQueryClient();
  const settings = useUserSettings();
  const saved = useQueries({ queries: METHODS.map(entitiesQuery) });
  const [options, setOptions] = useState<DetectionOptions>({
    fast: [],
    advanced: [],
    standard: [],
    threshold: settings.detection_threshold,
    useBanlist: settings.use_banlist_for_detection,
  });
  const [fast, advanced, standard] = saved.map((query) => query.data);
  const isSettled = saved.every((query) => !query.isPending);

  useEffect(() => {
    if (!isSettled) return;
    setOptions((current) => ({
      ...current,
      fast: textsOf(fast),
      advanced: textsOf(advanced),
      standard: textsOf(standard),
    }));
  }, [isSettled, fast, advanced, standard]);

  useEffect(() => {
    setOptions((current) => ({
      ...current,
      threshold: settings.detection_threshold,
      useBanlist: settings.use_banlist_for_detection,
    }));
  }, [settings.detection_threshold, settings.use_banlist_for_detection]);

  return [options, setOptions, () => saveDetectionOptions(client, options)] as const;
}

/** Save to settings: entity lists per model (50 ms apart), then threshold and ban-list switch. */
async function saveDetectionOptions(client: QueryClient, options: DetectionOptions): Promise<void> {
  for (const method of METHODS) {
    const methodId = String(METHOD_IDS[method]);
    await api(deleteEntitiesByMethod, { params: { methodId } }).catch(() => undefined);
    const texts = options[method].filter((e) => e.trim() !== '');
    if (texts.length > 0)
      await api(addEntities, { body: { method_id: METHOD_IDS[method], entity_texts: texts } });
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  await client.invalidateQueries({ queryKey: queryKeys.settings.allEntities });
  await saveSettings(client, {
    detection_threshold: options.threshold,
    use_banlist_for_detection: options.useBanlist,
  });
}

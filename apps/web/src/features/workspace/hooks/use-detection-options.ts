import { addEntities, deleteEntitiesByMethod, METHOD_IDS, type MethodName } from '@sladd/contract';
import { useQueries, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo } from 'react';
import { api } from '../../../lib/api/index.ts';
import { queryKeys } from '../../../lib/queries/query-keys.ts';
import { entitiesQuery, saveSettings } from '../../../lib/queries/use-settings.ts';
import {
  departmentTypesOf,
  METHODS,
  ownTypesToSave,
  savedListsSignature,
  seededLists,
  signatureAfterSave,
  type EntityLists,
  type SavedLists,
} from '../lib/detection-choices.ts';
import { useWorkspace, useWorkspaceStore } from '../store/workspace-context.tsx';
import type { DetectionChoices, WorkspaceStore } from '../store/workspace-store.ts';
import { useUserSettings } from './use-user-settings.ts';

export type DetectionOptions = DetectionChoices;

const textsOf = (entities: ReadonlyArray<{ entity_text: string }> | undefined) =>
  (entities ?? []).map((e) => e.entity_text);

/** The saved entity lists per model (settings → entity list); a list that cannot be read counts as empty. */
export async function loadSavedEntities(client: QueryClient): Promise<Pick<DetectionOptions, MethodName>> {
  const [fast, advanced, standard] = await Promise.all(
    METHODS.map((method) => client.fetchQuery(entitiesQuery(method)).then(textsOf, () => [] as string[])),
  );
  return { fast: fast!, advanced: advanced!, standard: standard! };
}

type Update = DetectionOptions | ((current: DetectionOptions) => DetectionOptions);

/**
 * The detection tab's choices, seeded from the saved settings (entity lists per model — the
 * department's types among them —, threshold, ban list). They are kept by the workspace, not the
 * tab: switching tabs and back leaves them as the person left them. They follow the saved
 * settings only when those change (another screen, a department change).
 */
export function useDetectionOptions() {
  const client = useQueryClient();
  const store = useWorkspaceStore();
  const settings = useUserSettings();
  const saved = useQueries({ queries: METHODS.map(entitiesQuery) });
  const [fastRows, advancedRows, standardRows] = saved.map((query) => query.data);
  const isSettled = saved.every((query) => !query.isPending);
  const savedLists: SavedLists = useMemo(
    () => ({ fast: fastRows, advanced: advancedRows, standard: standardRows }),
    [fastRows, advancedRows, standardRows],
  );
  const department = useMemo(() => departmentTypesOf(savedLists), [savedLists]);
  const listsSeed = isSettled ? savedListsSignature(savedLists) : null;
  const { detection_threshold: threshold, use_banlist_for_detection: useBanlist } = settings;
  const settingsSeed = `${threshold}|${useBanlist}`;

  useEffect(() => {
    store.setState((state) => {
      const current = state.detectionChoices;
      let options: DetectionOptions = current?.options ?? {
        fast: [],
        advanced: [],
        standard: [],
        threshold,
        useBanlist,
      };
      if (current && current.settingsSeed !== settingsSeed) options = { ...options, threshold, useBanlist };
      const followsLists = listsSeed !== null && current?.listsSeed !== listsSeed;
      if (followsLists) options = { ...options, ...seededLists(savedLists) };
      if (current && current.options === options) return state;
      return {
        detectionChoices: {
          options,
          listsSeed: followsLists ? listsSeed : (current?.listsSeed ?? null),
          settingsSeed,
        },
      };
    });
  }, [store, listsSeed, savedLists, settingsSeed, threshold, useBanlist]);

  const stored = useWorkspace((s) => s.detectionChoices?.options);
  const options: DetectionOptions = stored ?? { fast: [], advanced: [], standard: [], threshold, useBanlist };

  const setOptions = useCallback(
    (update: Update) =>
      store.setState((state) => {
        const current = state.detectionChoices;
        const before = current?.options ?? { fast: [], advanced: [], standard: [], threshold, useBanlist };
        const next = typeof update === 'function' ? update(before) : update;
        return {
          detectionChoices: { options: next, listsSeed: current?.listsSeed ?? null, settingsSeed },
        };
      }),
    [store, threshold, useBanlist, settingsSeed],
  );

  const save = useCallback(
    () => saveDetectionOptions(client, store, department),
    [client, store, department],
  );

  return [options, setOptions, save, department] as const;
}

/**
 * Save to settings: each model's own types (the department's are saved already and stay), 50 ms
 * apart, then threshold and ban-list switch. The tab keeps showing what the person chose: it is
 * what was saved, so the saved lists coming back do not reseed it.
 */
async function saveDetectionOptions(
  client: QueryClient,
  store: WorkspaceStore,
  department: EntityLists,
): Promise<void> {
  const options = store.getState().detectionChoices?.options;
  if (!options) return;
  const own: EntityLists = {
    fast: ownTypesToSave('fast', options.fast, department.fast),
    advanced: ownTypesToSave('advanced', options.advanced, department.advanced),
    standard: ownTypesToSave('standard', options.standard, department.standard),
  };
  for (const method of METHODS) {
    const methodId = METHOD_IDS[method];
    await api(deleteEntitiesByMethod, { params: { methodId: String(methodId) } });
    if (own[method].length > 0)
      await api(addEntities, { body: { method_id: methodId, entity_texts: own[method] } });
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  const expected = signatureAfterSave(department, own);
  store.setState((state) =>
    state.detectionChoices ? { detectionChoices: { ...state.detectionChoices, listsSeed: expected } } : {},
  );
  await client.invalidateQueries({ queryKey: queryKeys.settings.allEntities });
  await saveSettings(client, {
    detection_threshold: options.threshold,
    use_banlist_for_detection: options.useBanlist,
  });
}

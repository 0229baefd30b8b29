import { METHOD_IDS, type MethodName } from '@sladd/contract';
import { useEffect, useState } from 'react';
import { callJson } from '../../../lib/api/index.ts';
import { useUserSettings } from './use-user-settings.ts';

export interface DetectionOptions {
  fast: string[];
  advanced: string[];
  standard: string[];
  threshold: number;
  useBanlist: boolean;
}

const METHODS: MethodName[] = ['fast', 'advanced', 'standard'];

/** The saved entity lists per model (settings → entity list); a list that cannot be read counts as empty. */
export async function loadSavedEntities(): Promise<Pick<DetectionOptions, MethodName>> {
  const [fast, advanced, standard] = await Promise.all(
    METHODS.map((method) =>
      callJson<Array<{ entity_text: string }>>('GET', `/settings/entities/${METHOD_IDS[method]}`).then(
        (r) => r.data.map((e) => e.entity_text),
        () => [] as string[],
      ),
    ),
  );
  return { fast: fast!, advanced: advanced!, standard: standard! };
}

/** The detection tab's choices, seeded from the saved settings (entity lists per model, threshold, ban list). */
export function useDetectionOptions() {
  const settings = useUserSettings();
  const [options, setOptions] = useState<DetectionOptions>({
    fast: [],
    advanced: [],
    standard: [],
    threshold: settings.detection_threshold,
    useBanlist: settings.use_banlist_for_detection,
  });

  useEffect(() => {
    let isCurrent = true;
    void loadSavedEntities().then((saved) => {
      if (isCurrent) setOptions((current) => ({ ...current, ...saved }));
    });
    return () => {
      isCurrent = false;
    };
  }, []);

  useEffect(() => {
    setOptions((current) => ({
      ...current,
      threshold: settings.detection_threshold,
      useBanlist: settings.use_banlist_for_detection,
    }));
  }, [settings.detection_threshold, settings.use_banlist_for_detection]);

  return [options, setOptions] as const;
}

/** Save to settings: entity lists per model (50 ms apart), then threshold and ban-list switch. */
export async function saveDetectionOptions(options: DetectionOptions): Promise<void> {
  for (const method of METHODS) {
    const id = METHOD_IDS[method];
    await callJson('DELETE', `/settings/entities/delete_entities_by_method_id/${id}`).catch(() => undefined);
    const texts = options[method].filter((e) => e.trim() !== '');
    if (texts.length > 0)
      await callJson('POST', '/settings/entities', { method_id: id, entity_texts: texts });
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  await callJson('PUT', '/settings', {
    detection_threshold: options.threshold,
    use_banlist_for_detection: options.useBanlist,
  });
  window.dispatchEvent(new Event('sladd:settings-changed'));
}

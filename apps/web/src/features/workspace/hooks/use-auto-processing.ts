import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { hasSavedEntities } from '../lib/entity-selection.ts';
import { notifyInfo, notifyWarning } from '../lib/notify.ts';
import type { WorkspaceFile } from '../types.ts';
import { loadSavedEntities } from './use-detection-options.ts';
import { useDetectionStream } from './use-detection-stream.ts';
import { loadIsPremium } from '../../../lib/queries/use-premium.ts';
import { loadUserSettings } from './use-user-settings.ts';

/** Spec 1 §9: the warning for an empty auto-processing configuration stays 8 s. */
export const EMPTY_AUTO_PROCESSING_MS = 8000;

/**
 * "Automatic processing" (spec 1 §2, spec 2 §4): with it on, files just uploaded are detected at
 * once with the saved entity lists, threshold and ban-list switch. Detection is premium, so for
 * other plans the setting has nothing to start.
 */
export function useAutoProcessing(): (added: readonly WorkspaceFile[]) => Promise<void> {
  const { t } = useTranslation('workspace');
  const client = useQueryClient();
  const { detect } = useDetectionStream();
  return useCallback(
    async (added) => {
      const files = added.filter((f) => !f.isRedacted);
      if (files.length === 0) return;
      const settings = await loadUserSettings(client).catch(() => undefined);
      if (!settings?.auto_processing) return;
      // Detection needs the server: offline, say so instead of failing with a network error.
      if (!navigator.onLine) {
        notifyInfo(t('offline.autoProcessingSkipped'), 5000);
        return;
      }
      if (!(await loadIsPremium(client).catch(() => false))) return;
      const saved = await loadSavedEntities(client);
      if (!hasSavedEntities(saved)) {
        notifyWarning(t('detection.autoProcessingEmpty'), EMPTY_AUTO_PROCESSING_MS);
        return;
      }
      await detect({
        files,
        ...saved,
        threshold: settings.detection_threshold,
        useBanlist: settings.use_banlist_for_detection,
      });
    },
    [client, detect, t],
  );
}

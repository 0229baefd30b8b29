import { useMantineColorScheme } from '@mantine/core';
import { exportSettings } from '@sladd/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { api, ApiError } from '../../../lib/api/index.ts';
import { describeError } from '../../../lib/i18n/translate-message.ts';
import { queryKeys } from '../../../lib/queries/query-keys.ts';
import { loadSettings } from '../../../lib/queries/use-settings.ts';
import { toColorScheme } from './general-form.ts';
import { notifyError, notifySuccess } from './notify.ts';
import { wait } from './wait.ts';
import {
  buildExportFileName,
  downloadJson,
  findSettingsFileProblem,
  uploadSettingsFile,
} from './settings-transfer.ts';
import { translateFileProblem } from './translate-file-problem.ts';
import { useSettingsTranslation } from './use-settings-translation.ts';

export interface TransferMessage {
  tone: 'success' | 'error';
  text: string;
}

/** Spec 1 §9: the import message goes away after 5 s. */
const MESSAGE_MS = 5000;

/** Export to a file, and import one: checked here first, applied by the server all or nothing. */
export function useSettingsTransfer(options: { onImported: () => void }) {
  const { t } = useSettingsTranslation();
  const queryClient = useQueryClient();
  const { setColorScheme } = useMantineColorScheme();
  const [message, setMessage] = useState<TransferMessage | null>(null);

  useEffect(() => {
    if (!message) return;
    const timer = window.setTimeout(() => setMessage(null), MESSAGE_MS);
    return () => window.clearTimeout(timer);
  }, [message]);

  const exportFile = useMutation({
    mutationFn: () => api(exportSettings),
    onSuccess: (file) => {
      downloadJson(file, buildExportFileName(new Date()));
      notifySuccess(t('general.transfer.exported'));
    },
    onError: (error) => notifyError(describeError(t, error, 'general.transfer.exportFailed')),
  });

  const importFile = useMutation({
    mutationFn: async (file: File) => {
      const problem = await findSettingsFileProblem(file);
      if (problem) throw new ApiError(400, 'VALIDATION_ERROR', problem);
      await uploadSettingsFile(file);
    },
    onSuccess: async () => {
      setMessage({ tone: 'success', text: t('general.transfer.imported') });
      options.onImported();
      await reloadEverything();
    },
    onError: (error) => {
      // File problems are worded by the contract; anything else is the spec's general failure.
      const isFileProblem = error instanceof ApiError && [400, 413, 415].includes(error.status);
      setMessage({
        tone: 'error',
        text: isFileProblem ? translateFileProblem(t, error.message) : t('general.transfer.importFailed'),
      });
    },
  });

  /** Every settings cache is dropped and read again; the theme follows the imported one at once. */
  async function reloadEverything() {
    await queryClient.invalidateQueries({ queryKey: queryKeys.settings.all });
    const settings = await loadSettings(queryClient, 0);
    setColorScheme(toColorScheme(settings.theme));
    // The spec refreshes the search terms again after 100 ms and 300 ms, for slow replicas.
    await wait(100);
    await queryClient.invalidateQueries({ queryKey: queryKeys.settings.patterns });
    await wait(300);
    await queryClient.invalidateQueries({ queryKey: queryKeys.settings.patterns });
  }

  return { exportFile, importFile, message, dismissMessage: () => setMessage(null) };
}

import { useMantineColorScheme } from '@mantine/core';
import { userSettingsSchema } from '@sladd/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useSettingsTranslation } from './use-settings-translation.ts';
import { describeError } from '../../../lib/i18n/translate-message.ts';
import {
  applyEdit,
  changedFields,
  hasUnsavedChanges,
  mergeDraft,
  toColorScheme,
  type Draft,
  type GeneralSettings,
} from './general-form.ts';
import { notifyError, notifySuccess } from './notify.ts';
import { queryKeys } from '../../../lib/queries/query-keys.ts';
import { useGeneralSettings, useUpdateSettings, type SavedSettings } from './use-general-settings.ts';

/** The General tab's state: saved settings, unsaved edits, instant fields and Save. */
export function useGeneralForm() {
  const { t } = useSettingsTranslation();
  const { setColorScheme } = useMantineColorScheme();
  const queryClient = useQueryClient();
  const query = useGeneralSettings();
  const update = useUpdateSettings();
  const [draft, setDraft] = useState<Draft>({});
  const saved = query.data;
  const values = saved ? mergeDraft(saved, draft) : undefined;

  function edit<K extends keyof GeneralSettings>(key: K, value: GeneralSettings[K]) {
    if (saved) setDraft((current) => applyEdit(saved, current, key, value));
  }

  /** Theme and auto processing take effect now and are saved now (spec 1 §2). */
  function editInstantly<K extends 'theme' | 'auto_processing'>(key: K, value: GeneralSettings[K]) {
    if (key === 'theme') setColorScheme(toColorScheme(value as GeneralSettings['theme']));
    // Shown at once; the server's answer replaces it, a failure reloads the truth.
    queryClient.setQueryData<SavedSettings>(
      queryKeys.settings.general,
      (old) => old && { ...old, [key]: value },
    );
    update.mutate({ [key]: value } as Draft, {
      onError: (error) => {
        notifyError(describeError(t, error, 'save.failed'));
        void queryClient.invalidateQueries({ queryKey: queryKeys.settings.general });
      },
    });
  }

  function save() {
    if (!saved) return;
    const changes = changedFields(saved, draft);
    // The contract's own schema: a half-typed colour is caught here with the field still in view.
    if (!userSettingsSchema.partial().safeParse(changes).success) {
      notifyError(t('save.invalid'));
      return;
    }
    update.mutate(changes, {
      onSuccess: () => {
        setDraft({});
        notifySuccess(t('save.saved'));
      },
      onError: (error) => notifyError(describeError(t, error, 'save.failed')),
    });
  }

  return {
    query,
    values,
    isDirty: hasUnsavedChanges(saved, draft),
    isSaving: update.isPending,
    edit,
    editInstantly,
    save,
    discard: () => setDraft({}),
  };
}

export type GeneralForm = ReturnType<typeof useGeneralForm>;

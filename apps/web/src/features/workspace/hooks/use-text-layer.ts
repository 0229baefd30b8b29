import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { setHighlightMode } from '../commands/index.ts';
import { notifyError, notifyInfo } from '../lib/notify.ts';
import { extractWords } from '../lib/pdf-api.ts';
import { useWorkspace, useWorkspaceStore } from '../store/workspace-context.tsx';
import { usePremium } from './use-premium.ts';
import { useUserSettings } from './use-user-settings.ts';

/**
 * The text layer for text-selection marking: the mode follows the user setting (premium only);
 * when words of the current file are missing, edit mode pauses while they load, then comes back
 * with 'OCR processing complete. Edit mode is on.' (spec 2 §4).
 */
export function useTextLayer(): void {
  const { t } = useTranslation('workspace');
  const store = useWorkspaceStore();
  const { isPremium } = usePremium();
  const settings = useUserSettings();
  const mode = useWorkspace((s) => s.highlightMode);
  const isEditMode = useWorkspace((s) => s.isEditMode);
  const currentKey = useWorkspace((s) => s.currentFileKey);
  const words = useWorkspace((s) => (s.currentFileKey ? s.words[s.currentFileKey] : undefined));

  useEffect(() => {
    setHighlightMode(store, settings.edit_mode === 'text' && isPremium ? 'text_selection' : 'rectangular');
  }, [store, settings.edit_mode, isPremium]);

  useEffect(() => {
    if (mode !== 'text_selection' || !isEditMode || !currentKey || words !== undefined) return;
    const file = store.getState().files.find((f) => f.key === currentKey);
    if (!file) return;
    store.setState((s) => ({ isEditMode: false, words: { ...s.words, [currentKey]: 'loading' } }));
    extractWords(file.file)
      .then((pages) => {
        store.setState((s) => ({ words: { ...s.words, [currentKey]: pages } }));
        if (store.getState().currentFileKey === currentKey) {
          store.setState({ isEditMode: true });
          notifyInfo(t('notices.ocrCompleteEditOn'));
        }
      })
      .catch((error: Error) => {
        store.setState((s) => ({ words: { ...s.words, [currentKey]: 'error' } }));
        notifyError(t('notices.ocrFailed', { error: error.message }));
      });
  }, [mode, isEditMode, currentKey, words, store, t]);
}

import { confirmClear } from './confirm-clear.tsx';
import { notifyError, notifySuccess } from './notify.ts';
import { useSettingsTranslation } from './use-settings-translation.ts';

/** The workspace keeps files (when allowed) in this IndexedDB database. */
export const STORED_FILES_DB = 'sladd-files';

/** Deletes the whole database; resolves false when the browser refuses or another tab holds it open. */
export function deleteStoredFiles(): Promise<boolean> {
  return new Promise((resolve) => {
    try {
      const request = indexedDB.deleteDatabase(STORED_FILES_DB);
      request.onsuccess = () => resolve(true);
      request.onerror = () => resolve(false);
      // An open workspace tab keeps the database; deletion then finishes when it closes.
      request.onblocked = () => resolve(false);
    } catch {
      resolve(false);
    }
  });
}

/** "Clear stored files": asks, deletes, and says how it went. */
export function useClearStoredFiles() {
  const { t } = useSettingsTranslation();
  return () =>
    confirmClear(
      t,
      {
        title: t('general.processing.clearFilesTitle'),
        text: t('general.processing.clearFilesText'),
        confirm: t('general.processing.clearFiles'),
      },
      () =>
        void deleteStoredFiles().then((isDone) =>
          isDone
            ? notifySuccess(t('general.processing.filesCleared'))
            : notifyError(t('general.processing.clearFilesFailed')),
        ),
    );
}

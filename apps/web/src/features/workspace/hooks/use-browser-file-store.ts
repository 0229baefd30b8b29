import { useEffect, useRef } from 'react';
import { addFiles } from '../commands/index.ts';
import { clearStoredFiles, deleteStoredFile, readStoredFiles, storeFile } from '../lib/browser-file-store.ts';
import { useWorkspaceStore } from '../store/workspace-context.tsx';
import { useUserSettingsState } from './use-user-settings.ts';

/**
 * "Save files in browser": with the setting on, uploaded originals are kept in IndexedDB and come
 * back on reload; turning it off forgets them. Redacted outputs are never kept.
 */
export function useBrowserFileStore(): void {
  const store = useWorkspaceStore();
  const isOn = useUserSettingsState()?.save_files_in_browser;
  const saved = useRef(new Set<string>());

  useEffect(() => {
    // Until the settings are known, neither restore nor forget anything.
    if (isOn === undefined) return;
    if (!isOn) {
      saved.current.clear();
      void clearStoredFiles().catch(() => undefined);
      return;
    }
    let isCurrent = true;
    let isRestoring = true;
    const sync = () => {
      if (isRestoring) return;
      const originals = store.getState().files.filter((f) => !f.isRedacted);
      const keys = new Set(originals.map((f) => f.key));
      for (const file of originals) {
        if (saved.current.has(file.key)) continue;
        saved.current.add(file.key);
        void storeFile(file.key, file.file).catch(() => saved.current.delete(file.key));
      }
      for (const key of [...saved.current]) {
        if (keys.has(key)) continue;
        saved.current.delete(key);
        void deleteStoredFile(key).catch(() => undefined);
      }
    };
    void readStoredFiles()
      .catch(() => [])
      .then((files) => {
        if (!isCurrent) return;
        for (const added of addFiles(store, files, 'add')) saved.current.add(added.key);
        isRestoring = false;
        // Files uploaded before the settings arrived (or while restoring) are saved now too.
        sync();
      });
    const unsubscribe = store.subscribe((state, previous) => state.files !== previous.files && sync());
    return () => {
      isCurrent = false;
      unsubscribe();
    };
  }, [isOn, store]);
}

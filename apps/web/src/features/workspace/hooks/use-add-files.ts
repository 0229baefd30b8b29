import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { addFiles } from '../commands/index.ts';
import { notifyError } from '../lib/notify.ts';
import { validateUpload } from '../lib/validate-upload.ts';
import { useAutoProcessing } from './use-auto-processing.ts';
import { useWorkspaceStore } from '../store/workspace-context.tsx';
import { markLoad } from '../viewer/load-marks.ts';
import { releasePdfDocument } from '../viewer/pdf-cache.ts';

/**
 * Validates and adds picked or dropped files, with the spec's error notice (5 s) on the first issue;
 * with automatic processing on, detection starts on the files added.
 */
export function useAddFiles() {
  const { t } = useTranslation('workspace');
  const store = useWorkspaceStore();
  const autoProcess = useAutoProcessing();
  return useCallback(
    (files: File[], mode: 'add' | 'replace') => {
      const existing = mode === 'replace' ? 0 : store.getState().files.length;
      const { accepted, issue } = validateUpload(files, existing);
      if (issue !== 'none') {
        notifyError(t(`upload.${issue}`));
        return;
      }
      if (mode === 'replace') for (const file of store.getState().files) releasePdfDocument(file.key);
      const added = addFiles(store, accepted, mode);
      markLoad('files-added');
      void autoProcess(added);
    },
    [store, t, autoProcess],
  );
}

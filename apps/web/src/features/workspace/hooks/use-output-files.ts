import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { outputFiles } from '../commands/index.ts';
import { notifyError, notifyWarning } from '../lib/notify.ts';
import { DEFAULT_REDACTION_OPTIONS } from '../lib/redaction-mapping.ts';
import { useWorkspaceStore } from '../store/workspace-context.tsx';
import type { WorkspaceFile } from '../types.ts';
import { useRedaction } from './use-redaction.ts';

function downloadFile(file: File): void {
  const url = URL.createObjectURL(file);
  const link = document.createElement('a');
  link.href = url;
  link.download = file.name;
  document.body.append(link);
  link.click();
  link.remove();
  window.setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

function printFile(file: File, onFailed: () => void): void {
  const url = URL.createObjectURL(file);
  const frame = document.createElement('iframe');
  frame.style.position = 'fixed';
  frame.style.width = '0';
  frame.style.height = '0';
  frame.style.border = '0';
  frame.src = url;
  frame.onload = () => {
    try {
      frame.contentWindow?.print();
    } catch {
      onFailed();
    }
    window.setTimeout(() => {
      frame.remove();
      URL.revokeObjectURL(url);
    }, 60_000);
  };
  document.body.append(frame);
}

/** Save/download and print use the redacted files; with none yet, redaction runs first (spec 2 §4). */
export function useOutputFiles() {
  const { t } = useTranslation('workspace');
  const store = useWorkspaceStore();
  const { redact, isRedacting } = useRedaction();

  const ensureRedacted = useCallback(async (): Promise<WorkspaceFile[]> => {
    const existing = outputFiles(store);
    if (existing.length > 0) return existing;
    return redact(store.getState().files, DEFAULT_REDACTION_OPTIONS);
  }, [store, redact]);

  const download = useCallback(async () => {
    try {
      const files = await ensureRedacted();
      if (files.length === 0) return notifyWarning(t('output.noFilesForDownload'));
      for (const file of files) downloadFile(file.file);
    } catch {
      notifyError(t('output.errorDownloading'));
    }
  }, [ensureRedacted, t]);

  const print = useCallback(async () => {
    const files = await ensureRedacted();
    if (files.length === 0) return notifyWarning(t('output.noFilesToPrint'));
    printFile(files[0]!.file, () => notifyError(t('output.printFailed')));
  }, [ensureRedacted, t]);

  return { download, print, isBusy: isRedacting };
}

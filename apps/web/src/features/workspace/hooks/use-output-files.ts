import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { downloadFile } from '../lib/download-file.ts';
import { notifyError, notifyWarning } from '../lib/notify.ts';
import { findRedaction, inOriginalOrder } from '../commands/index.ts';
import { DEFAULT_REDACTION_OPTIONS, type RedactionOptions } from '../lib/redaction-mapping.ts';
import { marksSignature } from '../lib/redaction-signature.ts';
import { useWorkspaceStore } from '../store/workspace-context.tsx';
import type { WorkspaceState } from '../store/workspace-store.ts';
import type { WorkspaceFile } from '../types.ts';
import { useRedaction } from './use-redaction.ts';

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

/** Save or print would have to redact first, and redaction runs on the server: refused offline. */
class NeedsServerError extends Error {
  constructor(readonly count: number) {
    super('redaction needs the server');
  }
}

/**
 * The files save and print hand out: for each original, the redacted file made from its current
 * marks, redacting (with the options it was last redacted with) only when the marks changed or it
 * never was; and redacted files whose original is gone.
 */
async function outputsFor(
  state: WorkspaceState,
  redact: (files: WorkspaceFile[], options: RedactionOptions) => Promise<WorkspaceFile[]>,
  isOnline: boolean,
): Promise<WorkspaceFile[]> {
  const highlights = Object.values(state.highlights);
  const originals = state.files.filter((f) => !f.isRedacted);
  const ready: WorkspaceFile[] = [];
  const toRedact = new Map<string, { options: RedactionOptions; files: WorkspaceFile[] }>();
  for (const file of originals) {
    const own = highlights.filter((h) => h.fileKey === file.key);
    const made = findRedaction(state, file.key, marksSignature(own));
    if (made) ready.push(made.file);
    else if (own.length > 0) {
      const options = state.redactions[file.key]?.options ?? DEFAULT_REDACTION_OPTIONS;
      const group = toRedact.get(JSON.stringify(options)) ?? { options, files: [] };
      toRedact.set(JSON.stringify(options), { ...group, files: [...group.files, file] });
    }
  }
  const recorded = new Set(Object.values(state.redactions).map((r) => r.outputKey));
  ready.push(...state.files.filter((f) => f.isRedacted && !recorded.has(f.key)));
  const waiting =
    toRedact.size === 0 && ready.length === 0
      ? originals.length
      : [...toRedact.values()].reduce((sum, group) => sum + group.files.length, 0);
  // Handing out the others alone would look like a complete save; the person decides once online.
  if (!isOnline && waiting > 0) throw new NeedsServerError(waiting);
  if (toRedact.size === 0 && ready.length === 0) return redact(originals, DEFAULT_REDACTION_OPTIONS);
  for (const group of toRedact.values()) ready.push(...(await redact(group.files, group.options)));
  return ready;
}

/** Save/download and print use the redacted files; with none yet, redaction runs first (spec 2 §4). */
export function useOutputFiles() {
  const { t } = useTranslation('workspace');
  const store = useWorkspaceStore();
  const { redact, isRedacting } = useRedaction();
  const [isPrinting, setIsPrinting] = useState(false);

  // Read when the person asks (the browser's own flag, as the offline badge reads it).
  const ensureRedacted = useCallback(
    () => outputsFor(store.getState(), redact, navigator.onLine),
    [store, redact],
  );

  const download = useCallback(async () => {
    try {
      const files = await ensureRedacted();
      if (files.length === 0) return notifyWarning(t('output.noFilesForDownload'));
      for (const file of files) downloadFile(file.file);
    } catch (error) {
      if (error instanceof NeedsServerError)
        return notifyWarning(t('offline.needsServer.save', { count: error.count }));
      notifyError(t('output.errorDownloading'));
    }
  }, [ensureRedacted, t]);

  const print = useCallback(async () => {
    let files: WorkspaceFile[];
    try {
      files = await ensureRedacted();
    } catch (error) {
      if (error instanceof NeedsServerError)
        return notifyWarning(t('offline.needsServer.print', { count: error.count }));
      return notifyError(t('output.printFailed'));
    }
    if (files.length === 0) return notifyWarning(t('output.noFilesToPrint'));
    const onFailed = () => notifyError(t('output.printFailed'));
    // One file prints as the PDF itself; several print as one job, every file in list order.
    if (files.length === 1) return printFile(files[0]!.file, onFailed);
    setIsPrinting(true);
    try {
      // Loaded when asked: it brings pdf.js's drawing, which the rest of this hook does not need.
      const { printFilesTogether } = await import('../viewer/print-document.ts');
      await printFilesTogether(inOriginalOrder(store.getState(), files), onFailed);
    } catch {
      onFailed();
    } finally {
      setIsPrinting(false);
    }
  }, [ensureRedacted, store, t]);

  return { download, print, isBusy: isRedacting || isPrinting };
}

import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { waitAtMost } from '../../../lib/pdf/pdf-worker.ts';
import { addFiles } from '../commands/index.ts';
import { fileKeyOf } from '../lib/file-key.ts';
import { notifyError } from '../lib/notify.ts';
import { validateUpload } from '../lib/validate-upload.ts';
import { useAutoProcessing } from './use-auto-processing.ts';
import { useWorkspaceStore } from '../store/workspace-context.tsx';
import type { WorkspaceStore } from '../store/workspace-store.ts';
import type { WorkspaceFile } from '../types.ts';
import { afterFirstPaint } from '../viewer/first-paint.ts';
import { markLoad } from '../viewer/load-marks.ts';
import { loadPdfDocument, releasePdfDocument, startOpeningPdf } from '../viewer/pdf-cache.ts';

/**
 * How long a drop waits at most for its files' bytes before the workspace shows them. Reading is
 * usually a few milliseconds; waiting for it lets the pdf.js worker parse while React lays the
 * workspace out (a long task that would otherwise come first and hold the bytes back).
 */
export const BYTES_WAIT_MS = 100;

/** Hands the new files' bytes to pdf.js, then yields one task so they are posted to its worker. */
async function startParsing(
  store: WorkspaceStore,
  files: readonly File[],
  mode: 'add' | 'replace',
): Promise<void> {
  const open = new Set(mode === 'replace' ? [] : store.getState().files.map((f) => f.key));
  const reading = files.filter((f) => !open.has(fileKeyOf(f))).map((f) => startOpeningPdf(fileKeyOf(f), f));
  await waitAtMost(Promise.all(reading), BYTES_WAIT_MS);
  await new Promise((resolve) => setTimeout(resolve, 0));
}

/** Adds the files; a replace frees the documents of the files it removed. */
function showFiles(store: WorkspaceStore, files: readonly File[], mode: 'add' | 'replace'): WorkspaceFile[] {
  const replaced = mode === 'replace' ? store.getState().files.map((f) => f.key) : [];
  const added = addFiles(store, files, mode);
  markLoad('files-added');
  const kept = new Set(added.map((f) => f.key));
  for (const key of replaced) if (!kept.has(key)) releasePdfDocument(key);
  return added;
}

/**
 * The added files still open once the first of them has painted a page (or could not): detection
 * waits for that, as its upload, the server's work and the marks arriving would compete with it.
 */
async function stillOpenAfterFirstPaint(
  store: WorkspaceStore,
  added: readonly WorkspaceFile[],
): Promise<WorkspaceFile[]> {
  const first = added[0];
  if (first) await afterFirstPaint(loadPdfDocument(first.key, first.file));
  const open = new Set(store.getState().files.map((f) => f.key));
  return added.filter((f) => open.has(f.key));
}

/**
 * Validates and adds picked or dropped files, with the spec's error notice (5 s) on the first issue;
 * with automatic processing on, detection starts on the files added once the first has painted.
 */
export function useAddFiles() {
  const { t } = useTranslation('workspace');
  const store = useWorkspaceStore();
  const autoProcess = useAutoProcessing();
  return useCallback(
    async (files: File[], mode: 'add' | 'replace') => {
      const existing = mode === 'replace' ? 0 : store.getState().files.length;
      const { accepted, issue } = validateUpload(files, existing);
      if (issue !== 'none') {
        notifyError(t(`upload.${issue}`));
        return;
      }
      await startParsing(store, accepted, mode);
      const added = showFiles(store, accepted, mode);
      void autoProcess(await stillOpenAfterFirstPaint(store, added));
    },
    [store, t, autoProcess],
  );
}

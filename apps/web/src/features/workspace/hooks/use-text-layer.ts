import { useNetwork } from '@mantine/hooks';
import i18next, { type TFunction } from 'i18next';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiErrorCode } from '../../../lib/api/index.ts';
import { translateMessage } from '../../../lib/i18n/translate-message.ts';
import { setHighlightMode } from '../commands/index.ts';
import { notifyError, notifyInfo, notifyWarning } from '../lib/notify.ts';
import { extractTextLayer, extractWords, TextLayerError } from '../lib/pdf-api.ts';
import { useWorkspace, useWorkspaceStore } from '../store/workspace-context.tsx';
import type { OcrFileState, WorkspaceStore } from '../store/workspace-store.ts';
import type { PageWords } from '../types.ts';
import { usePremium } from '../../../lib/queries/use-premium.ts';
import { useUserSettings } from './use-user-settings.ts';

/**
 * The text layer for text-selection marking: the mode follows the user setting (premium only).
 * When words of the current file are missing, edit mode pauses while the server reads them (and
 * OCRs scanned pages), then comes back with 'OCR processing complete. Edit mode is on.' (spec 2 §4).
 * A failed attempt is retried with a growing delay; a removed file's work is cancelled.
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
  const files = useWorkspace((s) => s.files);
  const running = useRef(new Map<string, AbortController>());
  // Reading the text layer needs the server: offline it waits, and starts when the network is back.
  const { online } = useNetwork();

  useEffect(() => {
    setHighlightMode(store, settings.edit_mode === 'text' && isPremium ? 'text_selection' : 'rectangular');
  }, [store, settings.edit_mode, isPremium]);

  useEffect(() => {
    // Skipped when the words are ready or on their way; after a failure, turning edit mode on again retries.
    if (
      !online ||
      mode !== 'text_selection' ||
      !isEditMode ||
      !currentKey ||
      (words !== undefined && words !== 'error')
    )
      return;
    const file = store.getState().files.find((f) => f.key === currentKey);
    if (!file) return;
    const controller = new AbortController();
    running.current.set(currentKey, controller);
    void loadTextLayer(store, currentKey, file.file, controller.signal, t).finally(() => {
      if (running.current.get(currentKey) === controller) running.current.delete(currentKey);
    });
  }, [online, mode, isEditMode, currentKey, words, store, t]);

  useEffect(() => {
    const present = new Set(files.map((f) => f.key));
    for (const [key, controller] of running.current) {
      if (present.has(key)) continue;
      controller.abort();
      running.current.delete(key);
    }
    const ocr = store.getState().ocr;
    if (Object.keys(ocr).some((key) => !present.has(key))) {
      store.setState({ ocr: Object.fromEntries(Object.entries(ocr).filter(([key]) => present.has(key))) });
    }
  }, [files, store]);

  useEffect(() => {
    const controllers = running.current;
    return () => controllers.forEach((controller) => controller.abort());
  }, []);
}

function setOcr(store: WorkspaceStore, key: string, patch: Partial<OcrFileState>): void {
  store.setState((s) => {
    const current = s.ocr[key] ?? { status: 'idle', progress: 0, totalPages: 0, ocrPages: [] };
    return { ocr: { ...s.ocr, [key]: { ...current, ...patch } } };
  });
}

function setWords(store: WorkspaceStore, key: string, words: PageWords[] | 'loading' | 'error'): void {
  store.setState((s) => ({ words: { ...s.words, [key]: words } }));
}

async function loadTextLayer(
  store: WorkspaceStore,
  key: string,
  file: File,
  signal: AbortSignal,
  t: TFunction<'workspace'>,
): Promise<void> {
  store.setState({ isEditMode: false });
  setWords(store, key, 'loading');
  setOcr(store, key, {
    status: 'processing',
    progress: 0,
    startTime: Date.now(),
    endTime: undefined,
    error: undefined,
  });
  try {
    const answer = await extractTextLayer(file, { signal });
    setWords(store, key, answer.pages);
    setOcr(store, key, {
      status: 'completed',
      progress: 100,
      totalPages: answer.page_count,
      ocrPages: answer.ocr.pages,
      endTime: Date.now(),
    });
    if (store.getState().currentFileKey === key) {
      store.setState({ isEditMode: true });
      notifyInfo(t('notices.ocrCompleteEditOn'));
    }
  } catch (error) {
    if (signal.aborted) return;
    const attempts = error instanceof TextLayerError ? error.attempts : 1;
    const cause = error instanceof TextLayerError ? error.lastError : error;
    const reason =
      cause instanceof Error && cause.message
        ? translateMessage(i18next.t, cause.message)
        : t('notices.ocrFailedGeneric');
    const message =
      attempts > 1
        ? t('notices.ocrFailedAfterAttempts', { count: attempts, error: reason })
        : t('notices.ocrFailed', { error: reason });
    setOcr(store, key, {
      status: 'error',
      progress: 0,
      endTime: Date.now(),
      error: { message, retryCount: attempts - 1 },
    });
    if (isApiErrorCode(cause, 'OCR_PAGE_LIMIT')) return loadWithoutOcr(store, key, file, signal, t, reason);
    setWords(store, key, 'error');
    notifyError(message);
  }
}

/** Too many scanned pages to read: the pages that do have a text layer can still be marked. */
async function loadWithoutOcr(
  store: WorkspaceStore,
  key: string,
  file: File,
  signal: AbortSignal,
  t: TFunction<'workspace'>,
  reason: string,
): Promise<void> {
  try {
    const answer = await extractWords(file, { signal });
    setWords(store, key, answer.pages);
    notifyWarning(t('notices.ocrSkipped', { error: reason }));
  } catch {
    if (signal.aborted) return;
    setWords(store, key, 'error');
    notifyError(t('notices.ocrFailed', { error: reason }));
  }
}

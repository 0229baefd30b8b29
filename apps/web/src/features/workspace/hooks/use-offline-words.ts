import { useNetwork } from '@mantine/hooks';
import { useEffect, useRef } from 'react';
import { ApiError } from '../../../lib/api/api-error.ts';
import { extractWords } from '../lib/pdf-api.ts';
import { forgetWords, keepWords, keptWordKeys, wordsForSearch } from '../lib/offline-words.ts';
import { useWorkspace, useWorkspaceStore } from '../store/workspace-context.tsx';

/** A new file waits this long, so its first page and any work the person starts go first. */
export const OFFLINE_WORDS_DELAY_MS = 1500;

/**
 * Reads the words of each open file once in the background (text layer only, no OCR), one file at a
 * time, while online, so search in files already in the browser keeps working offline
 * (decision 0046). A file whose text layer the workspace is reading or has read is left alone; a
 * file opened offline is read when the network comes back. A refusal (quota, a broken file) is
 * not retried: search online still works for it.
 */
export function useOfflineWords(): void {
  const store = useWorkspaceStore();
  const files = useWorkspace((s) => s.files);
  const { online } = useNetwork();
  const refused = useRef(new Set<string>());
  const controller = useRef<AbortController | null>(null);

  useEffect(() => {
    const present = new Set(files.map((f) => f.key));
    for (const key of keptWordKeys()) if (!present.has(key)) forgetWords(key);
    if (!online || controller.current) return;
    const running = new AbortController();
    const pending = () =>
      store
        .getState()
        .files.find(
          (f) =>
            store.getState().words[f.key] === undefined &&
            !wordsForSearch(store.getState(), f.key) &&
            !refused.current.has(f.key),
        );
    if (!pending()) return;
    controller.current = running;
    const timer = window.setTimeout(async () => {
      try {
        for (let file = pending(); file && !running.signal.aborted && navigator.onLine; file = pending()) {
          try {
            const answer = await extractWords(file.file, { signal: running.signal });
            if (store.getState().files.some((f) => f.key === file!.key)) keepWords(file.key, answer.pages);
          } catch (error) {
            if (running.signal.aborted) return;
            // No answer at all: offline again; the next 'online' starts over. Otherwise not retried.
            if (error instanceof ApiError && error.status === 0) return;
            refused.current.add(file.key);
          }
        }
      } finally {
        if (controller.current === running) controller.current = null;
      }
    }, OFFLINE_WORDS_DELAY_MS);
    running.signal.addEventListener('abort', () => window.clearTimeout(timer));
  }, [files, online, store]);

  useEffect(
    () => () => {
      controller.current?.abort();
      controller.current = null;
    },
    [],
  );
}

import { useCallback, useEffect, useRef } from 'react';
import { setCurrentPage } from '../commands/index.ts';
import type { WorkspaceStore } from '../store/workspace-store.ts';

const DEBOUNCE_MS = 20;

/**
 * Scroll sync (spec 2 §4): the most visible page, after a 20 ms pause, becomes the current page
 * of its file and its file becomes current. Returns the callback pages report their ratio to.
 */
export function useScrollSync(store: WorkspaceStore, isPaused: () => boolean) {
  const ratios = useRef(new Map<string, { fileKey: string; page: number; ratio: number }>());
  const timer = useRef<number | undefined>(undefined);

  const report = useCallback(
    (fileKey: string, page: number, ratio: number) => {
      const id = `${fileKey}#${page}`;
      if (ratio > 0) ratios.current.set(id, { fileKey, page, ratio });
      else ratios.current.delete(id);
      window.clearTimeout(timer.current);
      timer.current = window.setTimeout(() => {
        if (isPaused()) return;
        let best: { fileKey: string; page: number; ratio: number } | undefined;
        for (const entry of ratios.current.values()) if (!best || entry.ratio > best.ratio) best = entry;
        if (best) setCurrentPage(store, best.fileKey, best.page);
      }, DEBOUNCE_MS);
    },
    [store, isPaused],
  );

  useEffect(() => () => window.clearTimeout(timer.current), []);
  return report;
}

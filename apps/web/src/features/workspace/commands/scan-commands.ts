import type { WorkspaceStore } from '../store/workspace-store.ts';
import type { ScanPages } from '../types.ts';

const EMPTY: ScanPages = { ocr: [], reading: [], unreadable: [] };

const union = (a: number[], b: number[] = []) => [...new Set([...a, ...b])].sort((x, y) => x - y);

/** Records what a run learnt about a file's scanned pages; page lists only grow (they are facts about the file). */
export function recordScanPages(
  store: WorkspaceStore,
  fileKey: string,
  found: { ocr?: number[]; unreadable?: number[]; error?: string },
): void {
  store.setState((state) => {
    const current = state.scanPages[fileKey] ?? EMPTY;
    const unreadable = union(current.unreadable, found.unreadable);
    // A page OCR found nothing on is not "read by OCR" for the person: it is unreadable.
    const ocr = union(current.ocr, found.ocr).filter((page) => !unreadable.includes(page));
    const next: ScanPages = {
      ocr,
      reading: current.reading.filter((page) => !ocr.includes(page) && !unreadable.includes(page)),
      unreadable,
      ...(found.error
        ? { error: found.error }
        : current.error && !found.ocr?.length
          ? { error: current.error }
          : {}),
    };
    return { scanPages: { ...state.scanPages, [fileKey]: next } };
  });
}

/** A page of a file is being read by OCR (true) or no longer is (false). */
export function setOcrReading(store: WorkspaceStore, fileKey: string, page: number, reading: boolean): void {
  store.setState((state) => {
    const current = state.scanPages[fileKey] ?? EMPTY;
    const others = current.reading.filter((p) => p !== page);
    return {
      scanPages: {
        ...state.scanPages,
        [fileKey]: { ...current, reading: reading ? union(others, [page]) : others },
      },
    };
  });
}

/** A stopped or failed run reads nothing any more. */
export function clearOcrReading(store: WorkspaceStore): void {
  store.setState((state) => ({
    scanPages: Object.fromEntries(
      Object.entries(state.scanPages).map(([key, scan]) => [key, { ...scan, reading: [] }]),
    ),
  }));
}

import type { WorkspaceState } from '../store/workspace-store.ts';
import type { PageWords } from '../types.ts';

// Words of the open files from /api/pdf/extract, kept so search goes on without the server
// (decision 0046). Resources, not state, like the parsed pdf.js documents (viewer/pdf-cache.ts):
// kept by file key, dropped with the file.
const kept = new Map<string, PageWords[]>();

export function keepWords(key: string, pages: PageWords[]): void {
  kept.set(key, pages);
}

export function forgetWords(key: string): void {
  kept.delete(key);
}

export function keptWordKeys(): string[] {
  return [...kept.keys()];
}

/** The words of a file for a search in the browser: its text layer if read (OCR included), else the kept words. */
export function wordsForSearch(state: Pick<WorkspaceState, 'words'>, key: string): PageWords[] | undefined {
  const words = state.words[key];
  return Array.isArray(words) ? words : kept.get(key);
}

/**
 * The steps from a drop to the first painted page, as user-timing marks (`sladd:<step>`): they cost
 * next to nothing, show in the browser's performance panel, and bench/workspace-browser.bench.ts
 * reads them to break the time to the first page down. Step names only, never a file name or text.
 */
export type LoadStep =
  | 'files-added'
  | 'bytes-read'
  | 'document-opened'
  | 'first-page-measured'
  | 'first-render-started'
  | 'first-page-painted';

export function markLoad(step: LoadStep): void {
  performance.mark(`sladd:${step}`);
}

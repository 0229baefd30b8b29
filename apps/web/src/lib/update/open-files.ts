/**
 * How many files the workspace has open, for the update flow (a person with files open is never
 * reloaded without being asked). The workspace store lives inside the workspace's React tree; it
 * reports here (features/workspace/hooks/use-report-open-files.ts) and the update machine
 * (app/update/app-update.ts) listens. It sits in lib/ so the workspace need not import the app.
 */
let openFiles = 0;
const listeners = new Set<(count: number) => void>();

export function reportOpenFiles(count: number): void {
  if (count === openFiles) return;
  openFiles = count;
  for (const listener of listeners) listener(count);
}

export function openFileCount(): number {
  return openFiles;
}

export function subscribeOpenFiles(listener: (count: number) => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

import { fileKeyOf } from '../lib/file-key.ts';
import { forgetPendingFile, transaction } from '../store/history.ts';
import type { WorkspaceStore } from '../store/workspace-store.ts';
import type { VerificationEntry, WorkspaceFile } from '../types.ts';
import { removeHighlightsOfFile } from './highlight-commands.ts';

/** Adds files (mode 'add') or replaces every file and its marks (mode 'replace'); duplicates by key are skipped. */
export function addFiles(
  store: WorkspaceStore,
  files: readonly File[],
  mode: 'add' | 'replace',
): WorkspaceFile[] {
  if (mode === 'replace') {
    // Undoing a replace brings the earlier files back, each with its highlights, in one step.
    transaction(store, () => {
      for (const existing of store.getState().files) removeFile(store, existing.key);
    });
  }
  const { files: current } = store.getState();
  const known = new Set(current.map((f) => f.key));
  const added: WorkspaceFile[] = [];
  for (const file of files) {
    const key = fileKeyOf(file);
    if (known.has(key)) continue;
    known.add(key);
    added.push({ key, file });
  }
  if (added.length === 0) return [];
  store.setState((state) => ({
    files: [...state.files, ...added],
    currentFileKey: state.currentFileKey ?? added[0]!.key,
    selectedKeys: [...state.selectedKeys, ...added.map((f) => f.key)],
  }));
  return added;
}

/**
 * Adds a file produced by redaction, flagged `isRedacted` so save and print find it (see
 * outputFiles). Redacting the same original again replaces the file its last redaction made
 * (`originalKey`: that original); two originals of the same name each keep their own output and
 * certificate, so the key stays unique even when both outputs have the same name and size.
 */
export function addRedactedFile(
  store: WorkspaceStore,
  file: File,
  verification?: VerificationEntry,
  originalKey?: string,
): WorkspaceFile {
  const state = store.getState();
  const replaced = originalKey === undefined ? undefined : state.redactions[originalKey]?.outputKey;
  const taken = new Set(state.files.filter((f) => f.key !== replaced).map((f) => f.key));
  const base = `redacted::${fileKeyOf(file)}`;
  let key = base;
  for (let n = 2; taken.has(key); n++) key = `${base}::${n}`;
  const entry: WorkspaceFile = { key, file, isRedacted: true, verification };
  store.setState((current) => {
    const { [replaced ?? '']: _old, ...kept } = current.verification;
    return {
      files: [...current.files.filter((f) => f.key !== replaced), entry],
      verification: verification ? { ...kept, [key]: verification } : kept,
    };
  });
  return entry;
}

/**
 * The files save, download and print hand out: only those redaction produced. The flag, never the
 * name: a person may upload "vedtak-redacted.pdf" that nothing has redacted yet.
 */
export function outputFiles(store: WorkspaceStore): WorkspaceFile[] {
  return store.getState().files.filter((f) => f.isRedacted === true);
}

/**
 * Removes a file with all its highlights, summaries and page state, as one undo step: undo brings
 * the file back with its highlights, never the highlights alone.
 */
export function removeFile(store: WorkspaceStore, key: string): void {
  forgetPendingFile(store, key);
  transaction(store, () => {
    removeHighlightsOfFile(store, key);
    store.setState((state) => {
      const files = state.files.filter((f) => f.key !== key);
      const { [key]: _page, ...pageStates } = state.pageStates;
      const { [key]: _summary, ...entitySummaries } = state.entitySummaries;
      const { [key]: _words, ...words } = state.words;
      const { [key]: _scan, ...scanPages } = state.scanPages;
      return {
        files,
        pageStates,
        entitySummaries,
        words,
        scanPages,
        selectedKeys: state.selectedKeys.filter((k) => k !== key),
        collapsedKeys: state.collapsedKeys.filter((k) => k !== key),
        currentFileKey: state.currentFileKey === key ? (files[0]?.key ?? null) : state.currentFileKey,
        fullScreenKey: state.fullScreenKey === key ? null : state.fullScreenKey,
      };
    });
  });
}

export function setCurrentFile(store: WorkspaceStore, key: string): void {
  if (store.getState().currentFileKey !== key) store.setState({ currentFileKey: key });
}

/** Opens a file: makes it current, expands it and scrolls to where the person was. */
export function openFile(store: WorkspaceStore, key: string): void {
  const state = store.getState();
  store.setState({
    currentFileKey: key,
    collapsedKeys: state.collapsedKeys.filter((k) => k !== key),
    navigation: { fileKey: key, page: state.pageStates[key]?.currentPage ?? 1, nonce: Date.now() },
  });
}

export function toggleFileSelected(store: WorkspaceStore, key: string): void {
  const { selectedKeys } = store.getState();
  store.setState({
    selectedKeys: selectedKeys.includes(key) ? selectedKeys.filter((k) => k !== key) : [...selectedKeys, key],
  });
}

export function setAllSelected(store: WorkspaceStore, isSelected: boolean): void {
  store.setState((state) => ({ selectedKeys: isSelected ? state.files.map((f) => f.key) : [] }));
}

export function toggleFileCollapsed(store: WorkspaceStore, key: string): void {
  const { collapsedKeys } = store.getState();
  store.setState({
    collapsedKeys: collapsedKeys.includes(key)
      ? collapsedKeys.filter((k) => k !== key)
      : [...collapsedKeys, key],
  });
}

/** Opens a file full screen (at the viewer's own zoom of 1), or closes full screen with null. */
export function setFullScreenFile(store: WorkspaceStore, key: string | null): void {
  store.setState((s) => ({ fullScreenKey: key, ui: key ? { ...s.ui, fullScreenZoom: 1 } : s.ui }));
}

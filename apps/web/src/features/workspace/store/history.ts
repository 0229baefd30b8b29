import type { Highlight } from '../types.ts';
import type { Change, FileRecord, HistoryEntry } from './history-entry.ts';
import type { WorkspaceState, WorkspaceStore } from './workspace-store.ts';

/** How many undo steps the history keeps; the oldest go first. */
export const UNDO_LIMIT = 100;

/**
 * How a change enters the history (Excalidraw's capture modes): `immediately` is one step (or part
 * of the open transaction), `eventually` gathers into the pending step a long operation commits
 * once (a streamed detection run), `never` is not undoable (a colour preference).
 */
export type CaptureMode = 'immediately' | 'eventually' | 'never';

interface Recording {
  depth: number;
  pending: HistoryEntry | null;
}
const recordings = new WeakMap<WorkspaceStore, Recording>();
function recordingOf(store: WorkspaceStore): Recording {
  let recording = recordings.get(store);
  if (!recording) recordings.set(store, (recording = { depth: 0, pending: null }));
  return recording;
}

function fileRecord(state: WorkspaceState, key: string): FileRecord | undefined {
  const index = state.files.findIndex((f) => f.key === key);
  if (index < 0) return undefined;
  const words = state.words[key];
  return {
    file: state.files[index]!,
    index,
    pageState: state.pageStates[key],
    summary: state.entitySummaries[key],
    // Words still loading are not worth keeping: the viewer asks again.
    words: Array.isArray(words) ? words : undefined,
    scan: state.scanPages[key],
    verification: state.verification[key],
    isSelected: state.selectedKeys.includes(key),
    isCollapsed: state.collapsedKeys.includes(key),
  };
}

function isEmpty(entry: HistoryEntry): boolean {
  return Object.keys(entry.highlights).length === 0 && Object.keys(entry.files).length === 0;
}

/** What changed between two states: highlights by id, files by key (added or removed). */
export function diffStates(before: WorkspaceState, after: WorkspaceState): HistoryEntry | null {
  const entry: HistoryEntry = { highlights: {}, files: {} };
  if (before.highlights !== after.highlights) {
    for (const [id, h] of Object.entries(before.highlights))
      if (after.highlights[id] !== h) entry.highlights[id] = { before: h, after: after.highlights[id] };
    for (const [id, h] of Object.entries(after.highlights))
      if (!(id in before.highlights)) entry.highlights[id] = { after: h };
  }
  if (before.files !== after.files) {
    const beforeKeys = new Set(before.files.map((f) => f.key));
    const afterKeys = new Set(after.files.map((f) => f.key));
    for (const key of beforeKeys)
      if (!afterKeys.has(key)) entry.files[key] = { before: fileRecord(before, key) };
    for (const key of afterKeys)
      if (!beforeKeys.has(key)) entry.files[key] = { after: fileRecord(after, key) };
  }
  return isEmpty(entry) ? null : entry;
}

/** Folds `second` into `into` (which the caller owns): each thing keeps its first `before` and last `after`. */
function mergeChanges<T>(into: Record<string, Change<T>>, second: Record<string, Change<T>>): void {
  for (const [id, change] of Object.entries(second)) {
    const earlier = into[id];
    const merged = earlier ? { before: earlier.before, after: change.after } : change;
    if (merged.before === undefined && merged.after === undefined) delete into[id];
    else into[id] = merged;
  }
}

/**
 * Adds a change to the pending step, in place: a long run adds a page at a time, and copying the
 * whole step for each page would cost as much as the run's highlights, page after page.
 */
function addToPending(recording: Recording, entry: HistoryEntry): void {
  if (!recording.pending) recording.pending = { highlights: {}, files: {} };
  mergeChanges(recording.pending.highlights, entry.highlights);
  mergeChanges(recording.pending.files, entry.files);
}

function without<T>(record: Record<string, T>, key: string): Record<string, T> {
  if (!(key in record)) return record;
  const { [key]: _gone, ...rest } = record;
  return rest;
}

function withValue<T>(record: Record<string, T>, key: string, value: T | undefined): Record<string, T> {
  return value === undefined ? without(record, key) : { ...record, [key]: value };
}

/** Takes one side of an entry into the state: files first, then the highlights of files that are there. */
function applySide(
  state: WorkspaceState,
  entry: HistoryEntry,
  side: 'before' | 'after',
): Partial<WorkspaceState> {
  let next: WorkspaceState = state;
  const gone = new Set<string>();
  for (const [key, change] of Object.entries(entry.files)) {
    const target = change[side];
    const isPresent = next.files.some((f) => f.key === key);
    if (!target && isPresent) {
      gone.add(key);
      const files = next.files.filter((f) => f.key !== key);
      next = {
        ...next,
        files,
        pageStates: without(next.pageStates, key),
        entitySummaries: without(next.entitySummaries, key),
        words: without(next.words, key),
        scanPages: without(next.scanPages, key),
        verification: without(next.verification, key),
        selectedKeys: next.selectedKeys.filter((k) => k !== key),
        collapsedKeys: next.collapsedKeys.filter((k) => k !== key),
        currentFileKey: next.currentFileKey === key ? (files[0]?.key ?? null) : next.currentFileKey,
        fullScreenKey: next.fullScreenKey === key ? null : next.fullScreenKey,
      };
    } else if (target && !isPresent) {
      const files = [...next.files];
      files.splice(Math.min(target.index, files.length), 0, target.file);
      next = {
        ...next,
        files,
        pageStates: withValue(next.pageStates, key, target.pageState),
        entitySummaries: withValue(next.entitySummaries, key, target.summary),
        words: withValue(next.words, key, target.words),
        scanPages: withValue(next.scanPages, key, target.scan),
        verification: withValue(next.verification, key, target.verification),
        selectedKeys: target.isSelected ? [...next.selectedKeys, key] : next.selectedKeys,
        collapsedKeys: target.isCollapsed ? [...next.collapsedKeys, key] : next.collapsedKeys,
        currentFileKey: next.currentFileKey ?? key,
      };
    }
  }
  const highlights: Record<string, Highlight> = {};
  // A file that goes takes every mark on it along, also marks made after this step was recorded.
  for (const [id, h] of Object.entries(next.highlights)) if (!gone.has(h.fileKey)) highlights[id] = h;
  for (const [id, change] of Object.entries(entry.highlights)) {
    const target = change[side];
    if (target && !gone.has(target.fileKey)) highlights[id] = target;
    else delete highlights[id];
  }
  return {
    ...next,
    highlights,
    selectedHighlightIds: next.selectedHighlightIds.filter((id) => id in highlights),
  };
}

function push(store: WorkspaceStore, entry: HistoryEntry): void {
  store.setState((state) => ({ past: [...state.past, entry].slice(-UNDO_LIMIT), future: [] }));
}

/**
 * Runs `change` and records what it did to highlights and files as `mode` says. Calls nested in
 * it (a command made of commands) are part of it: the outermost call records the whole.
 */
export function record<T>(store: WorkspaceStore, mode: CaptureMode, change: () => T): T {
  const recording = recordingOf(store);
  if (recording.depth > 0) return change();
  const before = store.getState();
  recording.depth += 1;
  let result: T;
  try {
    result = change();
  } finally {
    recording.depth -= 1;
  }
  const entry = diffStates(before, store.getState());
  if (!entry || mode === 'never') return result;
  if (mode === 'eventually') addToPending(recording, entry);
  else push(store, entry);
  return result;
}

/** Everything `change` does is one undo step (a bulk delete, a file removal with its highlights). */
export function transaction<T>(store: WorkspaceStore, change: () => T): T {
  return record(store, 'immediately', change);
}

/** Ends a long operation: what it gathered with capture mode `eventually` becomes one undo step. */
export function commitPending(store: WorkspaceStore): void {
  const recording = recordingOf(store);
  const { pending } = recording;
  recording.pending = null;
  if (pending && !isEmpty(pending)) push(store, pending);
}

/**
 * Keeps the pending step from holding marks of a file that is gone: its removal recorded them, and
 * undoing that removal brings them back with the file.
 */
export function forgetPendingFile(store: WorkspaceStore, fileKey: string): void {
  const recording = recordingOf(store);
  if (!recording.pending) return;
  const highlights = Object.fromEntries(
    Object.entries(recording.pending.highlights).filter(
      ([, change]) => (change.after ?? change.before)?.fileKey !== fileKey,
    ),
  );
  recording.pending = { ...recording.pending, highlights };
}

function forgetPendingFilesGone(store: WorkspaceStore, entry: HistoryEntry, side: 'before' | 'after'): void {
  for (const [key, change] of Object.entries(entry.files)) if (!change[side]) forgetPendingFile(store, key);
}

export function undo(store: WorkspaceStore): boolean {
  const { past } = store.getState();
  const entry = past.at(-1);
  if (!entry) return false;
  store.setState((state) => ({
    ...applySide(state, entry, 'before'),
    past: state.past.slice(0, -1),
    future: [entry, ...state.future],
  }));
  forgetPendingFilesGone(store, entry, 'before');
  return true;
}

export function redo(store: WorkspaceStore): boolean {
  const { future } = store.getState();
  const entry = future[0];
  if (!entry) return false;
  store.setState((state) => ({
    ...applySide(state, entry, 'after'),
    past: [...state.past, entry],
    future: state.future.slice(1),
  }));
  forgetPendingFilesGone(store, entry, 'after');
  return true;
}

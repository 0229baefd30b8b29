import type { RedactionOptions } from '../lib/redaction-mapping.ts';
import type { RedactionRecord, WorkspaceState, WorkspaceStore } from '../store/workspace-store.ts';
import type { WorkspaceFile } from '../types.ts';

/** Remembers which redacted file came from which original, and from what marks and settings. */
export function recordRedaction(store: WorkspaceStore, originalKey: string, record: RedactionRecord): void {
  store.setState((state) => ({ redactions: { ...state.redactions, [originalKey]: record } }));
}

/**
 * The redacted file already made from an original with these marks (and, when given, these
 * settings), if it is still in the file list: redacting again would make the same file.
 */
export function findRedaction(
  state: WorkspaceState,
  originalKey: string,
  marks: string,
  settings?: string,
): { file: WorkspaceFile; options: RedactionOptions } | undefined {
  const record = state.redactions[originalKey];
  if (!record || record.marks !== marks || (settings !== undefined && record.settings !== settings))
    return undefined;
  const file = state.files.find((f) => f.key === record.outputKey);
  return file && { file, options: record.options };
}

/**
 * Redacted files in the order of the files they came from (as the file list shows the
 * originals), whatever order they were made in; one whose original is gone keeps its own place
 * in the list. Print hands them out in this order.
 */
export function inOriginalOrder(state: WorkspaceState, outputs: readonly WorkspaceFile[]): WorkspaceFile[] {
  const originalOf = new Map(
    Object.entries(state.redactions).map(([original, r]) => [r.outputKey, original]),
  );
  const position = (file: WorkspaceFile) => {
    const index = state.files.findIndex((f) => f.key === (originalOf.get(file.key) ?? file.key));
    return index === -1 ? state.files.length : index;
  };
  return outputs
    .map((file, index) => ({ file, index }))
    .sort((a, b) => position(a.file) - position(b.file) || a.index - b.index)
    .map(({ file }) => file);
}

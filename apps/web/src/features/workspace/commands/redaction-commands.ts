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

import { useWorkspace } from '../store/workspace-context.tsx';
import type { WorkspaceFile } from '../types.ts';

export type Scope = 'current' | 'selected' | 'all';

/** The files a scope means; redacted outputs are never inputs of detection, search or redaction. */
export function filesInScope(files: readonly WorkspaceFile[], scope: Scope, currentKey: string | null, selectedKeys: readonly string[]): WorkspaceFile[] {
  const originals = files.filter((f) => !f.isRedacted);
  if (scope === 'current') return originals.filter((f) => f.key === currentKey);
  if (scope === 'selected') return originals.filter((f) => selectedKeys.includes(f.key));
  return originals;
}

/** Files of a scope plus which scope buttons apply. */
export function useScopeFiles(scope: Scope) {
  const files = useWorkspace((s) => s.files);
  const currentKey = useWorkspace((s) => s.currentFileKey);
  const selectedKeys = useWorkspace((s) => s.selectedKeys);
  return {
    files: filesInScope(files, scope, currentKey, selectedKeys),
    hasCurrent: filesInScope(files, 'current', currentKey, selectedKeys).length > 0,
    hasSelected: filesInScope(files, 'selected', currentKey, selectedKeys).length > 0,
    hasAny: filesInScope(files, 'all', currentKey, selectedKeys).length > 0,
  };
}

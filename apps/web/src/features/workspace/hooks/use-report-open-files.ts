import { useEffect } from 'react';
import { reportOpenFiles } from '../../../lib/update/open-files.ts';
import { useWorkspace } from '../store/workspace-context.tsx';

/**
 * Tells the app's update flow how many files are open here, so an update never reloads the page
 * under a person's work without asking (docs/decisions/0043). Leaving the workspace reports none.
 */
export function useReportOpenFiles(): void {
  const count = useWorkspace((state) => state.files.length);
  useEffect(() => reportOpenFiles(count), [count]);
  useEffect(() => () => reportOpenFiles(0), []);
}

import { createDocument } from '@sladd/contract';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../../lib/api/index.ts';
import { addRedactedFile } from '../commands/index.ts';
import { loadAppearance } from '../lib/appearance.ts';
import { notifyError, notifyInfo, notifySuccess, notifyWarning } from '../lib/notify.ts';
import { redactFile } from '../lib/pdf-api.ts';
import { buildRedactionPages, historyBoxOf, type RedactionOptions } from '../lib/redaction-mapping.ts';
import { useWorkspaceStore } from '../store/workspace-context.tsx';
import type { WorkspaceFile } from '../types.ts';
import { useUserSettings } from './use-user-settings.ts';

/** Redacts files one by one (each comes back as its own PDF), adds them to the list and saves history. */
export function useRedaction() {
  const { t } = useTranslation('workspace');
  const store = useWorkspaceStore();
  const settings = useUserSettings();
  const [isRedacting, setIsRedacting] = useState(false);

  const redact = useCallback(
    async (files: WorkspaceFile[], options: RedactionOptions): Promise<WorkspaceFile[]> => {
      const highlights = Object.values(store.getState().highlights);
      const jobs = files
        .filter((f) => !f.isRedacted)
        .map((file) => ({ file, own: highlights.filter((h) => h.fileKey === file.key) }))
        .map((job) => ({ ...job, pages: buildRedactionPages(job.own, options) }))
        .filter((job) => job.pages.length > 0);
      if (jobs.length === 0) {
        notifyWarning(t('redaction.noContent'));
        return [];
      }
      setIsRedacting(true);
      const produced: WorkspaceFile[] = [];
      try {
        const appearance = loadAppearance();
        for (const job of jobs) {
          const result = await redactFile(job.file.file, job.pages, appearance, options.removeImages);
          produced.push(addRedactedFile(store, result.file, result.verification));
          if (settings.save_redaction_history) {
            await api(createDocument, { body: { filename: job.file.file.name, redaction_schema: { pages: buildRedactionPages(job.own, options, historyBoxOf) } } }).catch(
              (error: Error) => notifyWarning(t('history.saveFailed', { error: error.message })),
            );
          }
        }
        notifySuccess(t('redaction.done', { count: produced.length }));
        if (settings.save_redaction_history) window.setTimeout(() => notifyInfo(t('history.savedNotice'), 5000), 1000);
        return produced;
      } catch (error) {
        notifyError(t('redaction.failed', { error: (error as Error).message }));
        return produced;
      } finally {
        setIsRedacting(false);
      }
    },
    [store, t, settings.save_redaction_history],
  );

  return { redact, isRedacting };
}

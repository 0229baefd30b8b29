import { createDocument } from '@sladd/contract';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api, ApiError } from '../../../lib/api/index.ts';
import { describeError } from '../../../lib/i18n/translate-message.ts';
import {
  addRedactedFile,
  clearQuotaRefusal,
  findRedaction,
  recordRedaction,
  setQuotaRefusal,
} from '../commands/index.ts';
import { loadAppearance } from '../lib/appearance.ts';
import { notifyError, notifyInfo, notifySuccess, notifyWarning } from '../lib/notify.ts';
import { quotaRefusalOf } from '../lib/quota.ts';
import { useNotifyQuota } from '../quota/quota-notice.tsx';
import { redactFile, type RedactionLogChoice } from '../lib/pdf-api.ts';
import { downloadFile } from '../lib/download-file.ts';
import {
  buildRedactionPages,
  historyBoxOf,
  historyPages,
  type RedactionOptions,
} from '../lib/redaction-mapping.ts';
import { marksSignature, settingsSignature } from '../lib/redaction-signature.ts';
import { useWorkspaceStore } from '../store/workspace-context.tsx';
import type { WorkspaceFile } from '../types.ts';
import { useUserSettings } from './use-user-settings.ts';

/**
 * Redacts files one by one (each comes back as its own PDF), adds them to the list and saves one
 * history entry per redaction. A file whose marks and settings were redacted already keeps the
 * redacted file it has: no new request, no second history entry.
 */
export function useRedaction() {
  const { t } = useTranslation('workspace');
  const { t: tCommon } = useTranslation();
  const store = useWorkspaceStore();
  const settings = useUserSettings();
  const [isRedacting, setIsRedacting] = useState(false);
  const notifyQuota = useNotifyQuota();

  const redact = useCallback(
    async (
      files: WorkspaceFile[],
      options: RedactionOptions,
      log?: RedactionLogChoice,
    ): Promise<WorkspaceFile[]> => {
      const highlights = Object.values(store.getState().highlights);
      const appearance = loadAppearance();
      const settingsKey = settingsSignature(options, appearance, log);
      const jobs = files
        .filter((f) => !f.isRedacted)
        .map((file) => ({ file, own: highlights.filter((h) => h.fileKey === file.key) }))
        .map((job) => ({
          ...job,
          pages: buildRedactionPages(job.own, options),
          marks: marksSignature(job.own),
        }))
        .filter((job) => job.pages.length > 0);
      if (jobs.length === 0) {
        notifyWarning(t('redaction.noContent'));
        return [];
      }
      const produced: WorkspaceFile[] = [];
      const fresh = jobs.filter((job) => {
        const made = findRedaction(store.getState(), job.file.key, job.marks, settingsKey);
        if (made) produced.push(made.file);
        return !made;
      });
      if (fresh.length === 0) {
        notifyInfo(t('redaction.alreadyRedacted', { count: produced.length }));
        return produced;
      }
      // The terms searched for go along, so the certificate says how often each was found (0 too).
      const searchTerms = store
        .getState()
        .searchQueries.filter((q) => !q.isAiSearch)
        .map((q) => ({ text: q.term, regex: q.isRegex === true, case_sensitive: q.caseSensitive }));
      setIsRedacting(true);
      // A new redaction: the last refusal's notice goes (it comes back if this one is refused too).
      clearQuotaRefusal(store, 'redaction');
      let done = 0;
      try {
        for (const job of fresh) {
          const result = await redactFile(
            job.file.file,
            job.pages,
            appearance,
            options.removeImages,
            undefined,
            searchTerms,
            log,
          );
          // The log is the person's to keep with the reply letter: it downloads beside the PDF.
          if (result.log) downloadFile(result.log);
          const output = addRedactedFile(store, result.file, result.verification, job.file.key);
          recordRedaction(store, job.file.key, {
            outputKey: output.key,
            marks: job.marks,
            settings: settingsKey,
            options,
          });
          produced.push(output);
          done += 1;
          if (settings.save_redaction_history) {
            await api(createDocument, {
              body: {
                filename: job.file.file.name,
                redaction_schema: {
                  pages: historyPages(buildRedactionPages(job.own, options, historyBoxOf)),
                },
              },
            }).catch((error: Error) => notifyWarning(t('history.saveFailed', { error: error.message })));
          }
        }
        notifySuccess(t('redaction.done', { count: fresh.length }));
        if (settings.save_redaction_history)
          window.setTimeout(() => notifyInfo(t('history.savedNotice'), 5000), 1000);
        return produced;
      } catch (error) {
        // Refused for the page quota: the numbers and the way out, and which files were not redacted.
        const refusal = error instanceof ApiError ? quotaRefusalOf('redaction', error) : undefined;
        if (refusal) {
          const notice = { ...refusal, filesLeft: fresh.length - done };
          setQuotaRefusal(store, notice);
          notifyQuota(notice);
        } else
          notifyError(
            t('redaction.failed', {
              // The server's refusal in the person's language where it has one (REVIEW_REQUIRED, …).
              error:
                error instanceof ApiError
                  ? describeError(tCommon, error, 'workspace:redaction.unknownError')
                  : (error as Error).message,
            }),
          );
        return produced;
      } finally {
        setIsRedacting(false);
      }
    },
    [store, t, tCommon, settings.save_redaction_history, notifyQuota],
  );

  return { redact, isRedacting };
}

import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { multiDetectOperation } from '@sladd/contract';
import { useQueryClient } from '@tanstack/react-query';
import { api, readSseStream } from '../../../lib/api/index.ts';
import { loadBanList } from '../../../lib/queries/use-settings.ts';
import { loadLegalBases } from '../../../lib/queries/use-legal-bases.ts';
import { streamErrorText } from '../../../lib/i18n/translate-message.ts';
import {
  abortDetectionRun,
  applyStreamEvent,
  beginDetectionRun,
  closeDetectionStatus,
  endDetectionRun,
  finishDetection,
  refuseDetection,
  setUnsupportedEntities,
  startDetection,
  stopDetection,
  streamFileKeys,
} from '../commands/index.ts';
import { legalBasisDefaulter } from '../lib/legal-basis.ts';
import { notifyError, notifyInfo, notifySuccess, notifyWarning } from '../lib/notify.ts';
import { unsupportedEntitiesOf, unsupportedLabels } from '../lib/unsupported-entities.ts';
import { quotaRefusalOf } from '../lib/quota.ts';
import { useNotifyQuota } from '../quota/quota-notice.tsx';
import { ApiError } from '../../../lib/api/api-error.ts';
import { useWorkspaceStore } from '../store/workspace-context.tsx';
import type { WorkspaceFile } from '../types.ts';
import { useHighlightColors } from './use-highlight-colors.ts';

export interface DetectionRequest {
  files: WorkspaceFile[];
  fast: string[];
  advanced: string[];
  standard: string[];
  threshold: number;
  useBanlist: boolean;
}

// One run per workspace, whichever button started it: the tab, auto-processing and the status bar
// each call this hook, so the running fetch is kept in the store (detectionRun), not per hook.
// The bar's clocks (fake counter, hide, entry removal) live in status/status-timers.ts.

/** Runs one streamed detection at a time; stop aborts the fetch, which stops the server's work. */
export function useDetectionStream() {
  const { t } = useTranslation('workspace');
  const store = useWorkspaceStore();
  const client = useQueryClient();
  const colors = useHighlightColors();
  const notifyQuota = useNotifyQuota();
  const unsupportedText = useCallback(
    (codes: string[], isRefused: boolean) =>
      codes.length === 0
        ? t('detection.unsupported.unknown')
        : t(isRefused ? 'detection.unsupported.refused' : 'detection.unsupported.leftOut', {
            labels: unsupportedLabels(codes, t),
          }),
    [t],
  );

  const detect = useCallback(
    async (request: DetectionRequest) => {
      if (store.getState().detectionRun) return notifyInfo(t('detection.alreadyRunning'));
      const entities = [...request.fast, ...request.advanced, ...request.standard].filter(
        (e) => e.trim() !== '',
      );
      if (request.files.length === 0) return notifyInfo(t('detection.noFilesSelected'));
      const abort = new AbortController();
      beginDetectionRun(store, abort);
      const keyOfFile = streamFileKeys(store, request.files);
      startDetection(
        store,
        request.files.map((f) => f.key),
      );
      try {
        let banlist: string[] = [];
        if (request.useBanlist)
          banlist = await loadBanList(client).then(
            (list) => list.words,
            () => [],
          );
        // Each detected mark proposes its default legal basis among the codes the person may use.
        const defaultLegalBasis = legalBasisDefaulter(await loadLegalBases(client));
        const response = await api.uploadRaw(multiDetectOperation, {
          query: { stream: 'true' },
          fields: {
            files: request.files.map((f) => f.file),
            use_fast: request.fast.length > 0,
            use_advanced: request.advanced.length > 0,
            use_standard: request.standard.length > 0,
            requested_entities: entities,
            threshold: String(Math.min(1, Math.max(0, request.threshold))),
            remove_words: banlist.length > 0 ? banlist : undefined,
          },
          signal: abort.signal,
          accept: 'text/event-stream',
        });
        let isComplete = false;
        await readSseStream(response, (event) => {
          if (event.event === 'error') {
            const data = event.data as Record<string, unknown>;
            const unsupported = data.file_name ? undefined : unsupportedEntitiesOf(data);
            const refusal = data.file_name ? undefined : quotaRefusalOf('detection', data);
            if (unsupported) notifyWarning(unsupportedText(unsupported, false));
            else if (refusal) notifyQuota(refusal);
            else notifyError(streamErrorText(event.data) ?? t('detection.failed'));
          }
          if (event.event === 'batch_completed') isComplete = true;
          applyStreamEvent(store, event, keyOfFile, colors, defaultLegalBasis);
        });
        if (isComplete) notifySuccess(t('detection.completed'));
      } catch (error) {
        if (abort.signal.aborted) return;
        // Every chosen type is one the server cannot find yet: say which, in the person's language.
        const unsupported =
          error instanceof ApiError
            ? unsupportedEntitiesOf({
                error_code: error.code,
                error_message: error.message,
                details: error.details,
              })
            : undefined;
        const refusal = error instanceof ApiError ? quotaRefusalOf('detection', error) : undefined;
        if (unsupported) {
          setUnsupportedEntities(store, unsupported, true);
          notifyWarning(unsupportedText(unsupported, true));
        } else if (refusal) notifyQuota(refusal);
        else notifyError((error as Error).message || t('detection.failed'));
        // The page quota refused the run: the bar and the files say so, with the way out.
        if (refusal) refuseDetection(store, refusal);
        // Refused before the stream started (premium, engine not configured): nothing to show.
        else if (!store.getState().detection.hasRealEvents) closeDetectionStatus(store);
      } finally {
        // A newer run may have started after a stop: only this run's end may end the streaming.
        if (endDetectionRun(store, abort)) finishDetection(store);
      }
    },
    [store, client, t, colors, unsupportedText, notifyQuota],
  );

  const stop = useCallback(() => {
    abortDetectionRun(store);
    stopDetection(store, t('detection.cancelledByUser'));
    notifyInfo(t('detection.stopped'));
  }, [store, t]);

  const close = useCallback(() => {
    abortDetectionRun(store);
    closeDetectionStatus(store);
  }, [store]);

  return { detect, stop, close };
}

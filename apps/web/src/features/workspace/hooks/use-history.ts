import { deleteDocument, getDocument, listDocuments, redactionSchemaSchema } from '@sladd/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../../lib/api/index.ts';
import { addHighlights, type NewHighlight } from '../commands/index.ts';
import { notifyError, notifySuccess, notifyWarning } from '../lib/notify.ts';
import { restoreOffset } from '../lib/redaction-mapping.ts';
import { useWorkspaceStore } from '../store/workspace-context.tsx';
import { highlightInputOf } from '../lib/review-marks.ts';
import { useHighlightColors } from './use-highlight-colors.ts';
import { queryKeys } from '../../../lib/queries/query-keys.ts';

/** Saved redaction history: list (page 1, size 100), load into the workspace, delete. */
export function useHistory(isEnabled: boolean) {
  const { t } = useTranslation('workspace');
  const store = useWorkspaceStore();
  const client = useQueryClient();
  const colors = useHighlightColors();
  const query = useQuery({
    queryKey: queryKeys.history,
    queryFn: () => api(listDocuments, { query: { page: 1, pageSize: 100 } }),
    enabled: isEnabled,
  });

  const load = useCallback(
    async (id: string, filename: string): Promise<boolean> => {
      const file = store.getState().files.find((f) => f.file.name === filename && !f.isRedacted);
      if (!file) {
        notifyWarning(t('history.pleaseUpload', { name: filename }));
        return false;
      }
      try {
        const document = await api(getDocument, { params: { id } });
        const raw =
          typeof document.redaction_schema === 'string'
            ? JSON.parse(document.redaction_schema)
            : document.redaction_schema;
        const parsed = redactionSchemaSchema.safeParse(raw);
        if (!parsed.success) {
          console.warn('History item has an invalid redaction schema', id);
          return false;
        }
        const inputs: NewHighlight[] = parsed.data.pages.flatMap((page) =>
          page.sensitive.map((item) =>
            highlightInputOf(item, page.page, file.key, colors, restoreOffset(item)),
          ),
        );
        addHighlights(store, inputs);
        notifySuccess(t('history.loaded', { count: inputs.length, name: filename }));
        return true;
      } catch (error) {
        notifyError(t('history.couldNotLoad', { error: (error as Error).message }));
        return false;
      }
    },
    [store, t, colors],
  );

  const remove = useCallback(
    async (id: string) => {
      try {
        await api(deleteDocument, { params: { id } });
        client.setQueryData(queryKeys.history, (current: Awaited<ReturnType<typeof query.refetch>>['data']) =>
          current?.filter((d) => d.id !== id),
        );
      } catch (error) {
        notifyError(t('history.couldNotDelete', { error: (error as Error).message }));
      }
    },
    [client, t, query],
  );

  return { ...query, load, remove };
}

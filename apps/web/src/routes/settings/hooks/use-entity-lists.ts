import { addEntities, deleteEntitiesByMethod, type MethodName } from '@sladd/contract';
import { useMutation, useQueries, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { api } from '../../../lib/api/index.ts';
import { queryKeys } from '../../../lib/queries/query-keys.ts';
import { entitiesQuery } from '../../../lib/queries/use-settings.ts';
import { entitiesToAdd, isSameSelection, METHOD_NAMES, splitSaved } from './entity-selection.ts';
import { saveEntityLists } from './save-entity-lists.ts';
import { wait } from './wait.ts';

type Selections = Partial<Record<MethodName, string[]>>;

/** The three entity lists, the person's unsaved choices, and Save (replace per method). */
export function useEntityLists(isEnabled: boolean) {
  const queryClient = useQueryClient();
  const queries = useQueries({
    queries: METHOD_NAMES.map((method) => ({ ...entitiesQuery(method), enabled: isEnabled })),
  });
  const [edits, setEdits] = useState<Selections>({});
  const saved = Object.fromEntries(
    METHOD_NAMES.map((method, index) => [method, splitSaved(queries[index]?.data ?? [])]),
  ) as Record<MethodName, ReturnType<typeof splitSaved>>;
  const selectionOf = (method: MethodName) => edits[method] ?? saved[method].custom;
  const isDirty = METHOD_NAMES.some(
    (method) => edits[method] && !isSameSelection(edits[method], saved[method].custom),
  );

  const save = useMutation({
    mutationFn: () =>
      saveEntityLists(
        Object.fromEntries(
          METHOD_NAMES.map((method) => [
            method,
            entitiesToAdd(method, selectionOf(method), saved[method].predefined),
          ]),
        ) as Record<MethodName, string[]>,
        {
          deleteCustom: (methodId) => api(deleteEntitiesByMethod, { params: { methodId: String(methodId) } }),
          add: (methodId, texts) => api(addEntities, { body: { method_id: methodId, entity_texts: texts } }),
          wait,
        },
      ),
    onSettled: async () => {
      await queryClient.invalidateQueries({ queryKey: queryKeys.settings.allEntities });
      setEdits({});
    },
  });

  return {
    isLoading: queries.some((query) => query.isPending && isEnabled),
    isError: queries.some((query) => query.isError),
    failedMethods: METHOD_NAMES.filter((_, index) => queries[index]?.isError),
    saved,
    selectionOf,
    setSelection: (method: MethodName, selection: string[]) =>
      setEdits((current) => ({ ...current, [method]: selection })),
    isDirty,
    discard: () => setEdits({}),
    save,
    refetch: () => Promise.all(queries.map((query) => query.refetch())),
  };
}

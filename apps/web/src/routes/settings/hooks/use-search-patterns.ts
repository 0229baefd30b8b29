import { createPattern, deletePattern, listPatterns, type PatternType } from '@sladd/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api/index.ts';
import { queryKeys } from '../../../lib/queries/query-keys.ts';

/** The saved search terms, and adding, removing and clearing them. */
export function useSearchPatterns() {
  const queryClient = useQueryClient();
  const query = useQuery({ queryKey: queryKeys.settings.patterns, queryFn: () => api(listPatterns) });
  const refresh = () => queryClient.invalidateQueries({ queryKey: queryKeys.settings.patterns });

  const add = useMutation({
    mutationFn: (input: { text: string; type: PatternType }) =>
      api(createPattern, { body: { pattern_text: input.text, pattern_type: input.type } }),
    onSettled: refresh,
  });
  const remove = useMutation({
    mutationFn: (id: string) => api(deletePattern, { params: { id } }),
    onSettled: refresh,
  });
  // There is no bulk delete: the terms go one by one, and a failure stops the rest.
  const clear = useMutation({
    mutationFn: async (ids: string[]) => {
      for (const id of ids) await api(deletePattern, { params: { id } });
    },
    onSettled: refresh,
  });

  return { query, add, remove, clear };
}

import { addBanWords, getBanList, removeBanWords, type RouteResponse } from '@sladd/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api/index.ts';
import { queryKeys } from '../../../lib/queries/query-keys.ts';

type BanList = RouteResponse<typeof getBanList>;

/** The ignore list (premium), and adding, removing and clearing its words. */
export function useBanList(isEnabled: boolean) {
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: queryKeys.settings.banList,
    queryFn: () => api(getBanList),
    enabled: isEnabled,
  });
  // Both writes answer with the whole list, so the cache is set rather than refetched.
  const store = (list: BanList) => queryClient.setQueryData(queryKeys.settings.banList, list);

  const add = useMutation({
    mutationFn: (word: string) => api(addBanWords, { body: { words: [word] } }),
    onSuccess: store,
  });
  const remove = useMutation({
    mutationFn: (words: string[]) => api(removeBanWords, { body: { words } }),
    onSuccess: store,
  });
  return { query, add, remove };
}

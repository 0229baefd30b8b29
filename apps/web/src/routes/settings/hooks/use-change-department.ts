import { changeDepartment } from '@sladd/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api/index.ts';
import { queryKeys } from '../../../lib/queries/query-keys.ts';

/** PATCH /users/me/department; entity settings change with it, so their caches are dropped. */
export function useChangeDepartment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (departmentId: number) => api(changeDepartment, { body: { department_id: departmentId } }),
    onSuccess: ({ user }) => {
      queryClient.setQueryData(queryKeys.me, user);
      void queryClient.invalidateQueries({ queryKey: queryKeys.settings.all });
    },
  });
}

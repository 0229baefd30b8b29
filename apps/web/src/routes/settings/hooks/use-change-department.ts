import { changeDepartment } from '@sladd/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ME_QUERY_KEY } from '../../../app/auth/use-me.ts';
import { api } from '../../../lib/api/index.ts';

/** PATCH /users/me/department; entity settings change with it, so their caches are dropped. */
export function useChangeDepartment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (departmentId: number) => api(changeDepartment, { body: { department_id: departmentId } }),
    onSuccess: ({ user }) => {
      queryClient.setQueryData(ME_QUERY_KEY, user);
      void queryClient.invalidateQueries({ queryKey: ['settings'] });
    },
  });
}

import { listDepartments } from '@sladd/contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '../lib/api/index.ts';

/** Active departments (the server only lists active ones; filtered again in case). */
export function useDepartments() {
  return useQuery({
    queryKey: ['departments'],
    queryFn: async () => (await api(listDepartments)).filter((department) => department.is_active),
    staleTime: 10 * 60 * 1000,
  });
}

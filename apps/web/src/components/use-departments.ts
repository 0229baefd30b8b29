import { listDepartments } from '@sladd/contract';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { api } from '../lib/api/index.ts';
import { queryKeys } from '../lib/queries/query-keys.ts';

/** Active departments (the server only lists active ones; filtered again in case). */
export function useDepartments() {
  // Names and descriptions come in the UI language, so a language switch fetches them again.
  const { i18n } = useTranslation();
  return useQuery({
    queryKey: queryKeys.departments(i18n.resolvedLanguage),
    queryFn: async () => (await api(listDepartments)).filter((department) => department.is_active),
    staleTime: 10 * 60 * 1000,
  });
}

import { login } from '@sladd/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useLocation, useNavigate } from 'react-router';
import { api } from '../../../lib/api/index.ts';
import { landingPath } from '../../../lib/navigation/landing-path.ts';
import { queryKeys } from '../../../lib/queries/query-keys.ts';
import { forgetSession } from '../../../lib/queries/use-me.ts';

/** Signs in, then goes to where the person came from, to checkout with a plan, or to the playground. */
export function useLogin() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const location = useLocation();
  const from = (location.state as { from?: unknown } | null)?.from;

  return useMutation({
    mutationFn: (body: { identifier: string; password: string }) => api(login, { body }),
    onSuccess: ({ user }) => {
      // Organization and other per-person caches must not survive a change of person.
      forgetSession(queryClient);
      queryClient.setQueryData(queryKeys.me, user);
      navigate(landingPath(location.search, typeof from === 'string' ? from : undefined), { replace: true });
    },
  });
}

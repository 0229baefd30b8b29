import { TIMINGS } from '@sladd/contract';
import { isCancelledError, useQueryClient } from '@tanstack/react-query';
import { createContext, useCallback, useContext, useEffect, useState } from 'react';
import { queryKeys } from '../../lib/queries/query-keys.ts';
import { describeAuthFailure, type AuthProblem } from './auth-problem.ts';
import { useMe } from '../../lib/queries/use-me.ts';

export interface AuthCheck {
  /**
   * `checking` until the first answer, or until the check failed: retries used up, or the
   * auth-check limit (10 s, spec 1 §2) reached, which aborts the request in flight.
   */
  status: 'checking' | 'ready' | 'failed';
  /** What went wrong, while there is still no answer. */
  problem: AuthProblem | null;
  /** A retry the person asked for is running. */
  isRetrying: boolean;
  /** Runs the check again (with a fresh limit). */
  retry: () => void;
}

/**
 * The first auth check with its limit for every failure mode: a 5xx answered and retried, no
 * answer at all, or a request that hangs. When the limit is reached the request is aborted and
 * the reason kept; the check runs again on Retry and when the network comes back.
 */
export function useAuthCheck(): AuthCheck {
  const queryClient = useQueryClient();
  const query = useMe();
  const hasAnswer = query.data !== undefined;
  const [problem, setProblem] = useState<AuthProblem | null>(null);
  const [round, setRound] = useState(0);
  const isFailedAnswer = query.isError && query.fetchStatus === 'idle';

  // Retries used up: say why (the reason of the last failure). A check cancelled at the limit
  // has its reason already.
  useEffect(() => {
    if (isFailedAnswer && !isCancelledError(query.error))
      setProblem(describeAuthFailure(query.error, navigator.onLine));
  }, [isFailedAnswer, query.error, query.errorUpdatedAt]);

  // The limit: whatever is in flight (a hanging request, a retry waiting) is aborted at 10 s.
  useEffect(() => {
    if (hasAnswer || isFailedAnswer) return;
    const timer = window.setTimeout(() => {
      const last = queryClient.getQueryState(queryKeys.me)?.fetchFailureReason;
      setProblem(
        last
          ? describeAuthFailure(last, navigator.onLine)
          : navigator.onLine
            ? { kind: 'timeout' }
            : { kind: 'offline' },
      );
      // Not reverted: the check ends as failed, so pages mounting now do not start it again.
      void queryClient.cancelQueries({ queryKey: queryKeys.me }, { revert: false });
    }, TIMINGS.authCheckTimeoutMs);
    return () => window.clearTimeout(timer);
  }, [hasAnswer, isFailedAnswer, round, queryClient]);

  const retry = useCallback(() => {
    setRound((value) => value + 1);
    void queryClient.refetchQueries({ queryKey: queryKeys.me });
  }, [queryClient]);

  // Coming back online is a reason to try again by itself.
  const isStuck = !hasAnswer && problem !== null;
  useEffect(() => {
    if (!isStuck) return;
    window.addEventListener('online', retry);
    return () => window.removeEventListener('online', retry);
  }, [isStuck, retry]);

  if (hasAnswer) return { status: 'ready', problem: null, isRetrying: false, retry };
  if (problem) return { status: 'failed', problem, isRetrying: query.fetchStatus !== 'idle', retry };
  return { status: 'checking', problem: null, isRetrying: false, retry };
}

export const AuthCheckContext = createContext<AuthCheck | null>(null);

/** The root layout's auth check, for the route guards. */
export function useAuthCheckResult(): AuthCheck {
  const check = useContext(AuthCheckContext);
  if (!check) throw new Error('useAuthCheckResult outside the root layout');
  return check;
}

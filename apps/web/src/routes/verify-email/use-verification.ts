import { tokenSchema, verifyEmail } from '@sladd/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { api, ApiError } from '../../lib/api/index.ts';
import { queryKeys } from '../../lib/queries/query-keys.ts';

export type VerificationState =
  | { status: 'verifying' }
  | { status: 'success' }
  | { status: 'error'; reason: 'invalidLink' | 'expired' | 'failed'; message?: string };

/** Verifies the token once (strict mode mounts twice; a token is single-use). */
export function useVerification(token: string | null): VerificationState {
  const [state, setState] = useState<VerificationState>({ status: 'verifying' });
  const startedFor = useRef<string | null>(null);
  const queryClient = useQueryClient();

  useEffect(() => {
    if (!token || !tokenSchema.safeParse(token).success) {
      setState({ status: 'error', reason: 'invalidLink' });
      return;
    }
    if (startedFor.current === token) return;
    startedFor.current = token;
    api(verifyEmail, { body: { token } })
      .then(() => {
        setState({ status: 'success' });
        // A signed-in person who verified a changed address should see it verified at once.
        void queryClient.invalidateQueries({ queryKey: queryKeys.me });
      })
      .catch((error: unknown) => setState(classifyFailure(error)));
  }, [token, queryClient]);

  return state;
}

/** 'already verified' counts as success; an expired link gets its own message (spec 1 §4, §8). */
export function classifyFailure(error: unknown): VerificationState {
  if (error instanceof ApiError) {
    if (error.code === 'ALREADY_VERIFIED') return { status: 'success' };
    if (error.code === 'TOKEN_EXPIRED' || /expired/i.test(error.message))
      return { status: 'error', reason: 'expired' };
    if (error.code === 'TOKEN_INVALID') return { status: 'error', reason: 'invalidLink' };
    return { status: 'error', reason: 'failed', message: error.message };
  }
  return { status: 'error', reason: 'failed' };
}

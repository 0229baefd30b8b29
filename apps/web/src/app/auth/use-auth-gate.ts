import { TIMINGS } from '@sladd/contract';
import { useEffect, useState } from 'react';
import { useMe } from './use-me.ts';

/**
 * True once the first auth check has answered, or after 10 s at most — a hanging API must not
 * keep people from public pages (they are then treated as anonymous).
 */
export function useAuthGate(): boolean {
  const { isPending } = useMe();
  const [timedOut, setTimedOut] = useState(false);
  useEffect(() => {
    if (!isPending) return;
    const timer = window.setTimeout(() => setTimedOut(true), TIMINGS.authCheckTimeoutMs);
    return () => window.clearTimeout(timer);
  }, [isPending]);
  return !isPending || timedOut;
}

import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { decideRedirect, type Access } from './decide-redirect.ts';
import { useMe } from './use-me.ts';

interface RouteGuardProps {
  access: Access;
  children: ReactNode;
}

/** Applies the route table's access rule; the root layout has already waited for the auth check. */
export function RouteGuard({ access, children }: RouteGuardProps) {
  const location = useLocation();
  const { data: me } = useMe();
  const from = (location.state as { from?: unknown } | null)?.from;
  const redirect = decideRedirect({
    access,
    isSignedIn: Boolean(me),
    pathname: location.pathname,
    search: location.search,
    from: typeof from === 'string' ? from : undefined,
  });
  if (redirect) return <Navigate to={redirect.to} replace state={redirect.state} />;
  return <>{children}</>;
}

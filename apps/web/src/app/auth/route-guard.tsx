import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { useOrganizationContextReady } from '../../lib/queries/organization-context.ts';
import { AuthCheckFailed, AuthCheckNotice } from '../shell/auth-check-failed.tsx';
import { PageLoader } from '../shell/page-loader.tsx';
import { decideRedirect, type Access } from './decide-redirect.ts';
import { useAuthCheckResult } from './use-auth-check.ts';
import { useMe } from '../../lib/queries/use-me.ts';

interface RouteGuardProps {
  access: Access;
  children: ReactNode;
}

/**
 * Applies the route table's access rule (the root layout has already waited for the auth check),
 * and for a signed-in person waits until the organization context is known. When the check got no
 * answer (server down, unreachable, too slow), a private page says so with a retry instead of
 * sending the person to /login as if signed out; a public page stays usable under a notice.
 */
export function RouteGuard({ access, children }: RouteGuardProps) {
  const location = useLocation();
  const { data: me } = useMe();
  const check = useAuthCheckResult();
  // A signed-in page's calls carry the active organization (org_id): it is known before they start.
  const isContextReady = useOrganizationContextReady(Boolean(me));
  const from = (location.state as { from?: unknown } | null)?.from;
  if (me === undefined && check.problem) {
    if (access === 'private') return <AuthCheckFailed check={check} />;
    return (
      <>
        <AuthCheckNotice check={check} />
        {children}
      </>
    );
  }
  const redirect = decideRedirect({
    access,
    isSignedIn: Boolean(me),
    pathname: location.pathname,
    search: location.search,
    from: typeof from === 'string' ? from : undefined,
  });
  if (redirect) return <Navigate to={redirect.to} replace state={redirect.state} />;
  if (!isContextReady) return <PageLoader />;
  return <>{children}</>;
}

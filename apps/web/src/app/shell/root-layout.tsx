import { Outlet, ScrollRestoration } from 'react-router';
import { TutorialRoot } from '../../features/tutorial/tutorial-root.tsx';
import { AuthCheckContext, useAuthCheck } from '../auth/use-auth-check.ts';
import { InitializingLoader } from './initializing-loader.tsx';
import { OfflineBadge } from './offline-badge.tsx';
import { UpdateBanner } from '../update/update-banner.tsx';

/**
 * Top of every route: waits for the auth check (at most 10 s), then renders the page — when the
 * check failed, the route guard says why; the offline badge and the update banner are always mounted.
 */
export function RootLayout() {
  const check = useAuthCheck();
  return (
    <AuthCheckContext.Provider value={check}>
      {check.status === 'checking' ? <InitializingLoader /> : <Outlet />}
      <OfflineBadge />
      {check.status === 'ready' && <TutorialRoot />}
      <UpdateBanner />
      <ScrollRestoration />
    </AuthCheckContext.Provider>
  );
}

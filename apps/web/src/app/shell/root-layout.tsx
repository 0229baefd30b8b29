import { Outlet, ScrollRestoration } from 'react-router';
import { TutorialRoot } from '../../features/tutorial/tutorial-root.tsx';
import { useAuthGate } from '../auth/use-auth-gate.ts';
import { InitializingLoader } from './initializing-loader.tsx';
import { OfflineBadge } from './offline-badge.tsx';

/** Top of every route: waits for the auth check, then renders the page; the offline badge is always mounted. */
export function RootLayout() {
  const isReady = useAuthGate();
  return (
    <>
      {isReady ? <Outlet /> : <InitializingLoader />}
      <OfflineBadge />
      {isReady && <TutorialRoot />}
      <ScrollRestoration />
    </>
  );
}

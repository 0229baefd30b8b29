import { Outlet, ScrollRestoration } from 'react-router';
import { useAuthGate } from '../auth/use-auth-gate.ts';
import { InitializingLoader } from './initializing-loader.tsx';
import { OfflineBadge } from './offline-badge.tsx';
import { UpdateBanner } from '../update/update-banner.tsx';

/** Top of every route: waits for the auth check, then renders the page; the offline badge and the update banner are always mounted. */
export function RootLayout() {
  const isReady = useAuthGate();
  return (
    <>
      {isReady ? <Outlet /> : <InitializingLoader />}
      <OfflineBadge />
      <UpdateBanner />
      <ScrollRestoration />
    </>
  );
}

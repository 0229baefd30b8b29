import { useLocation, useRouteError } from 'react-router';
import { ErrorFallback } from './error-fallback.tsx';

/** Pages where going home by itself could lose work: the workspace holds open files and marks. */
const NO_AUTO_REDIRECT = new Set(['/playground']);

/**
 * The router's errorElement: loader and render errors of any route. Other pages go home by
 * themselves after 5 s (with a countdown and a button to stay); the workspace never does.
 */
export function RouteError() {
  const error = useRouteError();
  const { pathname } = useLocation();
  return <ErrorFallback error={error} redirectAfterDelay={!NO_AUTO_REDIRECT.has(pathname)} />;
}

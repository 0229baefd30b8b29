import { useRouteError } from 'react-router';
import { ErrorFallback } from './error-fallback.tsx';

/** The router's errorElement: loader and render errors of any route. */
export function RouteError() {
  const error = useRouteError();
  return <ErrorFallback error={error} />;
}

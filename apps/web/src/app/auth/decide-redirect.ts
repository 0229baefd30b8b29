import { landingPath } from '../../lib/navigation/landing-path.ts';

/**
 * Access rules of the route table (spec 1 §2):
 * - `guest`: login and sign-up; signed-in people go on (to `from`, to checkout with a plan, else /playground)
 * - `guestOnly`: password and e-mail flows; signed-in people go to /playground
 * - `verification`: like guestOnly, except that a link with a token is let through — a signed-in
 *   person who changed their e-mail address must be able to verify the new one; the spec's
 *   redirect is meant for the bare page
 * - `private`: needs sign-in; anonymous visitors go to /login remembering where they were
 * - `open`: anyone
 */
export type Access = 'guest' | 'guestOnly' | 'verification' | 'private' | 'open';

export interface RedirectInput {
  access: Access;
  isSignedIn: boolean;
  pathname: string;
  search: string;
  /** The path a visitor was on before being sent to /login. */
  from?: string | undefined;
}

export type Redirect = { to: string; state?: { from: string } } | null;

/** Decides whether the current route must send the visitor elsewhere; null means render it. */
export function decideRedirect(input: RedirectInput): Redirect {
  const { access, isSignedIn, pathname, search, from } = input;
  if (access === 'private' && !isSignedIn) return { to: '/login', state: { from: pathname + search } };
  if (access === 'guest' && isSignedIn) return { to: landingPath(search, from) };
  if (access === 'guestOnly' && isSignedIn) return { to: '/playground' };
  if (access === 'verification' && isSignedIn && !new URLSearchParams(search).get('token'))
    return { to: '/playground' };
  return null;
}

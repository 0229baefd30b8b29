import { describe, expect, it } from 'vitest';
import { decideRedirect } from './decide-redirect.ts';

const base = { pathname: '/x', search: '' };

describe('decideRedirect', () => {
  it('sends an anonymous visitor of a private page to /login, remembering path and query', () => {
    expect(
      decideRedirect({
        access: 'private',
        isSignedIn: false,
        pathname: '/user/settings',
        search: '?tab=account',
      }),
    ).toEqual({ to: '/login', state: { from: '/user/settings?tab=account' } });
  });

  it('lets signed-in people into private pages and anyone into open pages', () => {
    expect(decideRedirect({ ...base, access: 'private', isSignedIn: true })).toBeNull();
    expect(decideRedirect({ ...base, access: 'open', isSignedIn: false })).toBeNull();
    expect(decideRedirect({ ...base, access: 'open', isSignedIn: true })).toBeNull();
  });

  it('sends signed-in people from login and sign-up to the playground', () => {
    expect(decideRedirect({ ...base, access: 'guest', isSignedIn: true })).toEqual({ to: '/playground' });
  });

  it('carries a plan from /, /login or /signup into checkout', () => {
    expect(
      decideRedirect({ access: 'guest', isSignedIn: true, pathname: '/signup', search: '?plan=pro_monthly' }),
    ).toEqual({
      to: '/subscription/checkout?plan=pro_monthly',
    });
  });

  it('sends signed-in people from the password and e-mail flows to the playground, plan or not', () => {
    expect(
      decideRedirect({
        access: 'guestOnly',
        isSignedIn: true,
        pathname: '/reset-password',
        search: '?plan=x',
      }),
    ).toEqual({
      to: '/playground',
    });
  });

  it('lets a signed-in person open a verification link (a changed e-mail), but not the bare page', () => {
    const verify = { access: 'verification' as const, isSignedIn: true, pathname: '/verify-email' };
    expect(decideRedirect({ ...verify, search: '?token=abcdefghijkl' })).toBeNull();
    expect(decideRedirect({ ...verify, search: '' })).toEqual({ to: '/playground' });
  });

  it('leaves anonymous visitors on guest pages', () => {
    expect(decideRedirect({ ...base, access: 'guest', isSignedIn: false })).toBeNull();
    expect(decideRedirect({ ...base, access: 'guestOnly', isSignedIn: false })).toBeNull();
  });
});

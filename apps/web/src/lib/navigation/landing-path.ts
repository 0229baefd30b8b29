/**
 * Where a signed-in person lands after login or when opening a guest page: the remembered page,
 * else checkout with the plan in the address, else the workspace. In lib/ because both the route
 * guard (app/auth/decide-redirect.ts) and the login page use it.
 */
export function landingPath(search: string, from?: string): string {
  if (from && from.startsWith('/') && !from.startsWith('//')) return from;
  const plan = new URLSearchParams(search).get('plan');
  if (plan) return `/subscription/checkout?plan=${encodeURIComponent(plan)}`;
  return '/playground';
}

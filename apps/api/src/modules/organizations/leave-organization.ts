import type { OrganizationContext } from '../../platform/auth/session.ts';
import { callAuth } from './better-auth-call.ts';
import type { OrganizationsDeps } from './organizations.deps.ts';

/**
 * The caller leaves the organization (the route asked the policy: `assertMayLeave`, the owner may
 * not). better-auth deletes the membership. No check/write race: the one rule depends on being the
 * owner, and the owner role is never given or taken (`assertMayChangeRole`); better-auth also
 * refuses to let the only owner leave. Their keys for the organization stop.
 */
export async function leaveOrganization(
  { auth, onMemberGone }: Pick<OrganizationsDeps, 'auth' | 'onMemberGone'>,
  membership: OrganizationContext,
  userId: string,
  headers: Headers,
): Promise<{ removed: true }> {
  await callAuth(() => auth.api.leaveOrganization({ body: { organizationId: membership.id }, headers }));
  await onMemberGone?.(membership.id, userId);
  return { removed: true };
}

import type { OrganizationContext } from '../../platform/auth/session.ts';
import { checkedRoles, raceLost, type TargetMember } from './membership.ts';
import type { OrganizationsDeps } from './organizations.deps.ts';
import * as repo from './organizations.repository.ts';

/**
 * Removes someone else from the organization. The route asked the policy (`assertMayRemove`) with
 * the caller's role and `target.role`; the delete holds only while both are unchanged (409
 * otherwise). Ours rather than better-auth's `removeMember`, which deletes by id whatever the role
 * is now. Removed, not left: no coming back through the e-mail domain until an owner or admin
 * re-adds them; their keys for the organization stop.
 */
export async function removeMember(
  { db, onMemberGone }: Pick<OrganizationsDeps, 'db' | 'onMemberGone'>,
  membership: OrganizationContext,
  actorId: string,
  target: TargetMember,
): Promise<{ removed: true }> {
  const checked = checkedRoles(membership, actorId, target);
  const removed = await db.transaction().execute(async (trx) => {
    if (!(await repo.deleteMemberIf(trx, checked))) return false;
    await repo.recordRemoval(trx, membership.id, target.user_id);
    return true;
  });
  if (!removed) await raceLost(db, membership.id, target.user_id, 'removing this person');
  await onMemberGone?.(membership.id, target.user_id);
  return { removed: true };
}

import type { Kysely } from 'kysely';
import type { Member, OrganizationRole } from '@sladd/contract';
import type { Database } from '../../db/schema.ts';
import type { OrganizationContext } from '../../platform/auth/session.ts';
import { checkedRoles, memberOrThrow, raceLost, type TargetMember } from './membership.ts';
import { toMember } from './organization-shapes.ts';
import * as repo from './organizations.repository.ts';

/**
 * Gives a member another role. The route asked the policy (`assertMayChangeRole`) with the
 * caller's role and `target.role`; the write holds only while both are still what was asked
 * about (409 otherwise). Our write, not better-auth's `updateMemberRole`: that one updates by id
 * whatever the role is now, so an admin could demote someone the owner made an admin a moment ago.
 */
export async function changeMemberRole(
  db: Kysely<Database>,
  membership: OrganizationContext,
  actorId: string,
  target: TargetMember,
  role: OrganizationRole,
): Promise<Member> {
  const checked = checkedRoles(membership, actorId, target);
  if (!(await repo.updateMemberRoleIf(db, checked, role)))
    await raceLost(db, membership.id, target.user_id, "changing this person's role");
  return toMember(await memberOrThrow(db, membership.id, target.user_id));
}

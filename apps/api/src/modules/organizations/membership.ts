import type { Kysely } from 'kysely';
import type { OrganizationRole } from '@sladd/contract';
import type { Database } from '../../db/schema.ts';
import type { OrganizationContext } from '../../platform/auth/session.ts';
import { AppError } from '../../platform/errors.ts';
import { roleOf } from './organization-shapes.ts';
import * as repo from './organizations.repository.ts';

/**
 * The reads a route makes before it asks organization.policy.ts: the caller's membership and the
 * member an operation is about. They decide nothing; the policy does (decision 0056).
 */

/** The caller's membership (an OrganizationContext), or undefined for someone outside. */
export async function membershipOf(
  db: Kysely<Database>,
  userId: string,
  organizationId: string,
): Promise<OrganizationContext | undefined> {
  const row = await repo.findMembership(db, userId, organizationId);
  return row ? { id: row.id, name: row.name, role: roleOf(row.role) } : undefined;
}

/** A member as the policy sees them: who, and the role they hold now (checked again at the write). */
export interface TargetMember {
  member_id: string;
  user_id: string;
  role: OrganizationRole;
}

/** The member row with name and e-mail; 404 when the person is not (or no longer) a member. */
export async function memberOrThrow(db: Kysely<Database>, organizationId: string, userId: string) {
  const member = await repo.findMember(db, organizationId, userId);
  if (!member) throw new AppError('NOT_FOUND', 'This person is not a member of the organization.');
  return member;
}

/** The member a role change or removal is about, for the policy; 404 when not a member. */
export async function targetMember(
  db: Kysely<Database>,
  organizationId: string,
  userId: string,
): Promise<TargetMember> {
  const row = await memberOrThrow(db, organizationId, userId);
  return { member_id: row.member_id, user_id: row.user_id, role: roleOf(row.role) };
}

/**
 * After a conditional write matched nothing: 404 when the member is gone, otherwise 409 — a role
 * changed between the policy's check and the write, so the check no longer holds.
 */
export async function raceLost(
  db: Kysely<Database>,
  organizationId: string,
  userId: string,
  doing: string,
): Promise<never> {
  await memberOrThrow(db, organizationId, userId);
  throw new AppError(
    'CONFLICT',
    `Someone changed a role in this organization while you were ${doing}. Reload the member list and try again.`,
  );
}

/**
 * The roles a policy was asked about for a write on `target` by `membership`'s member: the
 * conditional writes (updateMemberRoleIf, deleteMemberIf) run only while both still hold.
 */
export const checkedRoles = (membership: OrganizationContext, actorId: string, target: TargetMember) => ({
  organizationId: membership.id,
  memberId: target.member_id,
  memberRole: target.role,
  actorId,
  actorRole: membership.role,
});

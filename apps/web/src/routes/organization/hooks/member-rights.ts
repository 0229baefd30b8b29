import { ASSIGNABLE_ROLES, type OrganizationRole } from '@sladd/contract';

/** Owners and admins change members and domains (spec 3 §6). */
export const canManageOrganization = (role: OrganizationRole | null | undefined): boolean =>
  role === 'owner' || role === 'admin';

export interface MemberRights {
  /** The role select is shown. */
  canChangeRole: boolean;
  /** A remove button is shown (for oneself it reads Leave). */
  canRemove: boolean;
  isSelf: boolean;
}

/**
 * What the person (`actor`) may do to one member, as the server's policy decides
 * (apps/api/.../organization.policy.ts): nobody changes or removes the owner; an admin changes
 * and removes members and viewers, not other admins; nobody changes their own role; anyone but the
 * owner may leave.
 */
export function memberRights(
  actor: OrganizationRole,
  actorId: string | undefined,
  target: { user_id: string; role: OrganizationRole },
): MemberRights {
  const isSelf = target.user_id === actorId;
  if (target.role === 'owner') return { canChangeRole: false, canRemove: false, isSelf };
  if (isSelf) return { canChangeRole: false, canRemove: true, isSelf };
  const may = actor === 'owner' || (actor === 'admin' && target.role !== 'admin');
  return { canChangeRole: may, canRemove: may, isSelf };
}

/** The roles `actor` may give (adding or changing): the owner gives any but owner; an admin makes no admins. */
export function rolesToGive(actor: OrganizationRole): Array<(typeof ASSIGNABLE_ROLES)[number]> {
  if (actor === 'owner') return [...ASSIGNABLE_ROLES];
  if (actor === 'admin') return ASSIGNABLE_ROLES.filter((role) => role !== 'admin');
  return [];
}

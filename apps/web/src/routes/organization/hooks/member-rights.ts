import { ASSIGNABLE_ROLES, type OrganizationRole } from '@sladd/contract';

/** Owners and admins change members and domains (spec 3 §6). */
export const canManageOrganization = (role: OrganizationRole | null | undefined): boolean =>
  role === 'owner' || role === 'admin';

/** The organization page's tabs, in order. */
export const ORGANIZATION_TABS = [
  'overview',
  'members',
  'subscription',
  'domains',
  'legalBases',
  'audit',
  'sso',
] as const;
export type OrganizationTab = (typeof ORGANIZATION_TABS)[number];

/**
 * What the person sees of the legal bases, the review setting and the audit trail, as the server's
 * policies decide (decision 0060, 0061): every member reads the codes; owners and admins choose the
 * sets, manage the codes, switch review on and off, and alone see the audit trail (the tab with the
 * review setting and the retention is not shown to others at all).
 */
export interface OrganizationRights {
  tabs: OrganizationTab[];
  /** Set switches, and add, edit, retire and bring back of own codes. */
  canManageLegalBases: boolean;
  /** The audit trail, its CSV export and retention, and the review switch. */
  canSeeAudit: boolean;
}

export function organizationRights(role: OrganizationRole | null | undefined): OrganizationRights {
  const manages = canManageOrganization(role);
  return {
    tabs: ORGANIZATION_TABS.filter((tab) => tab !== 'audit' || manages),
    canManageLegalBases: manages,
    canSeeAudit: manages,
  };
}

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
 * and removes reviewers, members and viewers, not other admins; nobody changes their own role; anyone but the
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

/**
 * The roles `actor` may give (adding or changing): the owner gives admin, reviewer, member and
 * viewer; an admin gives reviewer, member and viewer (no admins); the others give none.
 */
export function rolesToGive(actor: OrganizationRole): Array<(typeof ASSIGNABLE_ROLES)[number]> {
  if (actor === 'owner') return [...ASSIGNABLE_ROLES];
  if (actor === 'admin') return ASSIGNABLE_ROLES.filter((role) => role !== 'admin');
  return [];
}

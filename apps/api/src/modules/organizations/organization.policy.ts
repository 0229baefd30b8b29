import { ORGANIZATION_ROLES, type OrganizationRole } from '@sladd/contract';
import { AppError } from '../../platform/errors.ts';

export { ORGANIZATION_ROLES, type OrganizationRole };

export const ORGANIZATION_ACTIONS = [
  'view_organization',
  'view_members',
  'read_subscription',
  'subscribe',
  'cancel_subscription',
  'change_auto_renew',
  'add_member',
  'remove_member',
  'change_member_role',
  'view_domains',
  'add_domain',
  'verify_domain',
  'remove_domain',
  /** Use premium features and have pages charged to the organization's subscription. */
  'use_subscription',
] as const;
export type OrganizationAction = (typeof ORGANIZATION_ACTIONS)[number];

const OWNERS_AND_ADMINS: readonly OrganizationRole[] = ['owner', 'admin'];
const EVERY_ROLE: readonly OrganizationRole[] = ORGANIZATION_ROLES;

/**
 * Spec 3 §6 as one table: who may do what in an organization, and what a refusal says. Every
 * organization route asks `assertMay` (and the rules below for roles); nothing else decides, and
 * the services trust their routes (decision 0056). Decided where the spec is silent
 * (decision 0031): an admin may change roles (not to or from owner); a viewer sees the organization,
 * its members, domains and subscription but neither changes anything nor works on the
 * organization's subscription (no premium from it, no pages charged to it) — an auditor's seat.
 */
export const ORGANIZATION_RIGHTS: Record<
  OrganizationAction,
  { roles: readonly OrganizationRole[]; refusal: string }
> = {
  view_organization: { roles: EVERY_ROLE, refusal: 'There is no such organization.' },
  view_members: { roles: EVERY_ROLE, refusal: 'There is no such organization.' },
  read_subscription: { roles: EVERY_ROLE, refusal: 'There is no such organization.' },
  subscribe: {
    roles: ['owner'],
    refusal:
      'You are a member of an organization. Please ask your organization owner to manage the subscription.',
  },
  cancel_subscription: {
    roles: OWNERS_AND_ADMINS,
    refusal: 'Only organization owners and admins can cancel the subscription',
  },
  change_auto_renew: {
    roles: OWNERS_AND_ADMINS,
    refusal: 'Only organization owners and admins can change auto-renewal',
  },
  add_member: { roles: OWNERS_AND_ADMINS, refusal: 'Only organization owners and admins can add members' },
  remove_member: {
    roles: OWNERS_AND_ADMINS,
    refusal: 'Only organization owners and admins can remove members',
  },
  change_member_role: {
    roles: OWNERS_AND_ADMINS,
    refusal: 'Only organization owners and admins can change roles',
  },
  view_domains: { roles: EVERY_ROLE, refusal: 'There is no such organization.' },
  add_domain: { roles: OWNERS_AND_ADMINS, refusal: 'Only organization owners and admins can manage domains' },
  verify_domain: {
    roles: OWNERS_AND_ADMINS,
    refusal: 'Only organization owners and admins can manage domains',
  },
  remove_domain: {
    roles: OWNERS_AND_ADMINS,
    refusal: 'Only organization owners and admins can manage domains',
  },
  use_subscription: {
    roles: ['owner', 'admin', 'reviewer', 'member'],
    refusal: "A viewer's seat does not include working on the organization's subscription.",
  },
};

export function may(role: OrganizationRole | null, action: OrganizationAction): boolean {
  return role !== null && ORGANIZATION_RIGHTS[action].roles.includes(role);
}

/**
 * Throws unless `role` may do `action`. Someone outside the organization gets 404 NOT_FOUND for
 * everything (the organization's existence is not confirmed to them); a member without the right
 * gets 403 FORBIDDEN with the spec's words.
 */
export function assertMay(role: OrganizationRole | null, action: OrganizationAction): void {
  if (role === null) throw new AppError('NOT_FOUND', 'There is no such organization.');
  if (!may(role, action)) throw new AppError('FORBIDDEN', ORGANIZATION_RIGHTS[action].refusal);
}

/**
 * Role changes have rules of their own: nobody becomes or stops being the owner this way (there is
 * one owner, the creator), and an admin neither changes another admin nor makes one.
 */
export function assertMayChangeRole(
  actor: OrganizationRole | null,
  target: OrganizationRole,
  to: OrganizationRole,
): void {
  assertMay(actor, 'change_member_role');
  if (target === 'owner' || to === 'owner')
    throw new AppError('FORBIDDEN', 'The owner role cannot be given or taken away.');
  if (actor === 'admin' && target === 'admin')
    throw new AppError('FORBIDDEN', "Only the organization owner can change an admin's role.");
  // Admins are the owner's to make: an admin who could promote others could not undo it.
  if (actor === 'admin' && to === 'admin')
    throw new AppError('FORBIDDEN', 'Only the organization owner can make someone an admin.');
}

/** Who may be given which role when added: the owner role never, admin only by the owner. */
export function assertMayAdd(actor: OrganizationRole | null, role: OrganizationRole): void {
  assertMay(actor, 'add_member');
  if (role === 'owner')
    throw new AppError('FORBIDDEN', 'The owner role cannot be given: an organization has one owner.');
  if (actor === 'admin' && role === 'admin')
    throw new AppError('FORBIDDEN', 'Only the organization owner can make someone an admin.');
}

/** The owner is not removable (spec 3 §6). */
export function assertMayRemove(actor: OrganizationRole | null, target: OrganizationRole): void {
  assertMay(actor, 'remove_member');
  if (target === 'owner') throw new AppError('FORBIDDEN', 'The organization owner cannot be removed.');
  if (actor === 'admin' && target === 'admin')
    throw new AppError('FORBIDDEN', 'Only the organization owner can remove an admin.');
}

/**
 * Leaving is every member's own choice (their removal of themselves needs only membership), except
 * the owner's: the owner is not removable (spec 3 §6), so cannot leave either.
 */
export function assertMayLeave(actor: OrganizationRole | null): void {
  assertMay(actor, 'view_organization');
  if (actor === 'owner')
    throw new AppError(
      'FORBIDDEN',
      'The organization owner cannot leave it. The owner is not removable (spec 3 §6).',
    );
}

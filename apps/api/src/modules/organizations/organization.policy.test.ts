import { describe, expect, it } from 'vitest';
import { AppError } from '../../platform/errors.ts';
import {
  assertMay,
  assertMayAdd,
  assertMayChangeRole,
  assertMayLeave,
  assertMayRemove,
  ORGANIZATION_ACTIONS,
  ORGANIZATION_ROLES,
  type OrganizationAction,
  type OrganizationRole,
} from './organization.policy.ts';

/** Spec 3 §6, written out by hand so the table in the policy is checked against it, not against itself. */
const EXPECTED: Record<OrganizationAction, OrganizationRole[]> = {
  view_organization: ['owner', 'admin', 'reviewer', 'member', 'viewer'],
  view_members: ['owner', 'admin', 'reviewer', 'member', 'viewer'],
  read_subscription: ['owner', 'admin', 'reviewer', 'member', 'viewer'],
  subscribe: ['owner'],
  cancel_subscription: ['owner', 'admin'],
  change_auto_renew: ['owner', 'admin'],
  add_member: ['owner', 'admin'],
  remove_member: ['owner', 'admin'],
  change_member_role: ['owner', 'admin'],
  view_domains: ['owner', 'admin', 'reviewer', 'member', 'viewer'],
  add_domain: ['owner', 'admin'],
  verify_domain: ['owner', 'admin'],
  remove_domain: ['owner', 'admin'],
  use_subscription: ['owner', 'admin', 'reviewer', 'member'],
};

function outcome(role: OrganizationRole | null, action: OrganizationAction) {
  try {
    assertMay(role, action);
    return 'allowed';
  } catch (error) {
    return error instanceof AppError ? `${error.code}: ${error.message}` : 'crashed';
  }
}

describe('the organization policy (spec 3 §6)', () => {
  const cases = ORGANIZATION_ACTIONS.flatMap((action) =>
    [...ORGANIZATION_ROLES, null].map((role) => [action, role] as const),
  );

  it.each(cases)('%s by %s', (action, role) => {
    const result = outcome(role, action);
    if (role === null) expect(result).toBe('NOT_FOUND: There is no such organization.');
    else if (EXPECTED[action].includes(role)) expect(result).toBe('allowed');
    else expect(result).toMatch(/^FORBIDDEN: /);
  });

  it("uses the spec's words for a member who subscribes or cancels", () => {
    expect(outcome('member', 'subscribe')).toBe(
      'FORBIDDEN: You are a member of an organization. Please ask your organization owner to manage the subscription.',
    );
    expect(outcome('member', 'cancel_subscription')).toBe(
      'FORBIDDEN: Only organization owners and admins can cancel the subscription',
    );
    expect(outcome('admin', 'subscribe')).toMatch(/ask your organization owner/);
  });

  it('never removes the owner, and keeps admins for the owner to manage', () => {
    expect(() => assertMayRemove('owner', 'owner')).toThrow('The organization owner cannot be removed.');
    expect(() => assertMayRemove('admin', 'owner')).toThrow('The organization owner cannot be removed.');
    expect(() => assertMayRemove('admin', 'admin')).toThrow(
      'Only the organization owner can remove an admin.',
    );
    expect(() => assertMayRemove('admin', 'member')).not.toThrow();
    expect(() => assertMayRemove('owner', 'admin')).not.toThrow();
    expect(() => assertMayRemove('member', 'viewer')).toThrow(
      'Only organization owners and admins can remove members',
    );
  });

  it('gives and takes the owner role to nobody; admins change members and viewers only', () => {
    expect(() => assertMayChangeRole('owner', 'member', 'owner')).toThrow(
      'The owner role cannot be given or taken away.',
    );
    expect(() => assertMayChangeRole('owner', 'owner', 'admin')).toThrow(
      'The owner role cannot be given or taken away.',
    );
    expect(() => assertMayChangeRole('admin', 'admin', 'member')).toThrow(
      "Only the organization owner can change an admin's role.",
    );
    expect(() => assertMayChangeRole('admin', 'member', 'admin')).toThrow(
      'Only the organization owner can make someone an admin.',
    );
    expect(() => assertMayChangeRole('admin', 'member', 'viewer')).not.toThrow();
    expect(() => assertMayChangeRole('owner', 'member', 'admin')).not.toThrow();
    expect(() => assertMayChangeRole('owner', 'admin', 'member')).not.toThrow();
    expect(() => assertMayChangeRole(null, 'member', 'viewer')).toThrow('There is no such organization.');
  });

  it('adds: the owner role never, an admin only by the owner', () => {
    expect(() => assertMayAdd('owner', 'owner')).toThrow('The owner role cannot be given');
    expect(() => assertMayAdd('admin', 'admin')).toThrow(
      'Only the organization owner can make someone an admin.',
    );
    expect(() => assertMayAdd('owner', 'admin')).not.toThrow();
    expect(() => assertMayAdd('admin', 'viewer')).not.toThrow();
    expect(() => assertMayAdd('member', 'viewer')).toThrow(
      'Only organization owners and admins can add members',
    );
    expect(() => assertMayAdd(null, 'viewer')).toThrow('There is no such organization.');
  });

  it('lets every member leave but the owner, and tells an outsider nothing', () => {
    for (const role of ['admin', 'member', 'viewer'] as const)
      expect(() => assertMayLeave(role)).not.toThrow();
    expect(() => assertMayLeave('owner')).toThrow(
      'The organization owner cannot leave it. The owner is not removable (spec 3 §6).',
    );
    expect(() => assertMayLeave(null)).toThrow('There is no such organization.');
  });
});

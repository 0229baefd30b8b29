import { ORGANIZATION_ROLES, type OrganizationRole } from '@sladd/contract';
import { describe, expect, it } from 'vitest';
import { canManageOrganization, memberRights, organizationRights, rolesToGive } from './member-rights.ts';

const member = (role: OrganizationRole, userId = 'other') => ({ user_id: userId, role });

describe('member rights (the server policy, as the members table shows it)', () => {
  it('lets nobody change or remove the owner, the owner included', () => {
    for (const actor of ORGANIZATION_ROLES) {
      expect(memberRights(actor, 'me', member('owner'))).toMatchObject({
        canChangeRole: false,
        canRemove: false,
      });
    }
    expect(memberRights('owner', 'me', member('owner', 'me'))).toEqual({
      canChangeRole: false,
      canRemove: false,
      isSelf: true,
    });
  });

  it('lets the owner change and remove admins, reviewers, members and viewers', () => {
    for (const role of ['admin', 'reviewer', 'member', 'viewer'] as const)
      expect(memberRights('owner', 'me', member(role))).toEqual({
        canChangeRole: true,
        canRemove: true,
        isSelf: false,
      });
  });

  it('lets an admin change and remove reviewers, members and viewers, not other admins', () => {
    expect(memberRights('admin', 'me', member('admin'))).toMatchObject({
      canChangeRole: false,
      canRemove: false,
    });
    for (const role of ['reviewer', 'member', 'viewer'] as const)
      expect(memberRights('admin', 'me', member(role))).toMatchObject({
        canChangeRole: true,
        canRemove: true,
      });
  });

  it('lets reviewers, members and viewers change nobody, but leave themselves', () => {
    for (const actor of ['reviewer', 'member', 'viewer'] as const) {
      for (const role of ['admin', 'reviewer', 'member', 'viewer'] as const)
        expect(memberRights(actor, 'me', member(role))).toMatchObject({
          canChangeRole: false,
          canRemove: false,
        });
      expect(memberRights(actor, 'me', member(actor, 'me'))).toEqual({
        canChangeRole: false,
        canRemove: true,
        isSelf: true,
      });
    }
  });

  it('gives the management buttons to owners and admins only', () => {
    expect(ORGANIZATION_ROLES.filter(canManageOrganization)).toEqual(['owner', 'admin']);
    expect(canManageOrganization(null)).toBe(false);
  });

  it('lets the owner give admin, reviewer, member and viewer, and an admin only reviewer, member and viewer', () => {
    expect(rolesToGive('owner')).toEqual(['admin', 'reviewer', 'member', 'viewer']);
    expect(rolesToGive('admin')).toEqual(['reviewer', 'member', 'viewer']);
    for (const actor of ['reviewer', 'member', 'viewer'] as const) expect(rolesToGive(actor)).toEqual([]);
  });

  it('shows the audit tab (trail, retention, review switch) to owners and admins only', () => {
    for (const role of ['owner', 'admin'] as const)
      expect(organizationRights(role)).toEqual({
        tabs: ['overview', 'members', 'subscription', 'domains', 'legalBases', 'audit', 'sso'],
        canManageLegalBases: true,
        canSeeAudit: true,
      });
    for (const role of ['reviewer', 'member', 'viewer'] as const)
      expect(organizationRights(role)).toEqual({
        tabs: ['overview', 'members', 'subscription', 'domains', 'legalBases', 'sso'],
        canManageLegalBases: false,
        canSeeAudit: false,
      });
  });

  it('lets every member read the legal bases, and only owners and admins change them', () => {
    for (const role of ORGANIZATION_ROLES) expect(organizationRights(role).tabs).toContain('legalBases');
    expect(ORGANIZATION_ROLES.filter((role) => organizationRights(role).canManageLegalBases)).toEqual([
      'owner',
      'admin',
    ]);
    expect(organizationRights(null).canSeeAudit).toBe(false);
  });
});

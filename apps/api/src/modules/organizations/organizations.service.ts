import type { OrganizationRole } from '@sladd/contract';
import type { OrganizationContext } from '../../platform/auth/session.ts';
import { addDomain } from './add-domain.ts';
import { addMember, type NewMember } from './add-member.ts';
import { changeMemberRole } from './change-member-role.ts';
import { createOrganization } from './create-organization.ts';
import { assertOwnedDeletable, deleteOwnedOrganizations } from './delete-owned-organizations.ts';
import { describeOrganization } from './describe-organization.ts';
import { joinOrganization } from './join-organization.ts';
import { leaveOrganization } from './leave-organization.ts';
import { listDomains } from './list-domains.ts';
import { listMembers } from './list-members.ts';
import { listOrganizations } from './list-organizations.ts';
import { membershipOf, targetMember, type TargetMember } from './membership.ts';
import type { OrganizationsDeps } from './organizations.deps.ts';
import { removeDomain } from './remove-domain.ts';
import { removeMember } from './remove-member.ts';
import { suggestedOrganizations } from './suggested-organizations.ts';
import { verifyDomain } from './verify-domain.ts';

export type { TxtLookup } from './organizations.deps.ts';
export type { TargetMember } from './membership.ts';

/**
 * Organizations, members and domains (spec 3): one file per operation, put together here for
 * app.ts. Nothing here decides who may do what: the routes ask organization.policy.ts with what
 * `membershipOf` and `member` read, then call an operation, which trusts them (decision 0056).
 */
export function createOrganizationsService(deps: OrganizationsDeps) {
  const { db } = deps;
  const membership = (userId: string, organizationId: string) => membershipOf(db, userId, organizationId);
  return {
    /** The caller's membership, or undefined for someone outside: what the policy is asked with. */
    membershipOf: membership,
    /** The same read, under the name authenticate and the API keys use for the org_id header. */
    resolve: membership,
    /** The member a role change or removal is about (404 when not a member), for the policy. */
    member: (organizationId: string, userId: string) => targetMember(db, organizationId, userId),

    list: (userId: string) => listOrganizations(db, userId),
    create: (userId: string, name: string) => createOrganization(deps, userId, name),
    get: (m: OrganizationContext) => describeOrganization(deps, m),
    members: (organizationId: string, page: number, pageSize: number) =>
      listMembers(db, organizationId, page, pageSize),
    addMember: (m: OrganizationContext, actorId: string, input: NewMember) =>
      addMember(deps, m, actorId, input),
    changeRole: (m: OrganizationContext, actorId: string, target: TargetMember, role: OrganizationRole) =>
      changeMemberRole(db, m, actorId, target, role),
    removeMember: (m: OrganizationContext, actorId: string, target: TargetMember) =>
      removeMember(deps, m, actorId, target),
    leave: (m: OrganizationContext, userId: string, headers: Headers) =>
      leaveOrganization(deps, m, userId, headers),
    subscription: (m: OrganizationContext) => deps.subscriptions.getForOrganization(m),

    domains: (organizationId: string) => listDomains(db, organizationId),
    addDomain: (m: OrganizationContext, domain: string) => addDomain(deps, m, domain),
    verifyDomain: (m: OrganizationContext, domainId: string) => verifyDomain(deps, m, domainId),
    removeDomain: (m: OrganizationContext, domainId: string) => removeDomain(db, m.id, domainId),

    suggested: (user: { id: string; email: string }) => suggestedOrganizations(db, user),
    join: (user: { id: string; email: string }, organizationId: string) =>
      joinOrganization(deps, user, organizationId),

    /** Refuses (CONFLICT) when an organization the user owns has a running plan: it must be cancelled first. */
    assertOwnedDeletable: (userId: string) => assertOwnedDeletable(deps, userId).then(() => undefined),
    /** With the user's account go the organizations they own (refused like assertOwnedDeletable). */
    deleteOwnedBy: (userId: string) => deleteOwnedOrganizations(deps, userId),
  };
}

export type OrganizationsService = ReturnType<typeof createOrganizationsService>;

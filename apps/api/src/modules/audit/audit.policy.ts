import type { OrganizationRole } from '@sladd/contract';
import { AppError } from '../../platform/errors.ts';

export const AUDIT_POLICY_ACTIONS = ['view_audit_trail', 'manage_audit_retention'] as const;
export type AuditPolicyAction = (typeof AUDIT_POLICY_ACTIONS)[number];

/**
 * Who may see an organization's audit trail and set how long it is kept (issue 32 item 5,
 * decision 0060): its owners and admins. Members and viewers are in the trail, they do not read
 * it. Asked by the routes only (decision 0056).
 */
export const AUDIT_RIGHTS: Record<
  AuditPolicyAction,
  { roles: readonly OrganizationRole[]; refusal: string }
> = {
  view_audit_trail: {
    roles: ['owner', 'admin'],
    refusal: 'Only organization owners and admins can see the audit trail',
  },
  manage_audit_retention: {
    roles: ['owner', 'admin'],
    refusal: 'Only organization owners and admins can change how long the audit trail is kept',
  },
};

/** Throws unless `role` may: someone outside the organization gets 404, a member without the right 403. */
export function assertMay(role: OrganizationRole | null, action: AuditPolicyAction): void {
  if (role === null) throw new AppError('NOT_FOUND', 'There is no such organization.');
  if (!AUDIT_RIGHTS[action].roles.includes(role))
    throw new AppError('FORBIDDEN', AUDIT_RIGHTS[action].refusal);
}

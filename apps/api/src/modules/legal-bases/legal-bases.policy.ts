import { ORGANIZATION_ROLES, type OrganizationRole } from '@sladd/contract';
import { AppError } from '../../platform/errors.ts';

export const LEGAL_BASES_ACTIONS = ['read_legal_bases', 'manage_legal_bases'] as const;
export type LegalBasesAction = (typeof LEGAL_BASES_ACTIONS)[number];

/**
 * Who may do what with an organization's legal bases (issue 32, decision 0060): every member, a
 * viewer too, reads the sets and codes (they are what marks in the organization cite); owners and
 * admins choose the sets and add, edit and retire codes, as they manage members and domains
 * (decision 0031). Asked by the routes only (decision 0056).
 */
export const LEGAL_BASES_RIGHTS: Record<
  LegalBasesAction,
  { roles: readonly OrganizationRole[]; refusal: string }
> = {
  read_legal_bases: { roles: ORGANIZATION_ROLES, refusal: 'There is no such organization.' },
  manage_legal_bases: {
    roles: ['owner', 'admin'],
    refusal: "Only organization owners and admins can change the organization's legal bases",
  },
};

/**
 * Throws unless `role` may do `action`: someone outside the organization gets 404 (its existence
 * is not confirmed), a member without the right 403.
 */
export function assertMay(role: OrganizationRole | null, action: LegalBasesAction): void {
  if (role === null) throw new AppError('NOT_FOUND', 'There is no such organization.');
  if (!LEGAL_BASES_RIGHTS[action].roles.includes(role))
    throw new AppError('FORBIDDEN', LEGAL_BASES_RIGHTS[action].refusal);
}

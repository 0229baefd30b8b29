import { domainTxtName, domainTxtValue, type OrganizationSummary } from '@sladd/contract';
import { AppError } from '../../platform/errors.ts';
import { callAuth } from './better-auth-call.ts';
import { membershipOf } from './membership.ts';
import { domainOfEmail } from './organization-shapes.ts';
import type { OrganizationsDeps } from './organizations.deps.ts';
import * as repo from './organizations.repository.ts';

/**
 * Joins an organization that verified the domain of the user's e-mail address, as a viewer
 * (decision 0034): an owner or admin gives more. Anyone else's organization is 404. The TXT
 * record is checked again first; a domain whose record is gone becomes pending.
 */
export async function joinOrganization(
  { db, auth, txt }: Pick<OrganizationsDeps, 'db' | 'auth' | 'txt'>,
  user: { id: string; email: string },
  organizationId: string,
): Promise<OrganizationSummary> {
  const offered = (await repo.listOrganizationsVerifying(db, domainOfEmail(user.email), user.id)).find(
    (row) => row.id === organizationId,
  );
  if (!offered) {
    if (await membershipOf(db, user.id, organizationId))
      throw new AppError('ALREADY_A_MEMBER', 'You are already a member of this organization.');
    throw new AppError('NOT_FOUND', 'There is no such organization.');
  }
  // The domain is looked up again: one that lapsed (and may have a new holder) gives nothing.
  const records = await txt.resolveTxt(domainTxtName(offered.domain));
  if (!records.some((record) => record.trim() === domainTxtValue(offered.verification_token))) {
    await repo.markDomainUnverified(db, offered.domain_id);
    throw new AppError(
      'DOMAIN_NOT_VERIFIED',
      `${offered.domain} no longer shows its verification record in DNS, so joining by e-mail domain is paused. Ask the organization's owner or an admin to add you.`,
    );
  }
  await callAuth(() => auth.api.addMember({ body: { userId: user.id, role: 'viewer', organizationId } }));
  const organization = await repo.findOrganization(db, organizationId);
  return {
    org_id: organizationId,
    name: offered.name,
    owner_user_id: organization?.owner_user_id ?? '',
    role: 'viewer',
  };
}

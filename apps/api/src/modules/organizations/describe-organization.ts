import { isPremiumStatus, type Organization } from '@sladd/contract';
import type { OrganizationContext } from '../../platform/auth/session.ts';
import { AppError } from '../../platform/errors.ts';
import { noneIfNoSubscription } from '../subscription/subscription.service.ts';
import type { OrganizationsDeps } from './organizations.deps.ts';
import * as repo from './organizations.repository.ts';

/** One organization as its overview shows it to a member: owner, counts, and its plan if any. */
export async function describeOrganization(
  { db, subscriptions }: Pick<OrganizationsDeps, 'db' | 'subscriptions'>,
  membership: OrganizationContext,
): Promise<Organization> {
  const organization = await repo.findOrganization(db, membership.id);
  if (!organization) throw new AppError('NOT_FOUND', 'There is no such organization.');
  const subscription = await subscriptions.getForOrganization(membership).catch(noneIfNoSubscription);
  return {
    org_id: organization.id,
    name: organization.name,
    owner_user_id: organization.owner_user_id ?? '',
    role: membership.role,
    owner_username: organization.owner_username ?? '',
    owner_email: organization.owner_email ?? '',
    created_at: organization.created_at,
    member_count: await repo.countMembers(db, organization.id),
    verified_domain_count: (await repo.countDomains(db, organization.id)).verified,
    subscription: subscription
      ? {
          plan_code: subscription.plan_code,
          plan_name: subscription.plan.plan_name,
          status: subscription.status,
          active: isPremiumStatus(subscription.status),
        }
      : null,
  };
}

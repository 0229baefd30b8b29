import { isPremiumStatus } from '@sladd/contract';
import { AppError } from '../../platform/errors.ts';
import { noneIfNoSubscription } from '../subscription/subscription.service.ts';
import { membershipOf } from './membership.ts';
import type { OrganizationsDeps } from './organizations.deps.ts';
import * as repo from './organizations.repository.ts';

/**
 * With the user's account go the organizations they own (members, domains, keys made for them) —
 * refused while one of them has a running plan, which would go on being billed with nobody left
 * to cancel it.
 */

/** The organizations the user owns, after checking none has a running plan (CONFLICT otherwise). */
export async function assertOwnedDeletable(
  { db, subscriptions }: Pick<OrganizationsDeps, 'db' | 'subscriptions'>,
  userId: string,
): Promise<string[]> {
  const ids = await repo.findOwnedOrganizationIds(db, userId);
  for (const id of ids) {
    const membership = await membershipOf(db, userId, id);
    const running = membership
      ? await subscriptions.getForOrganization(membership).catch(noneIfNoSubscription)
      : undefined;
    if (running && isPremiumStatus(running.status) && !running.cancel_at_period_end)
      throw new AppError(
        'CONFLICT',
        `You own ${membership!.name}, which has a running subscription. Cancel it on the subscription page (working in the organization) before you delete your account.`,
      );
  }
  return ids;
}

/** Deletes the organizations the user owns (after the same check); their keys stop first. */
export async function deleteOwnedOrganizations(
  deps: Pick<OrganizationsDeps, 'db' | 'subscriptions' | 'onMemberGone'>,
  userId: string,
): Promise<void> {
  const ids = await assertOwnedDeletable(deps, userId);
  for (const id of ids) await deps.onMemberGone?.(id);
  await repo.deleteOrganizations(deps.db, ids);
}

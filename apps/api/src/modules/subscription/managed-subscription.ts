import type { Actor, OrganizationContext } from '../../platform/auth/session.ts';
import { type BillingContext, ownerOfUser } from './billing-context.ts';
import { type BillingOwner, LIVE_STATUSES } from './subscription.repository.ts';
import { noneIfNoSubscription } from './subscription.service.ts';

/**
 * The subscription a cancel, auto-renew or plan-keeping change is about, and the membership the
 * policy judges it by (`assertMayManage`): working in an organization whose plan is running, the
 * organization's; else the person's own (no organization to judge by).
 */
export interface ManagedSubscription {
  owner: BillingOwner;
  organization?: OrganizationContext;
}

/** Read by the route before it asks the policy and calls the change itself. */
export const findManagedSubscription =
  (ctx: Pick<BillingContext, 'subscriptions'>) =>
  async (actor: Actor): Promise<ManagedSubscription> => {
    const organization = actor.organization;
    if (organization) {
      const owner: BillingOwner = { type: 'organization', id: organization.id };
      const found = await ctx.subscriptions.findCurrent(owner).catch(noneIfNoSubscription);
      if (found && (LIVE_STATUSES as readonly string[]).includes(found.current.status))
        return { owner, organization };
    }
    return { owner: ownerOfUser(actor.userId) };
  };

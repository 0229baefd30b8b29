import {
  type CheckoutBuyer,
  type CurrentSubscription,
  isPremiumStatus,
  type OrganizationSummary,
} from '@sladd/contract';

/**
 * What a person may buy on /pricing (spec 3 §6, decision 0052), the same rule the server's
 * `checkoutBuyer` and the organization policy apply:
 * - visitor: sign up first;
 * - personal: no organization, plans are the person's own;
 * - owner: buys for the organization; while its plan does not run yet they may say "just me";
 * - self: an admin, reviewer, member or viewer whose work the organization's plan does not cover (it has
 *   none, or a viewer's seat does not include it) buys a plan of their own, never the organization's;
 * - contactOwner: an admin, reviewer or member who already works on the organization's running plan: nothing
 *   to buy, the owner manages it ('Contact Organization Owner').
 */
export type PurchaseRights =
  | { kind: 'visitor' }
  | { kind: 'personal' }
  | { kind: 'owner'; organization: OrganizationSummary; mayBuyPersonal: boolean }
  | { kind: 'self'; organization: OrganizationSummary; reason: 'noOrganizationPlan' | 'viewerSeat' }
  | { kind: 'contactOwner'; organization: OrganizationSummary };

/** Whether the subscription the person works under is their organization's running plan. */
export function isCoveredByOrganization(subscription: CurrentSubscription | null | undefined): boolean {
  return Boolean(subscription?.is_organization_subscription && isPremiumStatus(subscription.status));
}

export function purchaseRightsOf(input: {
  isSignedIn: boolean;
  /** The organization the person works in (the organization context), if any. */
  organization: OrganizationSummary | null;
  /** The subscription they work under (GET /subscription/current), null for none. */
  subscription: CurrentSubscription | null | undefined;
}): PurchaseRights {
  const { organization, subscription } = input;
  if (!input.isSignedIn) return { kind: 'visitor' };
  if (!organization) return { kind: 'personal' };
  const isCovered = isCoveredByOrganization(subscription);
  if (organization.role === 'owner') return { kind: 'owner', organization, mayBuyPersonal: !isCovered };
  if (organization.role === 'viewer') return { kind: 'self', organization, reason: 'viewerSeat' };
  if (isCovered) return { kind: 'contactOwner', organization };
  return { kind: 'self', organization, reason: 'noOrganizationPlan' };
}

/** The checkout address of a plan, for the organization (the server's default in its context) or the person. */
export function checkoutPathOf(planCode: string, buyFor: CheckoutBuyer): string {
  const plan = `/subscription/checkout?plan=${encodeURIComponent(planCode)}`;
  return buyFor === 'personal' ? `${plan}&for=personal` : plan;
}

/**
 * What the manage page offers for the subscription shown (spec 3 §2, §6): cancel and auto-renew
 * for a personal plan and for an organization's owners and admins; another plan only where one may
 * be bought (a personal plan, the owner); a plain member reads it ('Check Usage').
 */
export function manageRightsOf(subscription: CurrentSubscription): {
  mayManage: boolean;
  mayChangePlan: boolean;
  isReadOnly: boolean;
} {
  if (!subscription.is_organization_subscription)
    return { mayManage: true, mayChangePlan: true, isReadOnly: false };
  const role = subscription.user_role_in_organization;
  const mayManage = role === 'owner' || role === 'admin';
  return { mayManage, mayChangePlan: role === 'owner', isReadOnly: !mayManage };
}

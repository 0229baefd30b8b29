import { type CheckoutBuyer, isPremiumStatus, type OrganizationRole } from '@sladd/contract';
import type { Actor } from '../../platform/auth/session.ts';
import { AppError } from '../../platform/errors.ts';
import { assertMay, may } from '../organizations/organization.policy.ts';
import { checkoutNotFound } from './billing-refusals.ts';
import type { Checkout } from './find-checkout.ts';
import type { ManagedSubscription } from './managed-subscription.ts';
import { noneIfNoSubscription, type SubscriptionService } from './subscription.service.ts';

/**
 * What a premium plan unlocks (spec 1 §6, spec 3 §1), each with the words its PREMIUM_REQUIRED
 * message starts with. Every caller names its feature here, so the rule and the message exist once.
 */
export const PREMIUM_FEATURES = {
  entity_detection: 'Entity detection',
  ai_search: 'AI search',
  case_sensitive_search: 'Case-sensitive search',
  regex_search: 'Regular-expression search',
  /** A change to a premium field of the general settings (threshold, ignore-list use, engine colours). */
  premium_settings: 'This setting',
  text_selection: 'Text-selection mode',
  /** Saving a case-sensitive, regex or AI search term. */
  premium_search_terms: 'Case-sensitive, regular-expression and AI search',
  ignore_list: 'The ignore list',
  entity_list: 'The entity list',
  settings_file: 'Settings management',
  api_access: 'API access',
} as const;

export type PremiumFeature = keyof typeof PREMIUM_FEATURES;

/**
 * The plan feature code (spec 3 §3) a premium feature also needs, beyond a premium status. Features
 * not listed need premium only. Recorded in decision 0029: detection needs advanced_detection,
 * case-sensitive, regex and AI search need Advanced_search, the public API needs api_access.
 */
export const PLAN_FEATURE_OF: Partial<Record<PremiumFeature, string>> = {
  entity_detection: 'advanced_detection',
  ai_search: 'Advanced_search',
  case_sensitive_search: 'Advanced_search',
  regex_search: 'Advanced_search',
  premium_search_terms: 'Advanced_search',
  api_access: 'api_access',
};

export const premiumRequired = (feature: PremiumFeature) =>
  new AppError(
    'PREMIUM_REQUIRED',
    `${PREMIUM_FEATURES[feature]} needs a premium subscription. See the pricing page to upgrade.`,
  );

/** The one answer to "is this user premium / may this user use feature X", read from the subscription. */
export function createPremiumPolicy(subscriptions: Pick<SubscriptionService, 'getCurrent' | 'billing'>) {
  /** The premium plan the actor works under (theirs, or their organization's), or undefined: a paid or trial plan whose status is active or trialing. */
  async function premiumPlan(actor: Actor) {
    const current = await subscriptions.getCurrent(actor).catch(noneIfNoSubscription);
    const premium = current !== undefined && isPremiumStatus(current.status) && current.plan_code !== 'free';
    return premium ? current.plan : undefined;
  }

  /** With billing off (self-hosting) every signed-in user may use everything. */
  async function isPremium(actor: Actor): Promise<boolean> {
    return subscriptions.billing === 'off' || (await premiumPlan(actor)) !== undefined;
  }

  return {
    isPremium,
    /**
     * Throws PREMIUM_REQUIRED (403) naming the feature unless the user may use it: a premium status,
     * and the plan feature the table above names for it.
     */
    async assertMayUse(actor: Actor, feature: PremiumFeature): Promise<void> {
      if (subscriptions.billing === 'off') return;
      const plan = await premiumPlan(actor);
      const needed = PLAN_FEATURE_OF[feature];
      if (!plan || (needed && !plan.metadata.features.includes(needed))) throw premiumRequired(feature);
    },
  };
}

export type PremiumPolicy = ReturnType<typeof createPremiumPolicy>;

/** The refusal of a plan of one's own that the organization's running plan already covers. */
export const COVERED_BY_ORGANIZATION =
  'Your work in this organization already runs on its plan. A plan of your own would not be used here.';

/**
 * Whom a checkout buys for (decision 0052), as the actor the checkout is made for:
 * - left out: the organization the request works in (org_id header), else the person;
 * - 'organization': the organization the request works in (400 without one); the checkout itself
 *   lets only its owner buy (spec 3 §6);
 * - 'personal': the person alone — also while working in an organization, unless its running plan
 *   already covers their work there (owner, admin or member of an organization with a plan: 409).
 *   A viewer, or anyone in an organization without a plan, may buy a plan of their own.
 */
export async function checkoutBuyer(
  actor: Actor,
  buyFor: CheckoutBuyer | undefined,
  subscriptions: Pick<SubscriptionService, 'findEffective'>,
): Promise<Actor> {
  if (buyFor === undefined) return actor;
  if (buyFor === 'organization') {
    if (!actor.organization)
      throw new AppError('BAD_REQUEST', 'Choose the organization to buy for (its org_id header).');
    return actor;
  }
  if (actor.organization) {
    const effective = await subscriptions.findEffective(actor).catch(noneIfNoSubscription);
    if (effective?.current.is_organization_subscription && isPremiumStatus(effective.current.status))
      throw new AppError('CONFLICT', COVERED_BY_ORGANIZATION);
  }
  return { userId: actor.userId };
}

/**
 * Whether a seat includes working on the organization's plan (premium from it, pages charged to
 * it): owner, admin and member; not a viewer, an auditor's seat (decision 0031). app.ts hands this
 * rule to the subscription service, which decides with it which plan a request works under.
 */
export const worksOnOrganizationPlan = (role: OrganizationRole): boolean => may(role, 'use_subscription');

/**
 * Refuses work that must run on the organization's plan (an API key made in it acts for it) from a
 * seat that does not include the plan: 403 with the rights table's words. No organization: allowed.
 */
export function assertWorksOnOrganizationPlan(actor: Actor): void {
  if (actor.organization) assertMay(actor.organization.role, 'use_subscription');
}

/** A checkout for an organization is its owner's to make (spec 3 §6); anyone else hears the spec's words. */
export function assertMayBuy(buyer: Actor): void {
  if (buyer.organization) assertMay(buyer.organization.role, 'subscribe');
}

/**
 * A cancel, auto-renew or plan-keeping change of an organization's running plan is made only by the
 * roles the rights table names for `action` (a member or viewer hears the spec's words); a person's
 * own plan is theirs to change.
 */
export function assertMayManage(
  managed: ManagedSubscription,
  action: 'subscribe' | 'cancel_subscription' | 'change_auto_renew',
): void {
  if (managed.organization) assertMay(managed.organization.role, action);
}

/** A checkout is seen, paid or cancelled only by the person who started it: anyone else's is "not found". */
export function assertOwnCheckout(
  userId: string,
  checkout: Checkout | undefined,
): asserts checkout is Checkout {
  if (!checkout || checkout.session.user_id !== userId) throw checkoutNotFound();
}

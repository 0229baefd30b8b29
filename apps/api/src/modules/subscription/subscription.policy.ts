import { isPremiumStatus } from '@sladd/contract';
import { AppError } from '../../platform/errors.ts';
import type { SubscriptionService } from './subscription.service.ts';

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
} as const;

export type PremiumFeature = keyof typeof PREMIUM_FEATURES;

export const premiumRequired = (feature: PremiumFeature) =>
  new AppError(
    'PREMIUM_REQUIRED',
    `${PREMIUM_FEATURES[feature]} needs a premium subscription. See the pricing page to upgrade.`,
  );

/** The one answer to "is this user premium / may this user use feature X", read from the subscription. */
export function createPremiumPolicy(subscriptions: Pick<SubscriptionService, 'getCurrent'>) {
  /** Premium: a paid or trial plan whose status is active or trialing (an expired one is not). */
  async function isPremium(userId: string): Promise<boolean> {
    const current = await subscriptions.getCurrent(userId).catch((error: unknown) => {
      if (error instanceof AppError && error.code === 'NO_SUBSCRIPTION') return undefined;
      throw error;
    });
    return current !== undefined && isPremiumStatus(current.status) && current.plan_code !== 'free';
  }

  return {
    isPremium,
    /**
     * Throws PREMIUM_REQUIRED (403) naming the feature unless the user may use it. Every feature of
     * the table needs premium today; a plan offering only some of them would be decided here.
     */
    async assertMayUse(userId: string, feature: PremiumFeature): Promise<void> {
      if (!(await isPremium(userId))) throw premiumRequired(feature);
    },
  };
}

export type PremiumPolicy = ReturnType<typeof createPremiumPolicy>;

import type { CurrentSubscription } from '@sladd/contract';
import { describe, expect, it } from 'vitest';
import { hasPremium } from './premium-rule.ts';

/** A subscription as GET /api/subscription/current answers it, with only what the rule reads varied. */
function subscription(
  plan_code: CurrentSubscription['plan_code'],
  status: string,
  features: string[],
): CurrentSubscription {
  return {
    plan_code,
    status,
    plan: { metadata: { price: 0, savings: null, features } },
  } as unknown as CurrentSubscription;
}

describe('hasPremium, the one premium rule of the web app', () => {
  it('opens everything when billing is off, known or not', () => {
    expect(hasPremium(undefined, 'off')).toBe(true);
    expect(hasPremium(null, 'off', 'api_access')).toBe(true);
  });

  it('is premium for an active or trialing plan other than free', () => {
    expect(hasPremium(subscription('pro_monthly', 'active', []), 'local')).toBe(true);
    expect(hasPremium(subscription('free_trial', 'trialing', []), 'stripe')).toBe(true);
    expect(hasPremium(subscription('pro_monthly', 'active', []), undefined)).toBe(true);
  });

  it('is not premium without a subscription, on the free plan, or with a lapsed status', () => {
    expect(hasPremium(undefined, 'local')).toBe(false);
    expect(hasPremium(null, 'local')).toBe(false);
    expect(hasPremium(subscription('free', 'active', ['api_access']), 'local')).toBe(false);
    expect(hasPremium(subscription('pro_monthly', 'past_due', []), 'local')).toBe(false);
    expect(hasPremium(subscription('pro_monthly', 'canceled', []), 'local')).toBe(false);
  });

  it('asks the plan for a feature code when one is named', () => {
    expect(hasPremium(subscription('pro_monthly', 'active', ['api_access']), 'local', 'api_access')).toBe(
      true,
    );
    expect(
      hasPremium(subscription('basic_monthly', 'active', ['advanced_detection']), 'local', 'api_access'),
    ).toBe(false);
  });
});

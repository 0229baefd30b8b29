import { describe, expect, it } from 'vitest';
import { createCheckout, currentSubscriptionSchema } from './subscription.ts';

const subscription = {
  plan: {
    plan_code: 'pro_monthly',
    plan_name: 'Pro',
    period_unit: 'month',
    is_active: true,
    pages_monthly_limit: 5000,
    pages_yearly_limit: 60000,
    metadata: { price: 799, savings: null, features: [] },
  },
  plan_code: 'pro_monthly',
  status: 'active',
  current_period_start: '2026-11-01T00:00:00.000Z',
  current_period_end: '2026-12-01T00:00:00.000Z',
  usage: { pages_used: 0, pages_limit: 5000 },
  auto_renew: true,
  cancel_at_period_end: false,
  is_organization_subscription: false,
  organization_id: null,
  organization_name: null,
  user_role_in_organization: null,
};

describe('the current subscription', () => {
  it('passes on a status the contract does not name yet, for the web to show as Unknown (spec 3 §3)', () => {
    expect(currentSubscriptionSchema.parse({ ...subscription, status: 'paused' }).status).toBe('paused');
    expect(currentSubscriptionSchema.parse(subscription).status).toBe('active');
  });
});

describe('a checkout', () => {
  it('says whom it buys for, or leaves it to the organization the request works in', () => {
    const body = createCheckout.body!;
    expect(body.parse({ plan_code: 'pro_monthly', buy_for: 'personal' })).toEqual({
      plan_code: 'pro_monthly',
      buy_for: 'personal',
    });
    expect(body.parse({ plan_code: 'pro_monthly' })).toEqual({ plan_code: 'pro_monthly' });
    expect(body.safeParse({ plan_code: 'pro_monthly', buy_for: 'team' }).success).toBe(false);
  });
});

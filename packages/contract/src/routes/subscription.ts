import { z } from 'zod';
import { defineRoute } from '../define-route.ts';

const tags = ['subscription'];

export const PLAN_CODES = [
  'free',
  'free_trial',
  'basic_monthly',
  'basic_yearly',
  'pro_monthly',
  'pro_yearly',
  'business_monthly',
  'business_yearly',
] as const;
export type PlanCode = (typeof PLAN_CODES)[number];

export const SUBSCRIPTION_STATUSES = [
  'active',
  'trialing',
  'past_due',
  'canceled',
  'incomplete',
  'unpaid',
  'expired',
  'inactive',
] as const;
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];

export const planSchema = z.object({
  plan_code: z.enum(PLAN_CODES),
  plan_name: z.string(),
  period_unit: z.enum(['month', 'year']),
  is_active: z.boolean(),
  pages_monthly_limit: z.number().int(),
  pages_yearly_limit: z.number().int(),
  metadata: z.object({ price: z.number(), savings: z.string().nullable(), features: z.array(z.string()) }),
});
export type Plan = z.infer<typeof planSchema>;

export const currentSubscriptionSchema = z.object({
  plan: planSchema,
  plan_code: z.enum(PLAN_CODES),
  status: z.enum(SUBSCRIPTION_STATUSES),
  current_period_start: z.string(),
  current_period_end: z.string(),
  usage: z.object({ pages_used: z.number().int(), pages_limit: z.number().int() }),
  auto_renew: z.boolean(),
  cancel_at_period_end: z.boolean(),
  is_organization_subscription: z.boolean(),
  organization_id: z.string().nullable(),
  organization_name: z.string().nullable(),
  user_role_in_organization: z.string().nullable(),
});
export type CurrentSubscription = z.infer<typeof currentSubscriptionSchema>;

export const listPlans = defineRoute({
  method: 'GET',
  path: '/subscription/plans',
  summary: 'The active plans',
  tags,
  auth: false,
  response: z.array(planSchema),
});

export const getCurrentSubscription = defineRoute({
  method: 'GET',
  path: '/subscription/current',
  summary: "The signed-in user's subscription; 404 NO_SUBSCRIPTION when there is none",
  tags,
  auth: true,
  response: currentSubscriptionSchema,
});

/** Premium means a subscription whose status is active or trialing. */
export function isPremiumStatus(status: string | null | undefined): boolean {
  return status === 'active' || status === 'trialing';
}

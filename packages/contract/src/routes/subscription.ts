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

export const scheduledChangeSchema = z.object({
  plan_code: z.enum(PLAN_CODES),
  plan_name: z.string(),
  period_unit: z.enum(['month', 'year']),
  /** NOK per period of the plan it changes to. */
  price: z.number(),
  /** When it takes effect: the end of the current period. */
  at: z.string(),
});
export type ScheduledChange = z.infer<typeof scheduledChangeSchema>;

/**
 * What a change from the running plan to another costs and when it takes effect (decision 0054):
 * an upgrade starts now and costs the prorated difference; a downgrade starts at the period end and
 * costs nothing now.
 */
export const planChangeSchema = z.object({
  kind: z.enum(['upgrade', 'downgrade']),
  from_plan_code: z.enum(PLAN_CODES),
  from_plan_name: z.string(),
  to_plan_code: z.enum(PLAN_CODES),
  to_plan_name: z.string(),
  /** NOK charged now (0 for a downgrade). */
  amount_due_now: z.number(),
  /** NOK of unused time left over as credit for later payments (an upgrade to a cheaper cycle). */
  credit_left: z.number(),
  /** NOK per period of the new plan, from next_payment_at on. */
  next_price: z.number(),
  period_unit: z.enum(['month', 'year']),
  /** The billing cycle changes: a new period starts now (pages used so far carry over). */
  new_period: z.boolean(),
  /** When the new plan takes effect: now for an upgrade, the period end for a downgrade. */
  effective_at: z.string(),
  /** When next_price is first charged. */
  next_payment_at: z.string(),
});
export type PlanChange = z.infer<typeof planChangeSchema>;

export const currentSubscriptionSchema = z.object({
  plan: planSchema,
  plan_code: z.enum(PLAN_CODES),
  /**
   * One of SUBSCRIPTION_STATUSES; a status this list does not name yet (a payment provider's new
   * one) is passed on rather than refused, and the web shows it as Unknown (spec 3 §3).
   */
  status: z.union([z.enum(SUBSCRIPTION_STATUSES), z.string().max(40)]),
  current_period_start: z.string(),
  current_period_end: z.string(),
  usage: z.object({ pages_used: z.number().int(), pages_limit: z.number().int() }),
  auto_renew: z.boolean(),
  cancel_at_period_end: z.boolean(),
  is_organization_subscription: z.boolean(),
  organization_id: z.string().nullable(),
  organization_name: z.string().nullable(),
  user_role_in_organization: z.string().nullable(),
  /**
   * A plan change waiting for the end of the period (a downgrade, decision 0054): the plan it
   * changes to and when. Until then the current plan and its pages stay. Cancel it with
   * cancelScheduledChange.
   */
  scheduled_change: scheduledChangeSchema.nullable().optional(),
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

/** How this server takes payments: local (test checkout, no money moves), stripe, or off. */
export const billingInfoSchema = z.object({
  mode: z.enum(['local', 'stripe', 'off']),
  currency: z.literal('NOK'),
});

export const getBillingInfo = defineRoute({
  method: 'GET',
  path: '/subscription/billing',
  summary: 'How this server takes payments (local test checkout, Stripe, or billing off)',
  tags,
  auth: false,
  response: billingInfoSchema,
});

export const getPlan = defineRoute({
  method: 'GET',
  path: '/subscription/plans/:plan_code',
  summary: 'One plan by its code',
  tags,
  auth: false,
  params: z.object({ plan_code: z.string().max(40) }),
  response: planSchema,
});

/**
 * Whom a checkout buys for (decision 0052): the organization the request works in (its org_id
 * header; its owner only), or the person alone. Left out, it is the organization when the request
 * works in one, else the person.
 */
export const CHECKOUT_BUYERS = ['organization', 'personal'] as const;
export type CheckoutBuyer = (typeof CHECKOUT_BUYERS)[number];

export const createCheckout = defineRoute({
  method: 'POST',
  path: '/subscription/checkout',
  summary:
    'Start a checkout for a paid plan; the browser goes to checkout_url. buy_for "personal" buys for the person even while working in an organization (allowed when its plan does not already cover them).',
  tags,
  auth: true,
  body: z.object({
    plan_code: z.enum(PLAN_CODES, { message: 'No plan specified' }),
    buy_for: z.enum(CHECKOUT_BUYERS).optional(),
  }),
  response: z.object({
    checkout_url: z.string(),
    session_id: z.string(),
    provider: z.enum(['local', 'stripe']),
    /**
     * Set when the owner already has a running plan: the change this checkout makes (decision
     * 0054). With Stripe the change is made at once (no hosted page: checkout_url is the manage page).
     */
    change: planChangeSchema.nullable().optional(),
  }),
});

export const previewPlanChange = defineRoute({
  method: 'GET',
  path: '/subscription/change-preview',
  summary:
    'What choosing a plan would do to the running one: null for a new subscription, else the change (upgrade now with the prorated amount due, or downgrade at the period end)',
  tags,
  auth: true,
  query: z.object({
    plan_code: z.enum(PLAN_CODES, { message: 'No plan specified' }),
    buy_for: z.enum(CHECKOUT_BUYERS).optional(),
  }),
  response: z.object({ change: planChangeSchema.nullable(), provider: z.enum(['local', 'stripe']) }),
});

export const cancelScheduledChange = defineRoute({
  method: 'POST',
  path: '/subscription/scheduled-change/cancel',
  summary: 'Keep the current plan: the change scheduled for the period end is dropped',
  tags,
  auth: true,
  response: currentSubscriptionSchema,
});

export const checkoutSessionSchema = z.object({
  session_id: z.string(),
  status: z.enum(['open', 'complete', 'canceled', 'expired']),
  plan: planSchema,
  expires_at: z.string(),
  test_mode: z.literal(true),
  /** The change from the running plan this checkout makes, with the amount due now (decision 0054). */
  change: planChangeSchema.nullable().optional(),
});

const sessionParams = z.object({ session_id: z.uuid({ message: 'This checkout does not exist.' }) });

export const getLocalCheckout = defineRoute({
  method: 'GET',
  path: '/subscription/checkout/:session_id',
  summary: 'The built-in test checkout (BILLING=local): what is being bought',
  tags,
  auth: true,
  params: sessionParams,
  response: checkoutSessionSchema,
});

export const completeLocalCheckout = defineRoute({
  method: 'POST',
  path: '/subscription/checkout/:session_id/complete',
  summary: 'Pay the built-in test checkout (no money moves); answers the new subscription',
  tags,
  auth: true,
  params: sessionParams,
  response: currentSubscriptionSchema,
});

export const cancelLocalCheckout = defineRoute({
  method: 'POST',
  path: '/subscription/checkout/:session_id/cancel',
  summary: 'Leave the built-in test checkout without paying',
  tags,
  auth: true,
  params: sessionParams,
  response: z.object({ status: z.literal('canceled') }),
});

export const setAutoRenew = defineRoute({
  method: 'PUT',
  path: '/subscription/auto-renew',
  summary: 'Turn renewal at period end on or off',
  tags,
  auth: true,
  body: z.object({ auto_renew: z.boolean() }),
  response: currentSubscriptionSchema,
});

export const cancelSubscription = defineRoute({
  method: 'POST',
  path: '/subscription/cancel',
  summary: 'Cancel at the end of the current period (the plan stays until then)',
  tags,
  auth: true,
  response: currentSubscriptionSchema,
});

/** The enterprise contact form (spec 1 §5 limits: name 2–100, subject 3–200, message 10–2000). */
export const contactBodySchema = z.object({
  name: z
    .string()
    .trim()
    .min(2, 'Name must be 2 to 100 characters')
    .max(100, 'Name must be 2 to 100 characters'),
  email: z.email('Enter a valid e-mail address').max(254),
  organization: z.string().trim().max(200).optional(),
  subject: z
    .string()
    .trim()
    .min(3, 'Subject must be 3 to 200 characters')
    .max(200, 'Subject must be 3 to 200 characters'),
  message: z
    .string()
    .trim()
    .min(10, 'Message must be 10 to 2000 characters')
    .max(2000, 'Message must be 10 to 2000 characters'),
});

export const sendContactMessage = defineRoute({
  method: 'POST',
  path: '/contact',
  summary: 'Send a message to sales (the enterprise card); delivered by e-mail',
  tags: ['contact'],
  auth: false,
  body: contactBodySchema,
  response: z.object({ sent: z.literal(true) }),
});
